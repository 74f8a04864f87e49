import * as fs from 'node:fs';

import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';

import { AppModule } from './app.module';
import { createValidationPipe } from './common/validation';
import { AppConfig, loadConfig, TrustProxy } from './config/app-config';
import { Lifecycle } from './health/lifecycle';
import { fastifyLoggingOptions, LogDestination } from './observability/logging';
import { NestPinoLogger } from './observability/nest-logger';
import { attachObservability } from './observability/observability';
import { PageCache } from './page-cache/page-cache.service';
import { INLINE_SCRIPT_HASHES } from './web/inline-scripts';
import { CLIENT_ASSETS_DIR } from './web/paths';

export const JSON_BODY_LIMIT = 1024 * 1024;

/**
 * Fastify's trust setting. A hop count becomes proxy-addr's own rule (the first n addresses from
 * the right are proxies), which Fastify no longer derives from a number: it assumes the app is
 * reachable only through its balancer, as the operations guide says; proxy addresses are stricter.
 */
function trustProxyOption(tp: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof tp !== 'number') return tp;
  return (_address, hop) => hop < tp;
}

/** Builds the whole app (used by main.ts, the API tests and the benchmarks). */
export async function createApp(config: AppConfig = loadConfig(), opts: { logger?: boolean; logStream?: LogDestination } = {}): Promise<NestFastifyApplication> {
  // One pino logger (Fastify's) for request lines and Nest's own: `logger: false` = errors only; logStream captures the JSON lines.
  const logging = fastifyLoggingOptions(config, { quiet: opts.logger === false, stream: opts.logStream });
  const adapter = new FastifyAdapter({
    bodyLimit: JSON_BODY_LIMIT,
    // Fastify decides the client's address (req.ip) from TRUST_PROXY: every rate limit, log line and audit row reads it.
    trustProxy: trustProxyOption(config.trustProxy),
    routerOptions: { maxParamLength: 500 },
    ...logging,
    // Shutdown answers in-flight and kept-alive requests itself (health/lifecycle.ts).
    return503OnClosing: false,
    forceCloseConnections: 'idle',
  });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config), adapter, {
    logger: new NestPinoLogger(adapter.getInstance().log),
    bufferLogs: false,
    // A failed start-up throws to the caller (main.ts logs it and exits), never exits the process here.
    abortOnError: false,
  });
  // Request id, log context and request metrics first, so page-cache hits carry them too; then /metrics.
  attachObservability(app, config);
  const fastify = app.getHttpAdapter().getInstance();
  app.get(Lifecycle).register(fastify);
  // The page cache answers first: a hit skips helmet (its stored headers include helmet's), redirects and Nest.
  app.get(PageCache).register(fastify);
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
        // The region selector's form without script is answered with a redirect to the other region's host when both are set.
        formAction: ["'self'", ...[config.publicUrlUs, config.publicUrlCa].filter((u): u is string => !!u)],
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
