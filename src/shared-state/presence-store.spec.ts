import { InProcessPresenceStore } from './presence-store';

describe('presence store (in process)', () => {
  it('answers who has an item open, keeps the first "since", and forgets an entry after its time', async () => {
    const s = new InProcessPresenceStore();
    const ttl = 60_000;
    await s.report('pages:1', { userId: 1, email: 'a@x.com' }, 1_000, ttl);
    const both = await s.report('pages:1', { userId: 2, email: 'b@x.com' }, 2_000, ttl);
    expect(both.map((e) => e.email).sort()).toEqual(['a@x.com', 'b@x.com']);
    const again = await s.report('pages:1', { userId: 1, email: 'a@x.com' }, 31_000, ttl);
    expect(again.find((e) => e.userId === 1)?.since).toBe(1_000);
    // User 2 stopped reporting at 2 s: gone after 62 s.
    const later = await s.report('pages:1', { userId: 1, email: 'a@x.com' }, 62_001, ttl);
    expect(later.map((e) => e.userId)).toEqual([1]);
    await s.leave('pages:1', 1);
    expect((await s.report('pages:1', { userId: 3, email: 'c@x.com' }, 63_000, ttl)).map((e) => e.userId)).toEqual([3]);
  });
});
