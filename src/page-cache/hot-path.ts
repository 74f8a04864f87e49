import type * as http from 'node:http';
import { performance } from 'node:perf_hooks';

import type { RequestLine } from '../observability/logging';
import { regionFromCookie } from '../web/region-cookie';
import { CachedResponse, matchesIfNoneMatch, PageCacheStore, pickEncoding } from './page-cache-store';

/*
 * The page cache's hot path (issue 15): what answers a cached page on Node's own `request` event,
 * with no Nest or Fastify code on the way. It has no framework imports, so the same code runs in
 * the app's thread (in front of Fastify) and in the front thread (src/front), where it answers hits
 * in a small isolate of its own and hands everything else to the app.
 */

/** Paths whose answers are never cached: admin and auth APIs, health, files with their own validators, metrics. */
// /preview/: previews are private answers (no-store) and must never be looked up or kept.
const BYPASS_PREFIXES = ['/api/admin', '/preview/', '/auth', '/health', '/doccenter', '/assets/', '/images/', '/metrics', '/favicon.ico'];
/** Public list queries sent as POST with a JSON body (the knowledge center's and press releases' filters): cached by body. */
export const PUBLIC_QUERY = /^\/api\/[a-z-]+\/filter(\?|$)/;
/** Under a bypassed prefix but cached: a document's QR code (issue 16), the same bytes until a write bumps the site version. */
const CACHED_UNDER_BYPASS = /^\/doccenter\/[0-9a-f-]{36}\/qr\.(?:svg|png)$/i;
export const bypassed = (url: string) => BYPASS_PREFIXES.some((p) => url.startsWith(p)) && !CACHED_UNDER_BYPASS.test(url);

/** A public filter body larger than this goes the normal way (real filters are a few hundred bytes). */
const MAX_QUERY_BODY = 16 * 1024;

/** The liveness answer (the event loop is turning), the same JSON as the route's. */
export const LIVE_BODY = Buffer.from(JSON.stringify({ success: true, data: { status: 'up' } }));

/**
 * Cookies that mean "this visitor may be signed in or get a personal answer": any cookie except the
 * `region` choice and the `_`-prefixed analytics/consent cookies a marketing site picks up.
 */
export function carriesCredentials(req: { headers: http.IncomingHttpHeaders }): boolean {
  if (req.headers.authorization) return true;
  const cookie = req.headers.cookie;
  if (!cookie) return false;
  for (const part of cookie.split(';')) {
    const name = part.split('=')[0].trim();
    if (name && name !== 'region' && !name.startsWith('_')) return true;
  }
  return false;
}

/** The last entry of a comma-separated forwarded header, as Fastify reads X-Forwarded-Host/-Proto. */
const lastEntry = (v: string) => {
  const i = v.lastIndexOf(',');
  return (i < 0 ? v : v.slice(i + 1)).trim();
};

/** `protocol://host` as Fastify computes them (`request.protocol`, `request.host`), for the cache key. */
export function origin(req: http.IncomingMessage, trustProxy: boolean): string {
  const h = req.headers;
  const fwdProto = trustProxy ? h['x-forwarded-proto'] : undefined;
  const protocol = typeof fwdProto === 'string' ? lastEntry(fwdProto) : (req.socket as { encrypted?: boolean }).encrypted ? 'https' : 'http';
  const fwdHost = trustProxy ? h['x-forwarded-host'] : undefined;
  const host = typeof fwdHost === 'string' ? lastEntry(fwdHost) : h.host;
  return `${protocol}://${host}`;
}

/** The key of a GET/HEAD: protocol, host, path with query, and the visitor's region choice. */
export const pageKey = (originPart: string, url: string, cookie: string | undefined) => `${originPart}${url}#${regionFromCookie(cookie) ?? ''}`;
/** The key of a public filter POST from its JSON text. */
const rawQueryKey = (originPart: string, url: string, json: string) => `POST ${originPart}${url}#${json}`;
/** The key of a public filter POST: its path and its JSON body re-serialised (the same form the app's parser gives). */
export const queryKey = (originPart: string, url: string, body: unknown) => rawQueryKey(originPart, url, JSON.stringify(body ?? null));

export type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => void;

/** What the hot path needs from where it runs. */
export interface HotPathOptions {
  store: PageCacheStore;
  /** The entry for a key if it may be served now (the current site version, before the next publish time). */
  peek: (key: string) => CachedResponse | undefined;
  trustProxy: boolean;
  /** Which cached statuses are answered here (the rest go on): 200 in the app's thread, 200 and 404 in the front. */
  statuses: ReadonlySet<number>;
  /** Whether a miss is counted here (the front: the app then does no lookup of its own) or by the app's lookup. */
  countsMisses: boolean;
  requestId: (req: http.IncomingMessage) => string;
  log: (line: RequestLine) => void;
  observe: (method: string, route: string, status: number, seconds: number) => void;
  draining: () => boolean;
  /** The headers of the liveness answer, once known (null: send /health/live on). */
  liveHeaders: () => string[] | null;
  /** Where everything that is not answered here goes (Fastify's handler, or the front's forwarder). */
  pass: Handler;
}

/**
 * The request handler: a GET/HEAD of a cached page or JSON answer, a public filter POST whose body
 * matches a cached answer, and the liveness probe are answered here with what the app would send
 * (the stored headers, helmet's included; 304 on a matching If-None-Match; the request id; one JSON
 * log line; the request histogram). Anything else (a miss, credentials, a draining instance) is
 * passed on unchanged.
 */
export function hotPath(o: HotPathOptions): Handler {
  return (req, res) => {
    const method = req.method;
    const url = req.url ?? '/';
    if (url === '/health/live' && method === 'GET') {
      const headers = o.liveHeaders();
      if (headers !== null) return live(req, res, headers, o);
      return o.pass(req, res);
    }
    if (method === 'POST' && PUBLIC_QUERY.test(url) && !o.draining() && !carriesCredentials(req)) return publicQuery(req, res, o);
    if ((method !== 'GET' && method !== 'HEAD') || o.draining() || bypassed(url) || carriesCredentials(req)) return o.pass(req, res);
    const key = pageKey(origin(req, o.trustProxy), url, req.headers.cookie);
    const hit = o.peek(key);
    if (!hit || !o.statuses.has(hit.status)) {
      if (o.countsMisses) o.store.misses++;
      return o.pass(req, res);
    }
    sendHit(req, res, hit, o);
  };
}

/**
 * A public list filter (POST with a small JSON body): the body is read here, and on a hit answered
 * like a cached GET; on a miss (or a body that is not plain JSON) the bytes are put back into the
 * request stream (`unshift`, before its end is signalled), so the next handler reads the very same request.
 */
function publicQuery(req: http.IncomingMessage, res: http.ServerResponse, o: HotPathOptions): void {
  const length = Number(req.headers['content-length']);
  if (!Number.isInteger(length) || length <= 0 || length > MAX_QUERY_BODY || !/^application\/json\b/i.test(req.headers['content-type'] ?? '')) return o.pass(req, res);
  const chunks: Buffer[] = [];
  let received = 0;
  let finished = false;
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
  const onError = () => {
    // The client went away mid-body: nothing to answer.
    finished = true;
    req.removeListener('readable', onReadable);
    req.removeListener('end', onEnd);
  };
  const done = () => {
    if (finished) return;
    finished = true;
    req.removeListener('readable', onReadable);
    req.removeListener('end', onEnd);
    req.removeListener('error', onError);
    const body = chunks.length === 1 ? chunks[0] : Buffer.concat(chunks);
    let hit: CachedResponse | undefined;
    if (received === length) {
      const text = body.toString('utf8');
      const originPart = origin(req, o.trustProxy);
      const url = req.url ?? '';
      // A client's JSON.stringify output is already the key's form: looked up as sent first, which
      // skips a parse and a re-serialisation per request (a body equal to a stored key's JSON is
      // that very JSON, so this never finds another query's answer); otherwise in canonical form.
      hit = o.peek(rawQueryKey(originPart, url, text));
      if (!hit) {
        try {
          hit = o.peek(queryKey(originPart, url, JSON.parse(text)));
        } catch {
          hit = undefined;
        }
      }
    }
    if (hit && o.statuses.has(hit.status)) return sendHit(req, res, hit, o);
    if (o.countsMisses) o.store.misses++;
    if (body.length > 0) req.unshift(body);
    o.pass(req, res);
  };
  req.on('readable', onReadable);
  req.on('end', onEnd);
  req.once('error', onError);
}

/** Sends a cached answer (or a 304) straight on Node's response, with the request id, a log line and the histogram. */
function sendHit(req: http.IncomingMessage, res: http.ServerResponse, hit: CachedResponse, o: HotPathOptions): void {
  const started = performance.now();
  const method = req.method ?? 'GET';
  const h = req.headers;
  o.store.hits++;
  const reqId = o.requestId(req);
  const enc = pickEncoding(h['accept-encoding']);
  const v = (enc === 'br' && hit.br) || (enc !== 'identity' && hit.gzip) || hit.identity;
  let status = hit.status;
  if (matchesIfNoneMatch(h['if-none-match'], hit.hash)) {
    status = 304;
    const headers = v.notModified.slice();
    headers.push('x-request-id', reqId);
    res.writeHead(304, headers);
    res.end();
  } else {
    const headers = v.rawSized.slice();
    headers.push('x-request-id', reqId);
    res.writeHead(status, headers);
    res.end(method === 'HEAD' ? undefined : v.body);
  }
  const seconds = (performance.now() - started) / 1000;
  o.observe(method, hit.route, status, seconds);
  o.log({ reqId, method, route: hit.route, url: req.url ?? '/', status, durationMs: Math.round(seconds * 100_000) / 100, ip: clientIp(req, o.trustProxy), cache: 'HIT' });
}

/** GET /health/live: answering at all is the answer (the event loop turns). */
function live(req: http.IncomingMessage, res: http.ServerResponse, liveHeaders: string[], o: HotPathOptions): void {
  const started = performance.now();
  const reqId = o.requestId(req);
  const headers = liveHeaders.slice();
  headers.push('content-length', String(LIVE_BODY.length), 'x-request-id', reqId);
  res.writeHead(200, headers);
  res.end(LIVE_BODY);
  const seconds = (performance.now() - started) / 1000;
  o.observe('GET', '/health/live', 200, seconds);
  o.log({ reqId, method: 'GET', route: '/health/live', url: '/health/live', status: 200, durationMs: Math.round(seconds * 100_000) / 100, ip: clientIp(req, o.trustProxy) });
}

/** The client's address as the app's log lines give it (`req.ip`): behind a trusted proxy, the first X-Forwarded-For entry. */
export function clientIp(req: http.IncomingMessage, trustProxy: boolean): string | undefined {
  if (trustProxy) {
    const xff = req.headers['x-forwarded-for'];
    if (typeof xff === 'string' && xff !== '') {
      const i = xff.indexOf(',');
      return (i < 0 ? xff : xff.slice(0, i)).trim();
    }
  }
  return req.socket.remoteAddress;
}
