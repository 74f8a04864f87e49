import { Inject, Injectable } from '@nestjs/common';
import { RateLimiterAbstract, RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';

import { APP_CONFIG, AppConfig } from '../config/app-config';
import { RedisConnection } from './redis';

/** Confirmation mails to one receiving domain (gmail.com, a company's domain) per hour, from every sender together. */
export const LABEL_NOTIFY_PER_DOMAIN_PER_HOUR = 50;

/** Every rate-limited thing, with its allowance: per IP or per account, counted across instances with Redis. */
export type RateBucket = 'auth-ip' | 'auth-mail-ip' | 'login-account' | 'forms-ip' | 'label-notify-ip' | 'label-notify-address' | 'label-notify-domain' | 'directory-clicks-ip';

/**
 * The app's rate limits, on rate-limiter-flexible (a maintained limiter with Redis and in-memory
 * stores): with `REDIS_URL` the counters live in Redis, so every instance counts the same hits; when
 * Redis is unreachable each instance falls back to its own memory counters (the "insurance" limiter)
 * instead of refusing or allowing everything. Without Redis, memory counters in this process.
 */
@Injectable()
export class RateLimits {
  private readonly limiters: Record<RateBucket, RateLimiterAbstract>;

  constructor(@Inject(APP_CONFIG) config: AppConfig, redis: RedisConnection) {
    const allowances: Record<RateBucket, { points: number; duration: number }> = {
      'auth-ip': { points: config.auth.rateLimitPerMinute, duration: 60 },
      'auth-mail-ip': { points: config.auth.mailRateLimitPer15Min, duration: 15 * 60 },
      // Per account (the mail calls' per-account limit counts the link tokens in the database).
      'login-account': { points: config.auth.loginRateLimitPer15Min, duration: 15 * 60 },
      'forms-ip': { points: config.forms.rateLimit, duration: config.forms.rateWindowSeconds },
      // "Notify me of changes": each request may send a confirmation email.
      'label-notify-ip': { points: 10, duration: 15 * 60 },
      // Per mailbox (+tags and ignored dots share one), and per receiving domain: no one can aim the
      // confirmation mail at one company's inboxes by varying the address.
      'label-notify-address': { points: 3, duration: 60 * 60 },
      'label-notify-domain': { points: LABEL_NOTIFY_PER_DOMAIN_PER_HOUR, duration: 60 * 60 },
      // Result link clicks: a person clicks a few; more is a script inflating the counts.
      'directory-clicks-ip': { points: 60, duration: 10 * 60 },
    };
    const client = redis.client;
    const limiters = {} as Record<RateBucket, RateLimiterAbstract>;
    for (const [bucket, a] of Object.entries(allowances) as [RateBucket, { points: number; duration: number }][]) {
      const memory = new RateLimiterMemory({ ...a, keyPrefix: bucket });
      limiters[bucket] = client ? new RateLimiterRedis({ ...a, storeClient: client, keyPrefix: `${redis.prefix}rl:${bucket}`, insuranceLimiter: memory }) : memory;
    }
    this.limiters = limiters;
  }

  /** Counts one hit; false when the key has used up its allowance in the current window. */
  async take(bucket: RateBucket, key: string): Promise<boolean> {
    try {
      await this.limiters[bucket].consume(key.toLowerCase());
      return true;
    } catch (e) {
      if (e instanceof RateLimiterRes) return false;
      throw e;
    }
  }
}
