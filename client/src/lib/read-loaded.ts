/**
 * A promise that records its outcome on itself once settled, so a render can read a settled one synchronously.
 * Every loader in the client that a render waits on (a route's code, the French catalog, the forms' catalog, a
 * deferred part of the page) returns one.
 */
export type Tracked<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

/** Marks `promise` so that `readLoaded` can read it; returns the same promise. */
export function track<T>(promise: Promise<T>): Tracked<T> {
  const tracked = promise as Tracked<T>;
  if (tracked.status) return tracked;
  tracked.status = 'pending';
  // (The handlers return nothing: returning `tracked` would make a derived promise that rejects again, unhandled.)
  tracked.then(
    (value) => void Object.assign(tracked, { status: 'fulfilled', value }),
    (reason: unknown) => void Object.assign(tracked, { status: 'rejected', reason }),
  );
  return tracked;
}

/**
 * The value of a tracked promise, for a render: a settled one is read at once (or throws its error to the nearest
 * error boundary); a pending one suspends the render, and the nearest Suspense boundary shows its fallback (or keeps
 * the server's HTML while hydrating) until it settles and React renders again. React 18's Suspense contract for
 * data sources, the one React Router, Relay and SWR rely on.
 */
export function readLoaded<T>(promise: Tracked<T>): T {
  const p = track(promise);
  if (p.status === 'fulfilled') return p.value as T;
  if (p.status === 'rejected') throw p.reason;
  throw p;
}
