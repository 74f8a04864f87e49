import { randomUUID } from 'node:crypto';

import { Injectable, Logger } from '@nestjs/common';

import { RedisConnection } from './redis';

const RELEASE = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end`;

/** How often a caller waiting for its turn asks for the lock again. */
const TURN_POLL_MS = 50;

/**
 * Timed jobs (scheduled publishing, the contact-mail queue, session clean-up) run once across the
 * instances: each run takes a Redis lock (SET NX PX, released only by its holder); an instance that
 * finds it taken skips this turn. Without Redis there is one instance, and the job simply runs.
 * Work that must not overlap but must not be skipped either waits for its turn instead (runInTurn).
 */
@Injectable()
export class JobLock {
  private readonly logger = new Logger('JobLock');
  /** The calls of each job on this instance, one after another (runInTurn). */
  private readonly turns = new Map<string, Promise<unknown>>();

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

  /**
   * Runs `fn` in its turn: after the earlier calls of the same job on this instance and, with Redis, once no other
   * instance holds the job's lock (asked for again every 50 ms for up to `ttlMs`). For work that must not overlap
   * across instances yet must not be dropped (an emailed link: the per-account limit counts, then inserts).
   * Returns undefined when the lock stayed taken for the whole wait.
   */
  runInTurn<T>(job: string, ttlMs: number, fn: () => Promise<T>): Promise<T | undefined> {
    const mine = (this.turns.get(job) ?? Promise.resolve()).then(() => this.whenLockFree(job, ttlMs, fn));
    const settled = mine.then(
      () => undefined,
      () => undefined,
    );
    this.turns.set(job, settled);
    void settled.then(() => {
      if (this.turns.get(job) === settled) this.turns.delete(job);
    });
    return mine;
  }

  private async whenLockFree<T>(job: string, ttlMs: number, fn: () => Promise<T>): Promise<T | undefined> {
    const client = this.redis.client;
    if (!client) return fn();
    const key = this.redis.key(`job:${job}`);
    const token = randomUUID();
    const deadline = Date.now() + ttlMs;
    for (;;) {
      let taken: string | null;
      try {
        taken = await client.set(key, token, 'PX', ttlMs, 'NX');
      } catch (e) {
        // Redis is away: this instance's own calls are still one after another; the work is not dropped.
        this.logger.warn(`${job}: lock unavailable, running without it: ${(e as Error).message}`);
        return fn();
      }
      if (taken === 'OK') break;
      if (Date.now() >= deadline) {
        this.logger.warn(`${job}: the lock stayed taken for ${ttlMs} ms; not run.`);
        return undefined;
      }
      await new Promise((resolve) => setTimeout(resolve, TURN_POLL_MS));
    }
    try {
      return await fn();
    } finally {
      await client.eval(RELEASE, 1, key, token).catch(() => undefined);
    }
  }
}
