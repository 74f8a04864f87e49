import { loadConfig } from '../config/app-config';
import { RateLimits } from './rate-limits';
import { RedisConnection } from './redis';

describe('rate limits (in process, no REDIS_URL)', () => {
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: '/tmp/rate-limits-spec', FORMS_RATE_LIMIT: '2', AUTH_MAIL_RATE_LIMIT_PER_15_MIN: '1' });
  const limits = new RateLimits(config, new RedisConnection(config));

  it('allows a bucket its allowance per key, then refuses', async () => {
    expect([await limits.take('forms-ip', '10.0.0.1'), await limits.take('forms-ip', '10.0.0.1'), await limits.take('forms-ip', '10.0.0.1')]).toEqual([true, true, false]);
    expect(await limits.take('forms-ip', '10.0.0.2')).toBe(true);
  });

  it('counts buckets apart, and account keys without regard to case', async () => {
    expect(await limits.take('auth-mail-ip', 'Someone@Example.com')).toBe(true);
    expect(await limits.take('auth-mail-ip', 'someone@example.com')).toBe(false);
    expect(await limits.take('forms-ip', 'someone@example.com')).toBe(true);
  });
});
