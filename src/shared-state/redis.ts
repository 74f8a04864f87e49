import { Inject, Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import type Redis from 'ioredis';

import { APP_CONFIG, AppConfig } from '../config/app-config';

/**
 * The Redis connection shared by rate limits, cache invalidation and job locks when `REDIS_URL` is
 * set (several instances); null without it, and each of those then keeps its state in this process.
 */
@Injectable()
export class RedisConnection implements OnApplicationShutdown {
  private readonly logger = new Logger('Redis');
  readonly client: Redis | null;
  readonly prefix: string;
  private readonly extra: Redis[] = [];

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.prefix = config.redis.prefix;
    this.client = config.redis.url ? this.connect(config.redis.url, 'commands') : null;
    if (!this.client && config.env === 'production') {
      this.logger.warn('REDIS_URL is not set: rate limits, cache invalidation and timed jobs stay in this process. Run one instance only, or set REDIS_URL for several.');
    }
  }

  private connect(url: string, role: string): Redis {
    // Loaded only when REDIS_URL is set (at start-up): a single instance never pays its ~15 MB.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { default: RedisClient } = require('ioredis') as typeof import('ioredis');
    // Commands fail fast while Redis is away instead of queueing without end (rate limits fall back to memory).
    const r = new RedisClient(url, { maxRetriesPerRequest: 2, enableOfflineQueue: true, connectionName: `site-${role}` });
    r.on('error', (e: Error) => this.logger.warn(`${role} connection: ${e.message}`));
    return r;
  }

  /** A second connection for SUBSCRIBE (a subscribed connection can run nothing else). */
  subscriber(): Redis | null {
    if (!this.client) return null;
    const r = this.client.duplicate({ connectionName: 'site-subscriber' });
    r.on('error', (e: Error) => this.logger.warn(`subscriber connection: ${e.message}`));
    this.extra.push(r);
    return r;
  }

  key(name: string): string {
    return this.prefix + name;
  }

  async onApplicationShutdown(): Promise<void> {
    for (const r of [...this.extra, ...(this.client ? [this.client] : [])]) {
      await r.quit().catch(() => r.disconnect());
    }
  }
}
