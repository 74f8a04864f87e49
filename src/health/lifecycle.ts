import * as net from 'node:net';

import { Injectable } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import type { FrontLink } from '../front/front-link';

/**
 * Whether this instance is on its way out (issue 18, graceful shutdown). Once draining, readiness
 * answers 503 (a balancer with health checks takes it out) and every response says
 * `Connection: close`, so the balancer's kept-alive connections end after their current response
 * instead of being cut; only then does the listener close (new connections are refused, which a
 * balancer retries elsewhere even for a POST, since nothing was sent) and requests in flight finish.
 */
@Injectable()
export class Lifecycle {
  draining = false;

  /**
   * While draining: a GET or HEAD (not /health) answers 503 with Retry-After, which a balancer
   * retries on another instance and counts as a failure (nginx `proxy_next_upstream http_503` with
   * `max_fails=1` then stops sending here); any other method is served, since a balancer never
   * retries a POST. Every response says `Connection: close`. Registered before the page cache.
   */
  register(fastify: FastifyInstance): void {
    fastify.addHook('onRequest', (req: FastifyRequest, reply: FastifyReply, done: (err?: Error) => void) => {
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
 * `Connection: close`; after `drainMs` (time for the balancer to stop sending here) the listener closes, so
 * new connections are refused (a balancer retries those elsewhere, even a POST, as nothing was
 * sent). Kept-alive connections are NOT closed while idle: closing one races with the balancer
 * sending a request on it, and a cut POST is never retried. Each closes after its next response,
 * or when the balancer drops it; requests in flight finish. Then the modules close (buffers flush)
 * and the process exits; a hard exit after `hardLimitMs` whatever happens. With a front thread
 * (src/front) it is the front's public listener and client connections that close and are waited
 * for; the front then flushes its log lines and ends, and the app closes.
 */
export function gracefulShutdown(app: NestFastifyApplication, opts: { drainMs: number; hardLimitMs: number; log: (msg: string) => void; front?: FrontLink | null }): void {
  const front = opts.front ?? null;
  let started = false;
  const stop = (signal: string) => {
    if (started) return;
    started = true;
    opts.log(`${signal}: readiness 503; closing the listener in ${opts.drainMs} ms, then waiting for open connections`);
    app.get(Lifecycle).draining = true;
    if (front) front.draining = true;
    const hard = setTimeout(() => {
      opts.log(`still closing after ${opts.hardLimitMs} ms: exiting now`);
      process.exit(1);
    }, opts.hardLimitMs);
    hard.unref();
    setTimeout(() => {
      const server = app.getHttpServer() as unknown as net.Server;
      // net.Server's close only stops listening; Node's http close would also close idle connections at once.
      if (front) front.closeListener();
      else net.Server.prototype.close.call(server);
      const openConnections = (cb: (open: number) => void) => (front ? cb(front.openConnections) : server.getConnections((_e, open) => cb(open)));
      const until = Date.now() + Math.max(1000, opts.hardLimitMs - opts.drainMs - 2000);
      const closeWhenIdle = () =>
        openConnections((open) => {
          if (open > 0 && Date.now() < until) {
            setTimeout(closeWhenIdle, 25);
            return;
          }
          (front ? front.stop() : Promise.resolve())
            .then(() => app.close())
            .then(
              () => process.exit(0),
              (e: Error) => {
                opts.log(`close failed: ${e.message}`);
                process.exit(1);
              },
            );
        });
      closeWhenIdle();
    }, opts.drainMs);
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));
}
