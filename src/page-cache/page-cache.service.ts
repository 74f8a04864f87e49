import type * as http from 'node:http';

import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import { APP_CONFIG, AppConfig } from '../config/app-config';
import { Clock } from '../content/clock';
import { ContentReads } from '../content/content-reads.service';
import type { RequestLine } from '../observability/request-line';
import { SiteVersion } from '../shared-state/site-version';
import { bypassed, carriesCredentials, Handler, hotPath, pageKey, PUBLIC_QUERY, queryKey } from './hot-path';
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

export { carriesCredentials } from './hot-path';

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

/**
 * Where the entries go when a front thread serves the public port (src/front): it holds the cache
 * and answers every lookup, so the app only fills it, and keeps its shared numbers current.
 */
export interface FrontCacheSink {
  offer(key: string, entry: CachedResponse): void;
  liveHeaders(headers: string[]): void;
  set siteVersion(v: number);
  set deadline(ms: number);
}

const CACHEABLE_TYPE = /^(text\/html|application\/json|application\/xml|text\/xml|text\/plain|image\/svg\+xml|image\/png)/i;

/** Where a cache miss is recorded on the request, for the onSend hook. */
const PENDING = Symbol('pageCachePending');
const QUERY = Symbol('pageCacheQuery');
type PendingRequest = FastifyRequest & { [PENDING]?: { key: string; version: number }; [QUERY]?: string };

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
  /** The entries, unless a front thread holds them (then this one stays empty). */
  readonly store: PageCacheStore;
  /** Entries are served and kept only while the clock is before this (ms); 0 = not known yet. */
  private deadline = 0;
  private deadlineTimer: NodeJS.Timeout | undefined;
  private unsubscribe: (() => void) | undefined;
  private closed = false;
  /** The headers of the first liveness answer Fastify sent (null until then). */
  private liveHeaders: string[] | null = null;
  /** The front thread's cache, when one serves the public port. */
  private front: FrontCacheSink | null = null;

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

  /** A front thread holds the entries and answers the lookups: this side only fills it. Before register(). */
  useFront(front: FrontCacheSink): void {
    this.front = front;
    front.siteVersion = this.version.current();
    front.deadline = this.deadline;
  }

  onApplicationBootstrap(): void {
    this.unsubscribe = this.version.subscribe(() => {
      // Inside the bump, before the write that made it answers: the front never serves an older entry after it.
      if (this.front) this.front.siteVersion = this.version.current();
      this.store.clear();
      this.refreshDeadline();
    });
    // Bumps made while the app started (the seed's writes) came before the subscription.
    if (this.front) this.front.siteVersion = this.version.current();
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

  private setDeadline(ms: number): void {
    this.deadline = ms;
    if (this.front) this.front.deadline = ms;
  }

  /** Asks the content engine for the next publish time; until it answers nothing is served or kept. */
  private refreshDeadline(): void {
    if (this.closed) return;
    const at = this.version.current();
    this.setDeadline(0);
    clearTimeout(this.deadlineTimer);
    this.content.nextPublishTime().then(
      (next) => {
        if (this.closed || this.version.current() !== at) return;
        this.setDeadline(next ? next.getTime() : Number.POSITIVE_INFINITY);
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
      if (this.lookup(req, reply, pageKey(`${req.protocol}://${req.host}`, url, req.headers.cookie), method === 'GET')) return;
      done();
    });
    fastify.addHook('preHandler', (req: FastifyRequest, reply: FastifyReply, done: (err?: Error) => void) => {
      const url = (req as PendingRequest)[QUERY];
      if (url === undefined) return done();
      (req as PendingRequest)[QUERY] = undefined;
      if (this.lookup(req, reply, queryKey(`${req.protocol}://${req.host}`, url, req.body), true)) return;
      done();
    });
    fastify.addHook('onSend', (req: FastifyRequest, reply: FastifyReply, payload: unknown, done: (err: Error | null, payload?: unknown) => void) => {
      const pending = (req as PendingRequest)[PENDING];
      if (!pending) {
        // The liveness answer's headers (helmet's included), for the fast path to send from now on.
        if (this.liveHeaders === null && req.url === '/health/live' && reply.statusCode === 200) {
          const h = storableHeaders(reply.getHeaders());
          this.liveHeaders = Object.entries(h).flatMap(([k, v]) => [k, v]);
          this.front?.liveHeaders(this.liveHeaders);
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
          if (this.front) this.front.offer(pending.key, entry);
          else this.store.set(pending.key, entry);
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

  /**
   * Sends a hit and returns true; on a miss marks the request so onSend keeps the answer. With a
   * front thread there is nothing to look up here (it looked, and missed or passed the request on):
   * only the deadline is checked, so a scheduled time that has passed starts a new version.
   */
  private lookup(req: FastifyRequest, reply: FastifyReply, key: string, keep: boolean): boolean {
    const version = this.version.current();
    // With a front its store is empty here: peek only checks the deadline.
    const hit = this.peek(key);
    if (hit) {
      this.store.hits++;
      this.sendHit(req, reply, hit);
      return true;
    }
    if (!this.front) this.store.misses++;
    if (keep) (req as PendingRequest)[PENDING] = { key, version };
    reply.header('x-cache', 'MISS');
    return false;
  }

  /**
   * The hot path of a hit in the app's own thread (no front thread): Node's `request` event, ahead
   * of Fastify (no routing, hooks, reply object or per-request logger child), for GET/HEAD of a
   * cached 200 page or JSON answer (src/page-cache/hot-path.ts). Anything else (a miss, a 404,
   * credentials, a draining instance) goes on to Fastify unchanged.
   */
  attachFastPath(server: http.Server, opts: FastPathOptions): void {
    if (!this.enabled) return;
    const [fastifyHandler] = server.listeners('request') as Handler[];
    if (!fastifyHandler) return;
    server.removeListener('request', fastifyHandler);
    server.on(
      'request',
      hotPath({
        store: this.store,
        peek: (key) => this.peek(key),
        trustProxy: opts.trustProxy,
        statuses: new Set([200]),
        countsMisses: false,
        requestId: opts.requestId,
        log: opts.log,
        observe: opts.observe,
        draining: opts.draining,
        liveHeaders: () => this.liveHeaders,
        pass: fastifyHandler,
      }),
    );
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
