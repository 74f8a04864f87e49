import { randomUUID } from 'node:crypto';

import { Injectable, Logger } from '@nestjs/common';

import { RedisConnection } from './redis';

const RELEASE = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end`;

/**
 * Timed jobs (scheduled publishing, the contact-mail queue, session clean-up) run once across the
 * instances: each run takes a Redis lock (SET NX PX, released only by its holder); an instance that
 * finds it taken skips this turn. Without Redis there is one instance, and the job simply runs.
 */
@Injectable()
export class JobLock {
  private readonly logger = new Logger('JobLock');
  constructor(private readonly redis: RedisConnection) {}

  /** Runs `fn` unless another instance holds the job's lock; returns undefined when skipped. */
  async runExclusive<T>(job: string, ttlMs: number, fn: () => Promise<T>): Promise<T | undefined> {
    const client = this.redis.client;
    if (!client) return fn();
    const key = this.redis.key(`job:${job}`);
    const token = randomUUID();
    let taken: string | null;
    try {
      taken = await client.set(key, token, 'PX', ttlMs, 'NX');
    } catch (e) {
      // Redis is away: skip the turn rather than risk running it on every instance.
      this.logger.warn(`${job}: lock unavailable, skipping this run: ${(e as Error).message}`);
      return undefined;
    }
    if (taken !== 'OK') return undefined;
    try {
      return await fn();
    } finally {
      await client.eval(RELEASE, 1, key, token).catch(() => undefined);
    }
  }
}
