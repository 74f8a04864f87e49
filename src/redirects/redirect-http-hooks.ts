import { Injectable, OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import { HitBuffer } from './hit-buffer.service';
import { RedirectCache } from './redirect-cache.service';
import { buildLocation, cleanPath, NEVER_REDIRECTED } from './redirect-rules';

const SKIPPED = NEVER_REDIRECTED.map((p) => p.toLowerCase());
const isSkipped = (lowerPath: string) => SKIPPED.some((p) => lowerPath === p || lowerPath.startsWith(p + '/'));
/** Pages that are the "not found" answer themselves: never logged as missing. */
const NOT_LOGGED = new Set(['/not-found', '/error', '/error/server-error', '/access-denied']);

const GONE_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Page Not Found</title>
<style>body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;color:#1d2a24;background:#f6f7f5}
header{background:#00573f;height:8px}main{max-width:40rem;margin:12vh auto;padding:0 1.5rem}h1{color:#00573f;margin:0 0 1rem}
a{display:inline-block;margin-top:1.5rem;background:#f2a900;color:#1d2a24;padding:.6rem 1.2rem;border-radius:4px;text-decoration:none;font-weight:600}</style></head>
<body><header></header><main><h1>Page Not Found</h1><p>This page is missing. Please check the URL or use the navigation above to find what you are looking for.</p><a href="/">Go to the home page</a></main></body></html>`;

/**
 * Answers redirected paths in Fastify's onRequest hook, before static files, the SPA fallback
 * and any route, so crawlers and curl see a real 301/302/307/308 with Location (or 410) and no
 * HTML. An onResponse hook feeds the 404 log with page requests that ended as 404.
 */
@Injectable()
export class RedirectHttpHooks implements OnModuleInit {
  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly cache: RedirectCache,
    private readonly buffer: HitBuffer,
  ) {}

  onModuleInit(): void {
    const fastify = this.adapterHost.httpAdapter?.getInstance<FastifyInstance>();
    if (!fastify?.addHook) return;
    fastify.addHook('onRequest', (req: FastifyRequest, reply: FastifyReply, done: (err?: Error) => void) => {
      if (req.method !== 'GET' && req.method !== 'HEAD') return done();
      const url = req.url;
      const q = url.indexOf('?');
      const rawPath = q < 0 ? url : url.slice(0, q);
      const path = cleanPath(rawPath);
      if (isSkipped(path.toLowerCase())) return done();
      const m = this.cache.match(path, req.hostname);
      if (!m) return done();
      this.buffer.recordHit(m.rule.id);
      if (m.rule.status === 410) {
        reply.code(410).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(GONE_HTML);
        return;
      }
      const permanent = m.rule.status === 301 || m.rule.status === 308;
      reply
        .code(m.rule.status)
        .header('location', buildLocation(m.rule, m.rest, q < 0 ? '' : url.slice(q + 1)))
        // Browsers keep permanent redirects forever without a limit: an hour lets an admin's fix reach returning visitors.
        .header('cache-control', permanent ? 'public, max-age=3600' : 'no-cache')
        .send();
    });
    fastify.addHook('onResponse', (req: FastifyRequest, reply: FastifyReply, done: (err?: Error) => void) => {
      if (req.method === 'GET' && reply.statusCode === 404 && /text\/html/.test(String(reply.getHeader('content-type') ?? ''))) {
        const path = cleanPath(req.url).toLowerCase();
        if (!isSkipped(path) && !NOT_LOGGED.has(path) && !/\.[a-z0-9]{1,8}$/i.test(path) && path.length <= 500) {
          const referrer = req.headers.referer;
          this.buffer.recordNotFound(path, typeof referrer === 'string' ? referrer : null);
        }
      }
      done();
    });
  }
}
