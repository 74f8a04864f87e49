import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import { APP_CONFIG, AppConfig } from '../config/app-config';
import { Clock } from '../content/clock';
import { ContentReads } from '../content/content-reads.service';
import { SiteVersion } from '../shared-state/site-version';
import { responseTags, SITE_TAG } from './cache-tags';
import { bypassed, carriesCredentials, pageKey, PUBLIC_QUERY, queryKey } from './page-cache-keys';
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

const CACHEABLE_TYPE = /^(text\/html|application\/json|application\/xml|text\/xml|text\/plain|image\/svg\+xml|image\/png)/i;
/** Statuses kept here and offered to a shared cache. */
const CACHEABLE_STATUS = new Set([200, 404]);
/** Answers only ever meant for one signed-in person or an editor's preview. */
const PRIVATE_PREFIXES = ['/api/admin', '/auth', '/preview/', '/siteadmin', '/metrics'];
const isPrivatePath = (url: string) => PRIVATE_PREFIXES.some((p) => url.startsWith(p));

/** What a miss is waiting for, kept on the request for onSend. */
const PENDING = Symbol('pageCachePending');
/** How long a request waits for the same page being made for another before making its own. */
const COALESCE_WAIT_MS = 3000;
const QUERY = Symbol('pageCacheQuery');
type PendingRequest = FastifyRequest & { [PENDING]?: { key: string; generation: number }; [QUERY]?: string };
type Done = (err?: Error) => void;

/**
 * The page cache: anonymous GET/HEAD of public HTML and public GET JSON (and the public filter
 * POSTs, by body) answered from memory in Fastify's first onRequest hook, before helmet, redirects,
 * Nest routing, the head resolver and the server-side render. Misses go the normal way and their
 * finished bytes (with every header the other hooks set, security headers included) are kept with a
 * strong ETag and gzip and brotli copies made once. Keyed by protocol, host, path with query, and
 * the `region` cookie. The same hook tells a shared cache (a CDN) how long it may keep a public
 * answer and what it shows (`Surrogate-Key`, `Cache-Tag`), and marks everything else private.
 *
 * Never stale: an entry lists the keys of what it shows, and a change drops the entries that carry
 * one of its keys before the write's response returns (on every instance, through the site
 * version's channel). An answer that started before a change and ends after it is not kept if the
 * change touched what it shows. A scheduled item's publish time is a deadline: past it, everything
 * is dropped as if it had been saved then.
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
  /** Counts changes; with the two maps below it tells whether a change hit an answer while it was being made. */
  private generation = 0;
  private lastFullDrop = 0;
  private readonly tagDropped = new Map<string, number>();
  private readonly cacheControl: string;
  /**
   * Misses being made, by key, with the requests for the same key that came meanwhile: they wait for the
   * first one's answer to be kept and are served from it (request coalescing, as nginx's proxy_cache_lock),
   * so a change that drops a busy page costs one render of it, not one per concurrent visitor.
   */
  private readonly making = new Map<string, { since: number; waiting: Array<() => void> }>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly version: SiteVersion,
    private readonly content: ContentReads,
    private readonly clock: Clock,
  ) {
    this.store = new PageCacheStore(config.pageCache.maxBytes, config.pageCache.notFoundMaxBytes);
    this.cacheControl = `public, max-age=0, s-maxage=${config.cdn.sMaxAge}, stale-while-revalidate=${config.cdn.staleWhileRevalidate}`;
  }

  get enabled(): boolean {
    return this.config.pageCache.enabled;
  }

  onApplicationBootstrap(): void {
    this.unsubscribe = this.version.subscribe((_v, _reason, keys) => {
      this.drop(keys);
      // A publish time may have moved: ask again.
      if (!keys || keys.length === 0 || keys.includes(SITE_TAG) || keys.some((k) => k.startsWith('item-'))) this.refreshDeadline();
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

  /** Drops what shows one of `keys` (everything without keys or with `site`). */
  private drop(keys: readonly string[] | undefined): void {
    this.generation++;
    if (!keys || keys.length === 0 || keys.includes(SITE_TAG)) {
      this.lastFullDrop = this.generation;
      this.tagDropped.clear();
      this.store.clear();
      return;
    }
    for (const k of keys) this.tagDropped.set(k, this.generation);
    this.store.dropTags(keys);
  }

  /** Whether a change since `generation` touched any of `tags`. */
  private changedSince(generation: number, tags: readonly string[]): boolean {
    if (this.lastFullDrop > generation) return true;
    return tags.some((t) => (this.tagDropped.get(t) ?? 0) > generation);
  }

  /**
   * Asks the content engine for the next publish time. Until it answers the known one stays: a change
   * can only add a publish time still ahead, so serving meanwhile is safe, and a burst of saves never
   * turns every page into a miss at once. At start-up (nothing known yet) nothing is served or kept.
   */
  private refreshDeadline(): void {
    if (this.closed) return;
    const at = this.generation;
    clearTimeout(this.deadlineTimer);
    this.content.nextPublishTime().then(
      (next) => {
        // A newer change asked again: its answer counts.
        if (this.closed || this.generation !== at) return;
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
    fastify.addHook('onRequest', (req: FastifyRequest, reply: FastifyReply, done: (err?: Error) => void) => {
      if (!this.enabled) return done();
      const method = req.method;
      const url = req.url;
      if (method === 'POST') {
        // Looked up once the body is parsed (preHandler below).
        if (PUBLIC_QUERY.test(url) && !carriesCredentials(req)) (req as PendingRequest)[QUERY] = url;
        return done();
      }
      if (method !== 'GET' && method !== 'HEAD') return done();
      if (bypassed(url) || carriesCredentials(req)) return done();
      this.lookupOrWait(req, reply, pageKey(`${req.protocol}://${req.host}`, url, req.headers.cookie), method === 'GET', done);
    });
    fastify.addHook('preHandler', (req: FastifyRequest, reply: FastifyReply, done: (err?: Error) => void) => {
      const url = (req as PendingRequest)[QUERY];
      if (url === undefined) return done();
      (req as PendingRequest)[QUERY] = undefined;
      this.lookupOrWait(req, reply, queryKey(`${req.protocol}://${req.host}`, url, req.body), true, done);
    });
    // A miss that ends without being kept (an error, a private answer, a closed connection) releases its waiters.
    fastify.addHook('onResponse', (req: FastifyRequest, _reply: FastifyReply, done: () => void) => {
      const pending = (req as PendingRequest)[PENDING];
      if (pending) this.finished(pending.key);
      done();
    });
    fastify.addHook('onSend', (req: FastifyRequest, reply: FastifyReply, payload: unknown, done: (err: Error | null, payload?: unknown) => void) => {
      const tags = this.applyCachePolicy(req, reply);
      const pending = (req as PendingRequest)[PENDING];
      if (!pending || !tags || (typeof payload !== 'string' && !Buffer.isBuffer(payload))) return done(null, payload);
      (req as PendingRequest)[PENDING] = undefined;
      const body = Buffer.isBuffer(payload) ? payload : Buffer.from(payload);
      // The validator of what this response will be (compress encodes it after this hook).
      reply.header('etag', etagFor(hashBody(body), body.length >= COMPRESS_THRESHOLD ? pickEncoding(req.headers['accept-encoding']) : 'identity'));
      const stored = storableHeaders(reply.getHeaders());
      buildEntry(reply.statusCode, stored, body, tags, pending.key).then(
        (entry) => {
          if (!this.closed && !this.changedSince(pending.generation, tags) && this.clock.now().getTime() < this.deadline) this.store.set(pending.key, entry);
          this.finished(pending.key);
        },
        (e: Error) => {
          this.logger.warn(`not cached: ${e.message}`);
          this.finished(pending.key);
        },
      );
      done(null, payload);
    });
  }

  /**
   * The caching headers of every answer: a public one (anonymous, a cacheable status and type, no
   * cookie set, not marked private by its handler) gets `s-maxage` and the keys of what it shows,
   * and its keys are returned; admin, preview, account and personal answers are `private, no-store`.
   * Files with validators of their own (documents, assets, images) keep their headers.
   */
  private applyCachePolicy(req: FastifyRequest, reply: FastifyReply): string[] | null {
    // A hit carries the headers it was stored with.
    if (reply.getHeader('x-cache') === 'HIT') return null;
    const url = req.url;
    const own = String(reply.getHeader('cache-control') ?? '');
    if (isPrivatePath(url) || carriesCredentials(req) || reply.getHeader('set-cookie') !== undefined || /private|no-store/i.test(own)) {
      reply.header('cache-control', 'private, no-store');
      return null;
    }
    const method = req.method;
    const publicQuery = method === 'POST' && PUBLIC_QUERY.test(url);
    if ((method !== 'GET' && method !== 'HEAD' && !publicQuery) || bypassed(url)) return null;
    if (!CACHEABLE_STATUS.has(reply.statusCode) || !CACHEABLE_TYPE.test(String(reply.getHeader('content-type') ?? ''))) return null;
    const tags = responseTags();
    if (!publicQuery) {
      // A browser lifetime the handler chose (the selector's catalogue, robots.txt) stays; shared caches get ours.
      const browserMaxAge = /(?:^|,)\s*max-age=(\d+)/.exec(own)?.[1];
      reply.header('cache-control', browserMaxAge && browserMaxAge !== '0' ? this.cacheControl.replace('max-age=0', `max-age=${browserMaxAge}`) : this.cacheControl);
      reply.header('surrogate-key', tags.join(' '));
      reply.header('cache-tag', tags.join(','));
    }
    return tags;
  }

  /**
   * Serves a hit; on a miss while the same page is being made for another request, waits for it (up to
   * COALESCE_WAIT_MS) and looks again; otherwise lets the request through to be made and kept.
   */
  private lookupOrWait(req: FastifyRequest, reply: FastifyReply, key: string, keep: boolean, done: Done): void {
    if (this.lookup(req, reply, key, keep)) return;
    if (!keep) return done();
    const making = this.making.get(key);
    const now = Date.now();
    // A maker that never finished (its visitor went away) is replaced after the wait a waiter would give it.
    if (!making || now - making.since > COALESCE_WAIT_MS) {
      this.making.set(key, { since: now, waiting: making?.waiting ?? [] });
      return done();
    }
    // This request is not the one that makes the page: it waits, then counts as a hit or makes its own.
    (req as PendingRequest)[PENDING] = undefined;
    this.store.misses--;
    let settled = false;
    const retry = () => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (this.lookup(req, reply, key, keep)) return;
      done();
    };
    const timer = setTimeout(retry, COALESCE_WAIT_MS);
    making.waiting.push(retry);
  }

  /** The miss for `key` has been kept or has failed: its waiters look again. */
  private finished(key: string): void {
    const making = this.making.get(key);
    if (!making) return;
    this.making.delete(key);
    for (const retry of making.waiting) retry();
  }

  /** Sends a hit and returns true; on a miss marks the request so onSend keeps the answer. */
  private lookup(req: FastifyRequest, reply: FastifyReply, key: string, keep: boolean): boolean {
    const generation = this.generation;
    const now = this.clock.now().getTime();
    if (now >= this.deadline) {
      // A scheduled time has passed (or the next one is being looked up): start afresh.
      if (this.deadline !== 0) {
        // Nothing is served until the next publish time is known; one bump, not one per request meanwhile.
        this.deadline = 0;
        this.version.bump('scheduled publish time reached');
      }
    } else {
      const hit = this.store.get(key);
      if (hit) {
        this.store.hits++;
        this.sendHit(req, reply, hit);
        return true;
      }
    }
    this.store.misses++;
    if (keep) (req as PendingRequest)[PENDING] = { key, generation };
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
