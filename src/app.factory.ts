import * as fs from 'node:fs';

import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';

import { AppModule } from './app.module';
import { createValidationPipe } from './common/validation';
import { AppConfig, loadConfig } from './config/app-config';
import type { FrontLink } from './front/front-link';
import { Lifecycle } from './health/lifecycle';
import { fastifyLoggingOptions, fastRequestLine, LogDestination } from './observability/logging';
import { NestPinoLogger } from './observability/nest-logger';
import { attachObservability } from './observability/observability';
import { sanitizeUrl } from './observability/redact';
import { requestIdGenerator } from './observability/request-line';
import { PageCache } from './page-cache/page-cache.service';
import { INLINE_SCRIPT_HASHES } from './web/inline-scripts';
import { CLIENT_ASSETS_DIR } from './web/paths';

export const JSON_BODY_LIMIT = 1024 * 1024;

/**
 * Builds the whole app (used by main.ts, the API tests and the benchmarks). With `front`, a front
 * thread serves the public port (src/front) and this app only what it forwards, on a private socket:
 * the front is its one peer and is trusted for one hop (the client's address, host, protocol and
 * request id come in its X-Forwarded-* and X-Request-Id headers; further hops only with TRUST_PROXY).
 */
export async function createApp(
  config: AppConfig = loadConfig(),
  opts: { logger?: boolean; logStream?: LogDestination; front?: FrontLink | null } = {},
): Promise<NestFastifyApplication> {
  const front = opts.front ?? null;
  // One pino logger (Fastify's) for request lines and Nest's own: `logger: false` = errors only; logStream captures the JSON lines.
  const logging = fastifyLoggingOptions(config, { quiet: opts.logger === false, stream: opts.logStream, trustRequestId: front !== null });
  const trustProxy = front ? (_address: string | undefined, hop: number) => hop === 0 || config.trustProxy : config.trustProxy;
  const adapter = new FastifyAdapter({ bodyLimit: JSON_BODY_LIMIT, trustProxy, routerOptions: { maxParamLength: 500 }, ...logging, return503OnClosing: false });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config), adapter, {
    logger: new NestPinoLogger(adapter.getInstance().log),
    bufferLogs: false,
  });
  // Request id, log context and request metrics first, so page-cache hits carry them too; then /metrics.
  const metrics = attachObservability(app, config, front);
  const fastify = app.getHttpAdapter().getInstance();
  const lifecycle = app.get(Lifecycle);
  lifecycle.register(fastify);
  // The page cache answers first: a hit skips helmet (its stored headers include helmet's), redirects and Nest;
  // a hit on a cached 200 is answered on Node's request event before Fastify at all (the hot path).
  const pageCache = app.get(PageCache);
  if (front) {
    // The front holds the cache and answers hits; its request lines are written where the app's go.
    pageCache.useFront(front);
    const dest = (logging.logger as { stream?: LogDestination } | undefined)?.stream;
    if (dest) front.writeLogsTo(dest);
  }
  pageCache.register(fastify);
  if (!front)
    pageCache.attachFastPath(fastify.server, {
      trustProxy: config.trustProxy,
      requestId: requestIdGenerator(config.trustProxy),
      log:
        fastRequestLine(config, { quiet: opts.logger === false, stream: opts.logStream }) ?? ((line) => fastify.log.info({ ...line, url: sanitizeUrl(line.url) }, 'request completed')),
      observe: (method, route, status, seconds) => metrics.observe(method, route, status, seconds),
      draining: () => lifecycle.draining,
    });
  await app.register(helmet as never, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...INLINE_SCRIPT_HASHES, 'https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/', 'https://maps.googleapis.com'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'https://maps.googleapis.com'],
        frameSrc: [
          "'self'",
          'https://www.google.com',
          'https://www.youtube.com',
          'https://www.youtube-nocookie.com',
          'https://open.spotify.com',
          'https://w.soundcloud.com',
          'https://player.vimeo.com',
        ],
        mediaSrc: ["'self'", 'https:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
  await app.register(compress as never, { global: true, encodings: ['br', 'gzip'], threshold: 1024 });
  await app.register(multipart, { limits: { fileSize: config.uploadMaxBytes, files: 1, fields: 20 } });
  fs.mkdirSync(CLIENT_ASSETS_DIR, { recursive: true });
  // Hashed file names never change content: cache them for a year.
  // /assets is served by ServeStaticModule (src/web/web.module.ts), which lists this folder when the app initialises.
  app.useGlobalPipes(createValidationPipe());
  return app;
}
