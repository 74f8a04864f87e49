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
}

/**
 * Entered in the first onRequest hook (see observability.ts) and restored after the body is read,
 * so Nest's `Logger` calls made while serving a request write through that request's logger.
 */
export const requestContext = new AsyncLocalStorage<RequestContext>();
