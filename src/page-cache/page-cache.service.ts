import type * as http from 'node:http';
import { performance } from 'node:perf_hooks';

import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import { APP_CONFIG, AppConfig } from '../config/app-config';
import { Clock } from '../content/clock';
import { ContentReads } from '../content/content-reads.service';
import type { RequestLine } from '../observability/logging';
import { SiteVersion } from '../shared-state/site-version';
import { regionFromCookie } from '../web/region-cookie';
import {
  buildEntry,
  CachedResponse,
  COMPRESS_THRESHOLD,
  etagFor,
  hashBody,
  matchesIfNoneMatch,
  PageCacheStats,
  PageCacheStore,
  pickEncoding,
  storableHeaders,
} from './page-cache-store';

/** Paths whose answers are never cached: admin and auth APIs, health, files with their own validators, metrics. */
// /preview/: previews are private answers (no-store) and must never be looked up or kept.
const BYPASS_PREFIXES = ['/api/admin', '/preview/', '/auth', '/health', '/doccenter', '/assets/', '/images/', '/metrics', '/favicon.ico'];
/** Public list queries sent as POST with a JSON body (the knowledge center's and press releases' filters): cached by body. */
const PUBLIC_QUERY = /^\/api\/[a-z-]+\/filter(\?|$)/;
const CACHEABLE_TYPE = /^(text\/html|application\/json|application\/xml|text\/xml|text\/plain|image\/svg\+xml|image\/png)/i;
/** Under a bypassed prefix but cached: a document's QR code (issue 16), the same bytes until a write bumps the site version. */
const CACHED_UNDER_BYPASS = /^\/doccenter\/[0-9a-f-]{36}\/qr\.(?:svg|png)$/i;
const bypassed = (url: string) => BYPASS_PREFIXES.some((p) => url.startsWith(p)) && !CACHED_UNDER_BYPASS.test(url);

/** What the fast path logs a request line through (a direct JSON line writer, or pino's info). */
export type RequestLog = (line: RequestLine) => void;

/** What the hot path needs from the app: proxy trust, the request id, the log line, the histogram, whether draining. */
export interface FastPathOptions {
  trustProxy: boolean;
  requestId: (req: http.IncomingMessage) => string;
  log: RequestLog;
  observe: (method: string, route: string, status: number, seconds: number) => void;
  draining: () => boolean;
}

/** A public filter body larger than this goes the normal way (real filters are a few hundred bytes). */
const MAX_QUERY_BODY = 16 * 1024;

/** `protocol://host` as Fastify computes them (`request.protocol`, `request.host`), for the cache key. */
function origin(req: http.IncomingMessage, trustProxy: boolean): string {
  const h = req.headers;
  const fwdProto = trustProxy ? h['x-forwarded-proto'] : undefined;
  const protocol = typeof fwdProto === 'string' ? fwdProto.split(',')[0].trim() : (req.socket as { encrypted?: boolean }).encrypted ? 'https' : 'http';
  const fwdHost = trustProxy ? h['x-forwarded-host'] : undefined;
  const host = typeof fwdHost === 'string' ? fwdHost.split(',')[0].trim() : h.host;
  return `${protocol}://${host}`;
}

/** The liveness answer (the event loop is turning): also answered on the fast path. */
const LIVE_BODY = Buffer.from(JSON.stringify({ success: true, data: { status: 'up' } }));

/** Where a cache miss is recorded on the request, for the onSend hook. */
const PENDING = Symbol('pageCachePending');
const QUERY = Symbol('pageCacheQuery');
type PendingRequest = FastifyRequest & { [PENDING]?: { key: string; version: number }; [QUERY]?: string };

/**
 * Cookies that mean "this visitor may be signed in or get a personal answer": any cookie except the
 * `region` choice and the `_`-prefixed analytics/consent cookies a marketing site picks up.
 */
export function carriesCredentials(req: FastifyRequest): boolean {
  return rawCarriesCredentials(req);
}

function rawCarriesCredentials(req: { headers: http.IncomingHttpHeaders }): boolean {
  if (req.headers.authorization) return true;
  const cookie = req.headers.cookie;
  if (!cookie) return false;
  for (const part of cookie.split(';')) {
    const name = part.split('=')[0].trim();
    if (name && name !== 'region' && !name.startsWith('_')) return true;
  }
  return false;
}

/**
 * The page cache (issue 15): anonymous GET/HEAD of public HTML and public GET JSON answered from
 * memory in Fastify's first onRequest hook, before helmet, redirects, Nest routing, the head
 * resolver and the server-side render; misses go the normal way and their finished bytes (with the
 * headers every other hook set, security headers included) are kept with a strong ETag and gzip and
 * brotli copies made once. Keyed by protocol, host, path with query, and the `region` cookie.
 *
 * Never stale on this instance: every entry carries the site version it was read under, and a write
 * bumps the version before its response returns; an answer that started before a write and ends
 * after it is dropped instead of kept. A scheduled item's publish time is a deadline: past it, the
 * version is bumped as if it had been saved then.
 */
@Injectable()
export class PageCache implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('PageCache');
  readonly store: PageCacheStore;
  /** Entries are served and kept only while the clock is before this (ms); 0 = not known yet. */
  private deadline = 0;
  private deadlineTimer: NodeJS.Timeout | undefined;
  private unsubscribe: (() => void) | undefined;
  private closed = false;
  /** The headers of the first liveness answer Fastify sent (null until then). */
  private liveHeaders: string[] | null = null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly version: SiteVersion,
    private readonly content: ContentReads,
    private readonly clock: Clock,
  ) {
    this.store = new PageCacheStore(config.pageCache.maxBytes, config.pageCache.notFoundMaxBytes);
  }

  get enabled(): boolean {
    return this.config.pageCache.enabled;
  }

  onApplicationBootstrap(): void {
    this.unsubscribe = this.version.subscribe(() => {
      this.store.clear();
      this.refreshDeadline();
    });
    this.refreshDeadline();
  }

  onModuleDestroy(): void {
    this.closed = true;
    this.unsubscribe?.();
    clearTimeout(this.deadlineTimer);
    this.store.clear();
  }

  stats(): PageCacheStats {
    return this.store.stats();
  }

  /** Asks the content engine for the next publish time; until it answers nothing is served or kept. */
  private refreshDeadline(): void {
    if (this.closed) return;
    const at = this.version.current();
    this.deadline = 0;
    clearTimeout(this.deadlineTimer);
    this.content.nextPublishTime().then(
      (next) => {
        if (this.closed || this.version.current() !== at) return;
        this.deadline = next ? next.getTime() : Number.POSITIVE_INFINITY;
      },
      (e: Error) => {
        // The database is away: cache nothing, and ask again shortly.
        this.logger.error(`next publish time unknown, not caching for now: ${e.message}`);
        this.deadlineTimer = setTimeout(() => this.refreshDeadline(), 5000);
        this.deadlineTimer.unref();
      },
    );
  }

  /** Before helmet and the redirect hook: createApp registers these first. */
  register(fastify: FastifyInstance): void {
    if (!this.enabled) return;
    fastify.addHook('onRequest', (req: FastifyRequest, reply: FastifyReply, done: (err?: Error) => void) => {
      const method = req.method;
      const url = req.url;
      if (method === 'POST') {
        // Looked up once the body is parsed (preHandler below).
        if (PUBLIC_QUERY.test(url) && !carriesCredentials(req)) (req as PendingRequest)[QUERY] = url;
        return done();
      }
      if (method !== 'GET' && method !== 'HEAD') return done();
      if (bypassed(url) || carriesCredentials(req)) return done();
      const key = `${req.protocol}://${req.host}${url}#${regionFromCookie(req.headers.cookie) ?? ''}`;
      if (this.lookup(req, reply, key, method === 'GET')) return;
      done();
    });
    fastify.addHook('preHandler', (req: FastifyRequest, reply: FastifyReply, done: (err?: Error) => void) => {
      const url = (req as PendingRequest)[QUERY];
      if (url === undefined) return done();
      (req as PendingRequest)[QUERY] = undefined;
      const key = `POST ${req.protocol}://${req.host}${url}#${JSON.stringify(req.body ?? null)}`;
      if (this.lookup(req, reply, key, true)) return;
      done();
    });
    fastify.addHook('onSend', (req: FastifyRequest, reply: FastifyReply, payload: unknown, done: (err: Error | null, payload?: unknown) => void) => {
      const pending = (req as PendingRequest)[PENDING];
      if (!pending) {
        // The liveness answer's headers (helmet's included), for the fast path to send from now on.
        if (this.liveHeaders === null && req.url === '/health/live' && reply.statusCode === 200) {
          const h = storableHeaders(reply.getHeaders());
          this.liveHeaders = Object.entries(h).flatMap(([k, v]) => [k, v]);
        }
        return done(null, payload);
      }
      (req as PendingRequest)[PENDING] = undefined;
      const status = reply.statusCode;
      if ((status !== 200 && status !== 404) || (typeof payload !== 'string' && !Buffer.isBuffer(payload))) return done(null, payload);
      const headers = reply.getHeaders();
      const cacheControl = String(headers['cache-control'] ?? '');
      if (headers['set-cookie'] !== undefined || /no-store|private/i.test(cacheControl) || !CACHEABLE_TYPE.test(String(headers['content-type'] ?? ''))) return done(null, payload);
      const body = Buffer.isBuffer(payload) ? payload : Buffer.from(payload);
      const hash = hashBody(body);
      // The validator of what this response will be (compress encodes it after this hook).
      reply.header('etag', etagFor(hash, body.length >= COMPRESS_THRESHOLD ? pickEncoding(req.headers['accept-encoding']) : 'identity'));
      const stored = storableHeaders(headers);
      buildEntry(status, stored, body, pending.version, pending.key, req.routeOptions?.url ?? 'page-cache').then(
        (entry) => {
          if (this.closed || this.version.current() !== pending.version || this.clock.now().getTime() >= this.deadline) return;
          this.store.set(pending.key, entry);
        },
        (e: Error) => this.logger.warn(`not cached: ${e.message}`),
      );
      done(null, payload);
    });
  }

  /** The entry for a key if it may be served now (the current version, before the next publish time). */
  private peek(key: string): CachedResponse | undefined {
    const now = this.clock.now().getTime();
    if (now >= this.deadline) {
      // A scheduled time has passed (or the next one is being looked up): start a new version.
      if (this.deadline !== 0) this.version.bump('scheduled publish time reached');
      return undefined;
    }
    return this.store.get(key, this.version.current());
  }

  /** Sends a hit and returns true; on a miss marks the request so onSend keeps the answer. */
  private lookup(req: FastifyRequest, reply: FastifyReply, key: string, keep: boolean): boolean {
    const version = this.version.current();
    const hit = this.peek(key);
    if (hit) {
      this.store.hits++;
      this.sendHit(req, reply, hit);
      return true;
    }
    this.store.misses++;
    if (keep) (req as PendingRequest)[PENDING] = { key, version };
    reply.header('x-cache', 'MISS');
    return false;
  }

  /**
   * The hot path of a hit: Node's own `request` event, ahead of Fastify (no routing, hooks, reply
   * object or per-request logger child), for GET/HEAD of a cached 200 page or JSON answer. It does
   * what the Fastify path would: the request id (X-Request-Id), the stored headers (helmet's
   * included), 304 on a matching If-None-Match, one JSON log line and the request histogram.
   * Anything else (a miss, a 404, credentials, a draining instance) goes on to Fastify unchanged.
   */
  attachFastPath(server: http.Server, opts: FastPathOptions): void {
    if (!this.enabled) return;
    const [fastifyHandler] = server.listeners('request') as ((req: http.IncomingMessage, res: http.ServerResponse) => void)[];
    if (!fastifyHandler) return;
    server.removeListener('request', fastifyHandler);
    server.on('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
      const method = req.method;
      const url = req.url ?? '/';
      if (url === '/health/live' && method === 'GET' && this.liveHeaders !== null) return this.live(req, res, opts);
      if (method === 'POST' && PUBLIC_QUERY.test(url) && !opts.draining() && !rawCarriesCredentials(req)) return this.publicQuery(req, res, opts, fastifyHandler);
      if ((method !== 'GET' && method !== 'HEAD') || opts.draining() || bypassed(url) || rawCarriesCredentials(req)) return fastifyHandler(req, res);
      const hit = this.peek(`${origin(req, opts.trustProxy)}${url}#${regionFromCookie(req.headers.cookie) ?? ''}`);
      if (!hit || hit.status !== 200) return fastifyHandler(req, res);
      this.sendRawHit(req, res, hit, opts);
    });
  }

  /**
   * A public list filter (POST with a small JSON body) on the hot path: the body is read here, and
   * on a hit answered like a cached GET; on a miss (or a body that is not plain JSON) the bytes are
   * put back into the request stream (`unshift`, before its end is signalled), so Fastify parses
   * the very same request. The key is the one the preHandler hook uses (the parsed body re-serialised).
   */
  private publicQuery(req: http.IncomingMessage, res: http.ServerResponse, opts: FastPathOptions, fastifyHandler: (req: http.IncomingMessage, res: http.ServerResponse) => void): void {
    const length = Number(req.headers['content-length']);
    if (!Number.isInteger(length) || length <= 0 || length > MAX_QUERY_BODY || !/^application\/json\b/i.test(req.headers['content-type'] ?? '')) return fastifyHandler(req, res);
    const chunks: Buffer[] = [];
    let received = 0;
    const onReadable = () => {
      let chunk: Buffer | null;
      while (received < length && (chunk = req.read() as Buffer | null) !== null) {
        chunks.push(chunk);
        received += chunk.length;
      }
      if (received < length) return;
      done();
    };
    const onEnd = () => done();
    let finished = false;
    const done = () => {
      if (finished) return;
      finished = true;
      req.removeListener('readable', onReadable);
      req.removeListener('end', onEnd);
      req.removeListener('error', onError);
      const body = Buffer.concat(chunks);
      let hit: CachedResponse | undefined;
      if (received === length) {
        try {
          hit = this.peek(`POST ${origin(req, opts.trustProxy)}${req.url}#${JSON.stringify(JSON.parse(body.toString('utf8')))}`);
        } catch {
          hit = undefined;
        }
      }
      if (hit && hit.status === 200) {
        this.sendRawHit(req, res, hit, opts);
        return;
      }
      if (body.length > 0) req.unshift(body);
      fastifyHandler(req, res);
    };
    const onError = () => {
      // The client went away mid-body: nothing to answer.
      finished = true;
      req.removeListener('readable', onReadable);
      req.removeListener('end', onEnd);
    };
    req.on('readable', onReadable);
    req.on('end', onEnd);
    req.once('error', onError);
  }

  /** Sends a cached 200 (or a 304) straight on Node's response, with the request id, a log line and the histogram. */
  private sendRawHit(req: http.IncomingMessage, res: http.ServerResponse, hit: CachedResponse, opts: FastPathOptions): void {
    const method = req.method ?? 'GET';
    const url = req.url ?? '/';
    const h = req.headers;
    const started = performance.now();
    this.store.hits++;
    const reqId = opts.requestId(req);
    const enc = pickEncoding(h['accept-encoding']);
    const v = (enc === 'br' && hit.br) || (enc !== 'identity' && hit.gzip) || hit.identity;
    let status = 200;
    if (matchesIfNoneMatch(h['if-none-match'], hit.hash)) {
      status = 304;
      res.writeHead(304, [...v.notModified, 'x-request-id', reqId]);
      res.end();
    } else {
      const headers = v.rawSized.slice();
      headers.push('x-request-id', reqId);
      res.writeHead(200, headers);
      res.end(method === 'HEAD' ? undefined : v.body);
    }
    const seconds = (performance.now() - started) / 1000;
    opts.observe(method, hit.route, status, seconds);
    opts.log({ reqId, method, route: hit.route, url, status, durationMs: Math.round(seconds * 100_000) / 100, ip: req.socket.remoteAddress, cache: 'HIT' });
  }

  /** GET /health/live: answering at all is the answer (the event loop turns); the same JSON as the route's. */
  private live(req: http.IncomingMessage, res: http.ServerResponse, opts: FastPathOptions): void {
    const started = performance.now();
    const reqId = opts.requestId(req);
    res.writeHead(200, [...this.liveHeaders!, 'content-length', String(LIVE_BODY.length), 'x-request-id', reqId]);
    res.end(LIVE_BODY);
    const seconds = (performance.now() - started) / 1000;
    opts.observe('GET', '/health/live', 200, seconds);
    opts.log({ reqId, method: 'GET', route: '/health/live', url: '/health/live', status: 200, durationMs: Math.round(seconds * 100_000) / 100, ip: req.socket.remoteAddress });
  }

  private sendHit(req: FastifyRequest, reply: FastifyReply, hit: CachedResponse): void {
    const enc = pickEncoding(req.headers['accept-encoding']);
    const v = (enc === 'br' && hit.br) || (enc !== 'identity' && hit.gzip) || hit.identity;
    reply.headers(v.headers);
    if (matchesIfNoneMatch(req.headers['if-none-match'], hit.hash)) {
      reply.removeHeader('content-type');
      reply.removeHeader('content-encoding');
      reply.code(304).send();
      return;
    }
    reply.code(hit.status).send(v.body);
  }
}
