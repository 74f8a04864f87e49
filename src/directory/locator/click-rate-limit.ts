import { Injectable } from '@nestjs/common';
import { RateLimiterAbstract, RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';

import { RedisConnection } from '../../shared-state/redis';

/** Result link clicks one IP may send in CLICK_WINDOW_SECONDS: a person clicks a few; more is a script inflating counts. */
export const CLICKS_PER_WINDOW = 60;
export const CLICK_WINDOW_SECONDS = 10 * 60;

/**
 * The click beacons' per-IP limit, built as the app's other limits are (src/shared-state/rate-limits.ts):
 * counted in Redis across instances when there is one, with this process's memory as the fallback.
 * The IP lives only in the limiter's window; the counts themselves never see it.
 */
@Injectable()
export class ClickRateLimit {
  private readonly limiter: RateLimiterAbstract;

  constructor(redis: RedisConnection) {
    const allowance = { points: CLICKS_PER_WINDOW, duration: CLICK_WINDOW_SECONDS };
    const memory = new RateLimiterMemory({ ...allowance, keyPrefix: 'directory-clicks-ip' });
    this.limiter = redis.client
      ? new RateLimiterRedis({ ...allowance, storeClient: redis.client, keyPrefix: `${redis.prefix}rl:directory-clicks-ip`, insuranceLimiter: memory })
      : memory;
  }

  /** Counts one click; false when the IP has used up its allowance. */
  async take(ip: string): Promise<boolean> {
    try {
      await this.limiter.consume(ip);
      return true;
    } catch (e) {
      if (e instanceof RateLimiterRes) return false;
      throw e;
    }
  }
}
