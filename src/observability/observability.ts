import { AsyncResource } from 'node:async_hooks';
import { createHash, timingSafeEqual } from 'node:crypto';
import * as http from 'node:http';

import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DataSource } from 'typeorm';

import type { AppConfig } from '../config/app-config';
import { PageCache } from '../page-cache/page-cache.service';
import { dbPoolStats } from './db-pool-stats';
import { routeOf } from './logging';
import { Metrics } from './metrics';
import { enterRequestContext } from './request-context';

export const METRICS_PATH = '/metrics';

/** Where the request's async context is kept across body parsing (stream events run outside it). */
const SCOPE = Symbol('observabilityScope');
type ScopedRequest = FastifyRequest & { [SCOPE]?: AsyncResource };

/**
 * The histogram's route label: the route template Fastify matched (Nest's routes, the catch-all
 * page route `/*`, `/metrics`), else a fixed label. Never the raw URL, so the series stay bounded.
 */
export function routeLabel(req: FastifyRequest, reply: FastifyReply): string {
  const route = routeOf(req);
  if (route) return route;
  return reply.getHeader('x-cache') === 'HIT' ? 'page-cache' : 'unmatched';
}

/** `Authorization: Bearer <token>` compared in constant time. */
export function bearerMatches(header: string | string[] | undefined, token: string): boolean {
  const m = typeof header === 'string' ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  if (!m) return false;
  const digest = (s: string) => createHash('sha256').update(s).digest();
  return timingSafeEqual(digest(m[1]), digest(token));
}

/**
 * Request ids, the request context for logs, request metrics and `/metrics`. Called by
 * createApp before the page cache registers its hooks, so the id header and the context are set on
 * cache hits too.
 *
 * `/metrics` on the site's own port answers only `Authorization: Bearer $METRICS_TOKEN` (401
 * otherwise) and is 404 when no token is set. With METRICS_PORT a small node:http listener on that
 * port serves `/metrics` alone (and also wants the token when one is set).
 */
export function attachObservability(app: NestFastifyApplication, config: AppConfig): Metrics {
  const fastify: FastifyInstance = app.getHttpAdapter().getInstance();
  const pageCache = app.get(PageCache, { strict: false });
  const dataSource = app.get(DataSource, { strict: false });
  const metrics = new Metrics({ pageCache: () => pageCache.stats(), dbPool: () => dbPoolStats(dataSource) });
  const { metricsToken: token, metricsPort } = config.observability;

  fastify.addHook('onRequest', (req: FastifyRequest, reply: FastifyReply, done: (err?: Error) => void) => {
    reply.header('x-request-id', req.id);
    // 'close' follows the response's end, or the connection's loss before it: always once.
    let end: () => void = () => undefined;
    reply.raw.once('close', () => end());
    end = enterRequestContext({ reqId: req.id, log: req.log, ip: req.ip }, () => {
      (req as ScopedRequest)[SCOPE] = new AsyncResource('site.request');
      done();
    });
  });
  fastify.addHook('preValidation', (req: FastifyRequest, _reply: FastifyReply, done: (err?: Error) => void) => {
    const scope = (req as ScopedRequest)[SCOPE];
    if (scope) scope.runInAsyncScope(done);
    else done();
  });
  fastify.addHook('onResponse', (req: FastifyRequest, reply: FastifyReply, done: (err?: Error) => void) => {
    metrics.observe(req.method, routeLabel(req, reply), reply.statusCode, reply.elapsedTime / 1000);
    done();
  });

  fastify.get(METRICS_PATH, async (req: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', 'no-store');
    if (!token) return reply.code(404).type('application/json; charset=utf-8').send({ success: false, message: 'Not found.' });
    if (!bearerMatches(req.headers.authorization, token)) {
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer realm="metrics"')
        .type('application/json; charset=utf-8')
        .send({ success: false, message: 'Please log in to continue.' });
    }
    return reply.type(metrics.contentType).send(await metrics.render());
  });

  if (metricsPort !== null) {
    const server = metricsServer(metrics, token);
    fastify.addHook('onReady', async () => {
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(metricsPort, () => {
          server.off('error', reject);
          resolve();
        });
      });
      fastify.log.info({ port: metricsPort }, `metrics on port ${metricsPort}`);
    });
    fastify.addHook('onClose', async () => {
      if (!server.listening) return;
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    });
  }
  return metrics;
}

/** The listener of METRICS_PORT: `/metrics` only, nothing else of the site. */
function metricsServer(metrics: Metrics, token: string | null): http.Server {
  return http.createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0];
    if (path !== METRICS_PATH || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found\n');
      return;
    }
    if (token && !bearerMatches(req.headers.authorization, token)) {
      res.writeHead(401, { 'content-type': 'text/plain; charset=utf-8', 'www-authenticate': 'Bearer realm="metrics"' }).end('Unauthorized\n');
      return;
    }
    metrics.render().then(
      (body) => res.writeHead(200, { 'content-type': metrics.contentType, 'cache-control': 'no-store' }).end(req.method === 'HEAD' ? undefined : body),
      (e: Error) => res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end(`${e.message}\n`),
    );
  });
}
