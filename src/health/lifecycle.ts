import * as net from 'node:net';

import { Injectable } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Whether this instance is on its way out (graceful shutdown). Once draining, readiness
 * answers 503 (a balancer with health checks takes it out) and every response says
 * `Connection: close`, so the balancer's kept-alive connections end after their current response
 * instead of being cut; only then does the listener close (new connections are refused, which a
 * balancer retries elsewhere even for a POST, since nothing was sent) and requests in flight finish.
 */
@Injectable()
export class Lifecycle {
  draining = false;
  /** Requests being answered now: shutdown waits for them, not for idle connections. */
  inFlight = 0;

  /**
   * While draining: a GET or HEAD (not /health) answers 503 with Retry-After, which a balancer
   * retries on another instance and counts as a failure (nginx `proxy_next_upstream http_503` with
   * `max_fails=1` then stops sending here); any other method is served, since a balancer never
   * retries a POST. Every response says `Connection: close`. Registered before the page cache.
   */
  register(fastify: FastifyInstance): void {
    fastify.addHook('onRequest', (req: FastifyRequest, reply: FastifyReply, done: (err?: Error) => void) => {
      this.inFlight++;
      reply.raw.once('close', () => this.inFlight--);
      if (!this.draining || (req.method !== 'GET' && req.method !== 'HEAD') || req.url.startsWith('/health')) return done();
      reply
        .code(503)
        .header('retry-after', '1')
        .header('connection', 'close')
        .header('cache-control', 'no-store')
        .send({ success: false, message: 'This instance is shutting down. Please try again.' });
    });
    fastify.addHook('onSend', (_req: FastifyRequest, reply: FastifyReply, payload: unknown, done: (err: Error | null, payload?: unknown) => void) => {
      if (this.draining) reply.header('connection', 'close');
      done(null, payload);
    });
  }
}

/**
 * SIGTERM/SIGINT, in this order: readiness (and any other GET) answers 503 and responses say
 * `Connection: close`; after `drainMs` (time for the balancer to stop sending here) the listener
 * closes, so new connections are refused (a balancer retries those elsewhere, even a POST, as
 * nothing was sent). Requests in flight finish; once none is left, the app closes, which also
 * closes the idle kept-alive connections (Fastify's `forceCloseConnections: 'idle'`), and the
 * process exits. A hard exit after `hardLimitMs` whatever happens.
 */
export function gracefulShutdown(app: NestFastifyApplication, opts: { drainMs: number; hardLimitMs: number; log: (msg: string) => void }): void {
  let started = false;
  const stop = (signal: string) => {
    if (started) return;
    started = true;
    opts.log(`${signal}: readiness 503; closing the listener in ${opts.drainMs} ms, then waiting for requests in flight`);
    const lifecycle = app.get(Lifecycle);
    lifecycle.draining = true;
    const hard = setTimeout(() => {
      opts.log(`still closing after ${opts.hardLimitMs} ms: exiting now`);
      process.exit(1);
    }, opts.hardLimitMs);
    hard.unref();
    setTimeout(() => {
      // net.Server's close only stops listening; Node's http close would also close busy connections' sockets.
      net.Server.prototype.close.call(app.getHttpServer());
      const closeWhenDone = () => {
        if (lifecycle.inFlight > 0) {
          setTimeout(closeWhenDone, 25);
          return;
        }
        app.close().then(
          () => process.exit(0),
          (e: Error) => {
            opts.log(`close failed: ${e.message}`);
            process.exit(1);
          },
        );
      };
      closeWhenDone();
    }, opts.drainMs);
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));
}
