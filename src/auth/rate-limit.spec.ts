import { RateLimiter } from './rate-limit.guard';

describe('fixed-window rate limiter', () => {
  it('allows `limit` hits per window per key, then refuses until the window passes', () => {
    const r = new RateLimiter();
    const t0 = 1_000_000;
    for (let i = 0; i < 3; i++) expect(r.hit('ip-a', 3, 60_000, t0 + i)).toBe(true);
    expect(r.hit('ip-a', 3, 60_000, t0 + 10)).toBe(false);
    expect(r.hit('ip-b', 3, 60_000, t0 + 10)).toBe(true);
    expect(r.hit('ip-a', 3, 60_000, t0 + 60_000)).toBe(true);
  });
});
