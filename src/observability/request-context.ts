import { AsyncLocalStorage } from 'node:async_hooks';

import type { FastifyBaseLogger } from 'fastify';

/** The request a piece of code runs for: its id and its child logger (every line it writes carries the id). */
export interface RequestContext {
  reqId: string;
  log: FastifyBaseLogger;
  /** The client's address (`req.ip`, which honours TRUST_PROXY): the audit trail's IP. */
  ip?: string;
  /** The signed-in user, once the auth guard has verified the token: the audit trail's "who". */
  actor?: { id: number; email: string };
  /** What the answer shows (see page-cache/cache-tags.ts): its Surrogate-Key and what a change drops. */
  cacheTags?: Set<string>;
}

/**
 * Entered in the first onRequest hook (see observability.ts) and restored after the body is read,
 * so Nest's `Logger` calls made while serving a request write through that request's logger.
 */
export const requestContext = new AsyncLocalStorage<RequestContext>();

let inFlight = 0;

/**
 * Runs `fn` in a request's context and returns the function that ends it (call it exactly once,
 * when the response is done or the connection closed).
 *
 * While any AsyncLocalStorage is enabled, Node 20 runs an async hook for every async resource the
 * process creates (each tick, promise, socket write), page-cache hits and the liveness answer
 * included, though they never read a context: measured ~10% of a cached page's throughput. So the
 * storage is enabled only while a request that may read it is in flight: when the last one ends it
 * is disabled, and the next request's `run` enables it again. Work a request leaves running after
 * its response holds the context open (holdRequestContext) until it is done; the send passes a form
 * submission starts serve every queued message, not that request, and keep no context. (React 18's server renderer, which the server-side render uses,
 * keeps no AsyncLocalStorage of its own; see client/src/ssr.tsx.)
 */
export function enterRequestContext(ctx: RequestContext, fn: () => void): () => void {
  const end = hold();
  requestContext.run(ctx, fn);
  return end;
}

/**
 * For work a request starts and leaves running after its response (a reset email sent after the
 * answer, so its timing tells nothing): keeps the context on until the returned function is called,
 * so that work's log lines and audit rows still name the request. Outside a request it does nothing.
 */
export function holdRequestContext(): () => void {
  return requestContext.getStore() === undefined ? () => undefined : hold();
}

function hold(): () => void {
  inFlight++;
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    if (--inFlight === 0) requestContext.disable();
  };
}

/** Requests whose context is still open (for tests). */
export function requestsInContext(): number {
  return inFlight;
}
