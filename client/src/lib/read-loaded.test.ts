import { readLoaded, track } from './read-loaded';

describe('readLoaded', () => {
  it('suspends on a pending promise by throwing it, then reads its value once it has settled', async () => {
    const p = track(Promise.resolve(42));
    let thrown: unknown;
    try {
      readLoaded(p);
    } catch (e) {
      thrown = e;
    }
    expect(thrown).toBe(p);
    await p;
    expect(readLoaded(p)).toBe(42);
  });

  it('throws the reason of a rejected promise to the error boundary', async () => {
    const failure = new Error('offline');
    const p = track(Promise.reject(failure));
    await p.catch(() => undefined);
    expect(() => readLoaded(p)).toThrow(failure);
  });

  it('tracks a promise once, however often it is read', () => {
    const p = Promise.resolve('x');
    expect(track(p)).toBe(p);
    expect(track(p).status).toBe('pending');
  });
});
