import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { Clock } from '../content/clock';
import { ContentService } from '../content/content.service';
import { SiteVersion } from '../shared-state/site-version';
import { regionFromCookie } from '../web/region-cookie';
import { buildEntry, CachedResponse, COMPRESS_THRESHOLD, etagFor, hashBody, matchesIfNoneMatch, pickEncoding, PageCacheStats, PageCacheStore, storableHeaders } from './page-cache-store';

/** Paths whose answers are never cached: admin and auth APIs, health, files with their own validators, metrics. */
const BYPASS_PREFIXES = ['/api/admin', '/auth', '/health', '/doccenter', '/assets/', '/images/', '/metrics', '/favicon.ico'];
/** Public list queries sent as POST with a JSON body (the knowledge center's and press releases' filters): cached by body. */
const PUBLIC_QUERY = /^\/api\/[a-z-]+\/filter(\?|$)/;
const CACHEABLE_TYPE = /^(text\/html|application\/json|application\/xml|text\/xml|text\/plain)/i;

/** Where a cache miss is recorded on the request, for the onSend hook. */
const PENDING = Symbol('pageCachePending');
const QUERY = Symbol('pageCacheQuery');
type PendingRequest = FastifyRequest & { [PENDING]?: { key: string; version: number }; [QUERY]?: string };

/**
 * Cookies that mean "this visitor may be signed in or get a personal answer": any cookie except the
 * `region` choice and the `_`-prefixed analytics/consent cookies a marketing site picks up.
 */
export function carriesCredentials(req: FastifyRequest): boolean {
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

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly version: SiteVersion,
    private readonly content: ContentService,
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
      if (BYPASS_PREFIXES.some((p) => url.startsWith(p)) || carriesCredentials(req)) return done();
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
      if (!pending) return done(null, payload);
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
      buildEntry(status, stored, body, pending.version, pending.key).then(
        (entry) => {
          if (this.closed || this.version.current() !== pending.version || this.clock.now().getTime() >= this.deadline) return;
          this.store.set(pending.key, entry);
        },
        (e: Error) => this.logger.warn(`not cached: ${e.message}`),
      );
      done(null, payload);
    });
  }

  /** Sends a hit and returns true; on a miss marks the request so onSend keeps the answer. */
  private lookup(req: FastifyRequest, reply: FastifyReply, key: string, keep: boolean): boolean {
    const now = this.clock.now().getTime();
    if (now >= this.deadline) {
      // A scheduled time has passed (or the next one is being looked up): start a new version.
      if (this.deadline !== 0) this.version.bump('scheduled publish time reached');
      return false;
    }
    const version = this.version.current();
    const hit = this.store.get(key, version);
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
