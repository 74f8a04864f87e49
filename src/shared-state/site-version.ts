import { randomUUID } from 'node:crypto';

import { Global, Injectable, Logger, Module } from '@nestjs/common';
import type Redis from 'ioredis';

import { JobLock } from './job-lock';
import { InProcessPresenceStore, PresenceStore, RedisPresenceStore } from './presence-store';
import { RateLimits } from './rate-limits';
import { RedisConnection } from './redis';

/** `keys` undefined (or holding `site`): everything may have changed. */
export type SiteVersionListener = (version: number, reason: string, keys?: readonly string[]) => void;

/**
 * The version of what the public sees. Every write that can change a public answer (content saved,
 * published, rolled back, deleted, restored or pinned; a scheduled item's time reached; documents,
 * redirects, reps and retailers changed) calls `bump` with the keys it affects after its transaction
 * has committed and before its response returns; caches drop what carries one of those keys (all of
 * it when no keys are given), so nothing stale is served after the write.
 *
 * An abstract class (Nest's injection token) so the single-instance default can be swapped for one
 * that carries bumps across instances (Redis pub/sub) without touching the writers or the caches.
 */
export abstract class SiteVersion {
  /** The current version: compared on every cached read, so it must be cheap. */
  abstract current(): number;
  /** Something public changed: caches drop what carries one of `keys` (everything without keys). */
  abstract bump(reason: string, keys?: readonly string[]): void;
  /** Called after every bump (local or, later, from another instance). */
  abstract subscribe(listener: SiteVersionListener): () => void;
  /**
   * State a remote change may have made stale and that caches read through (the redirect rules):
   * reloaded BEFORE a change from another instance bumps the version here, so nothing rendered
   * from the old state is kept under the new version. (A local writer reloads it itself first.)
   */
  abstract onRemoteChange(refresh: () => Promise<void>): void;
}

/** The in-process implementation: one counter and a list of listeners. */
@Injectable()
export class InProcessSiteVersion extends SiteVersion {
  protected readonly logger = new Logger('SiteVersion');
  private version = 1;
  private readonly listeners = new Set<SiteVersionListener>();
  protected readonly refreshers = new Set<() => Promise<void>>();

  current(): number {
    return this.version;
  }

  onRemoteChange(refresh: () => Promise<void>): void {
    this.refreshers.add(refresh);
  }

  bump(reason: string, keys?: readonly string[]): void {
    this.bumpHere(reason, keys);
  }

  /** Bumps this process's version and tells the listeners. */
  protected bumpHere(reason: string, keys?: readonly string[]): void {
    this.version++;
    for (const l of this.listeners) {
      try {
        l(this.version, reason, keys);
      } catch (e) {
        this.logger.error(`site-version listener failed: ${(e as Error).message}`);
      }
    }
  }

  subscribe(listener: SiteVersionListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}

/**
 * Several instances (REDIS_URL): a bump here is published on a Redis channel and every other instance
 * bumps its own version when the message arrives (about a millisecond later), after reloading the
 * state registered with onRemoteChange. A lost connection may have lost messages: on reconnecting,
 * this instance bumps as if something had changed.
 */
export class RedisSiteVersion extends InProcessSiteVersion {
  private readonly id = randomUUID();
  private readonly channel: string;
  private connectedOnce = false;

  constructor(
    private readonly publisher: Redis,
    subscriber: Redis,
    prefix: string,
  ) {
    super();
    this.channel = `${prefix}site-version`;
    subscriber.on('message', (channel: string, raw: string) => {
      if (channel !== this.channel) return;
      let msg: { from?: string; reason?: string; keys?: string[] };
      try {
        msg = JSON.parse(raw) as { from?: string; reason?: string; keys?: string[] };
      } catch {
        return;
      }
      const keys = Array.isArray(msg.keys) ? msg.keys.filter((k) => typeof k === 'string') : undefined;
      if (msg.from !== this.id) void this.remoteBump(`${msg.reason ?? 'change'} (another instance)`, keys);
    });
    subscriber.on('ready', () => {
      if (this.connectedOnce) void this.remoteBump('reconnected to Redis');
      this.connectedOnce = true;
    });
    void subscriber.subscribe(this.channel).catch((e: Error) => this.logger.error(`cannot subscribe to ${this.channel}: ${e.message}`));
  }

  override bump(reason: string, keys?: readonly string[]): void {
    this.bumpHere(reason, keys);
    this.publisher.publish(this.channel, JSON.stringify({ from: this.id, reason, keys })).catch((e: Error) => this.logger.error(`could not publish a site change: ${e.message}`));
  }

  private async remoteBump(reason: string, keys?: readonly string[]): Promise<void> {
    await Promise.all([...this.refreshers].map((r) => r().catch((e: Error) => this.logger.warn(`refresh before a remote change failed: ${e.message}`))));
    this.bumpHere(reason, keys);
  }
}

@Global()
@Module({
  providers: [
    RedisConnection,
    JobLock,
    RateLimits,
    {
      provide: SiteVersion,
      inject: [RedisConnection],
      useFactory: (redis: RedisConnection) => {
        const sub = redis.subscriber();
        return redis.client && sub ? new RedisSiteVersion(redis.client, sub, redis.prefix) : new InProcessSiteVersion();
      },
    },
    {
      // Edit presence: in Redis when there is one, so every instance sees every editor.
      provide: PresenceStore,
      inject: [RedisConnection],
      useFactory: (redis: RedisConnection) => (redis.client ? new RedisPresenceStore(redis.client, redis.prefix) : new InProcessPresenceStore()),
    },
  ],
  exports: [SiteVersion, RedisConnection, JobLock, RateLimits, PresenceStore],
})
export class SharedStateModule {}
