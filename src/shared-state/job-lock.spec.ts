import { JobLock } from './job-lock';
import type { RedisConnection } from './redis';

/** A stand-in for the Redis commands JobLock uses: SET NX PX and the holder-only release. */
function fakeRedis() {
  const held = new Map<string, string>();
  const client = {
    set: async (key: string, token: string, _px: string, _ttl: number, _nx: string) => {
      if (held.has(key)) return null;
      held.set(key, token);
      return 'OK';
    },
    eval: async (_script: string, _keys: number, key: string, token: string) => (held.get(key) === token ? Number(held.delete(key)) : 0),
  };
  return { held, connection: { client, key: (k: string) => `site:${k}` } as unknown as RedisConnection };
}

const noRedis = { client: null, key: (k: string) => k } as unknown as RedisConnection;
const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('job lock: work that waits for its turn', () => {
  it('runs the calls of one job one after another on this instance, and other jobs beside them', async () => {
    const lock = new JobLock(noRedis);
    const log: string[] = [];
    const step = (name: string, ms: number) => async () => {
      log.push(`${name} start`);
      await tick(ms);
      log.push(`${name} end`);
      return name;
    };
    const results = await Promise.all([lock.runInTurn('a', 1000, step('a1', 20)), lock.runInTurn('a', 1000, step('a2', 1)), lock.runInTurn('b', 1000, step('b1', 5))]);
    expect(results).toEqual(['a1', 'a2', 'b1']);
    expect(log.indexOf('a2 start')).toBeGreaterThan(log.indexOf('a1 end'));
    expect(log.indexOf('b1 start')).toBeLessThan(log.indexOf('a1 end'));
  });

  it('a failed call does not stop the next one', async () => {
    const lock = new JobLock(noRedis);
    const first = lock.runInTurn('a', 1000, () => Promise.reject(new Error('mail server down')));
    const second = lock.runInTurn('a', 1000, async () => 'sent');
    await expect(first).rejects.toThrow('mail server down');
    await expect(second).resolves.toBe('sent');
  });

  it('waits while another instance holds the lock, then runs and releases it', async () => {
    const { held, connection } = fakeRedis();
    const lock = new JobLock(connection);
    held.set('site:job:account-link:a@example.com', 'other-instance');
    setTimeout(() => held.delete('site:job:account-link:a@example.com'), 120);
    const started = Date.now();
    await expect(lock.runInTurn('account-link:a@example.com', 1000, async () => 'sent')).resolves.toBe('sent');
    expect(Date.now() - started).toBeGreaterThanOrEqual(100);
    expect(held.size).toBe(0);
  });

  it('gives up when the lock stays taken for the whole wait', async () => {
    const { held, connection } = fakeRedis();
    const lock = new JobLock(connection);
    held.set('site:job:busy', 'other-instance');
    const fn = jest.fn(async () => 'sent');
    await expect(lock.runInTurn('busy', 120, fn)).resolves.toBeUndefined();
    expect(fn).not.toHaveBeenCalled();
  });
});
