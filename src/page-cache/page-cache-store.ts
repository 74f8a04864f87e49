import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import * as zlib from 'node:zlib';

import { LRUCache } from 'lru-cache';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

export type Encoding = 'br' | 'gzip' | 'identity';

/** Below this a body is sent as it is (the same threshold as @fastify/compress). */
export const COMPRESS_THRESHOLD = 1024;

/** One encoding of a cached response: its bytes and every header it is sent with. */
export interface CachedVariant {
  body: Buffer;
  headers: Record<string, string>;
}

/** A finished public response kept by the page cache, with its precompressed variants. */
export interface CachedResponse {
  status: number;
  /** What it shows (its Surrogate-Key): a change to any of these drops it. */
  tags: readonly string[];
  /** The strong validator of the identity body; the encoded variants add -br / -gz (their bytes differ). */
  hash: string;
  identity: CachedVariant;
  gzip: CachedVariant | null;
  br: CachedVariant | null;
  /** Bytes held: all variants' bodies plus a rough allowance for headers and the key. */
  size: number;
}

/** Response headers never replayed from the cache (the cache writes its own, or Node does). */
const NOT_STORED = new Set(['content-length', 'content-encoding', 'transfer-encoding', 'connection', 'keep-alive', 'date', 'etag', 'vary', 'x-cache', 'x-request-id']);

/**
 * The encoding to send for an Accept-Encoding header: br, then gzip (the order @fastify/compress
 * uses), honouring q=0; identity when neither is accepted.
 */
export function pickEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return 'identity';
  // Browsers send a handful of distinct headers: each is parsed once.
  let enc = encodingMemo.get(acceptEncoding);
  if (enc === undefined) {
    if (encodingMemo.size >= 256) encodingMemo.clear();
    enc = parseEncoding(acceptEncoding);
    encodingMemo.set(acceptEncoding, enc);
  }
  return enc;
}
const encodingMemo = new Map<string, Encoding>();

function parseEncoding(acceptEncoding: string): Encoding {
  let br = false;
  let gz = false;
  let star = false;
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)).find(Boolean);
    if (q && Number(q[1]) === 0) continue;
    if (name === 'br') br = true;
    else if (name === 'gzip' || name === 'x-gzip') gz = true;
    else if (name === '*') star = true;
  }
  return br || star ? 'br' : gz ? 'gzip' : 'identity';
}

/** Does an If-None-Match header match this response (weak comparison, any encoding of the same body)? */
export function matchesIfNoneMatch(header: string | undefined, hash: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  for (const raw of header.split(',')) {
    const tag = raw.trim().replace(/^W\//, '').replace(/^"|"$/g, '');
    if (tag === hash || tag === `${hash}-br` || tag === `${hash}-gz`) return true;
  }
  return false;
}

export const etagFor = (hash: string, enc: Encoding) => (enc === 'br' ? `"${hash}-br"` : enc === 'gzip' ? `"${hash}-gz"` : `"${hash}"`);

export const hashBody = (body: Buffer) => createHash('sha1').update(body).digest('base64url');

/** The headers of a response worth keeping, lower-cased, without those the cache writes itself. */
export function storableHeaders(headers: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(headers)) {
    const name = k.toLowerCase();
    if (v === undefined || NOT_STORED.has(name)) continue;
    out[name] = Array.isArray(v) ? v.join(', ') : String(v);
  }
  return out;
}

/**
 * Builds a cache entry: the body as it is plus gzip and brotli copies made once here (in libuv's
 * thread pool, off the event loop), never per request. Error pages get a cheaper brotli setting: a
 * flood of unknown URLs must not cost the CPU of a flood of best-quality compressions.
 */
export async function buildEntry(status: number, headers: Record<string, string>, body: Buffer, tags: readonly string[], key: string): Promise<CachedResponse> {
  const hash = hashBody(body);
  const variant = (b: Buffer, enc: Encoding): CachedVariant => ({
    body: b,
    headers: { ...headers, etag: etagFor(hash, enc), vary: 'Accept-Encoding', 'x-cache': 'HIT', ...(enc === 'identity' ? {} : { 'content-encoding': enc }) },
  });
  let gz: Buffer | null = null;
  let br: Buffer | null = null;
  if (body.length >= COMPRESS_THRESHOLD) {
    [gz, br] = await Promise.all([
      gzip(body, { level: 6 }),
      brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: status === 200 ? 9 : 4, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
    ]);
  }
  const headerBytes = Object.entries(headers).reduce((n, [k, v]) => n + k.length + v.length + 8, 0);
  return {
    status,
    tags,
    hash,
    identity: variant(body, 'identity'),
    gzip: gz ? variant(gz, 'gzip') : null,
    br: br ? variant(br, 'br') : null,
    size: body.length + (gz?.length ?? 0) + (br?.length ?? 0) + 3 * headerBytes + 2 * key.length + 256,
  };
}

export interface PageCacheStats {
  entries: number;
  bytes: number;
  notFoundEntries: number;
  notFoundBytes: number;
  maxBytes: number;
  notFoundMaxBytes: number;
  hits: number;
  misses: number;
}

/**
 * The cached responses, bounded in bytes (least recently used dropped first): pages and API answers
 * in one budget, 404s in a small one of their own, so a flood of unknown URLs cannot push real pages
 * out nor grow memory past the caps. An index from each key of what an entry shows to the entries
 * lets a change drop exactly the answers that show it.
 */
export class PageCacheStore {
  private readonly pages: LRUCache<string, CachedResponse>;
  private readonly notFound: LRUCache<string, CachedResponse>;
  private readonly byTag = new Map<string, Set<string>>();
  hits = 0;
  misses = 0;

  constructor(
    private readonly maxBytes: number,
    private readonly notFoundMaxBytes: number,
  ) {
    const sizeCalculation = (e: CachedResponse) => e.size;
    const dispose = (e: CachedResponse, key: string) => this.unindex(key, e);
    this.pages = new LRUCache({ maxSize: maxBytes, sizeCalculation, maxEntrySize: Math.floor(maxBytes / 4), dispose });
    this.notFound = new LRUCache({ maxSize: notFoundMaxBytes, sizeCalculation, maxEntrySize: Math.floor(notFoundMaxBytes / 4), dispose });
  }

  get(key: string): CachedResponse | undefined {
    return this.pages.get(key) ?? this.notFound.get(key);
  }

  set(key: string, entry: CachedResponse): void {
    (entry.status === 404 ? this.notFound : this.pages).set(key, entry);
    if (!this.get(key)) return; // too large to keep
    for (const t of entry.tags) {
      let keys = this.byTag.get(t);
      if (!keys) this.byTag.set(t, (keys = new Set()));
      keys.add(key);
    }
  }

  /** Drops every entry that shows one of `tags`. */
  dropTags(tags: readonly string[]): void {
    for (const t of tags) {
      const keys = this.byTag.get(t);
      if (!keys) continue;
      for (const key of [...keys]) {
        this.pages.delete(key);
        this.notFound.delete(key);
      }
    }
  }

  clear(): void {
    this.pages.clear();
    this.notFound.clear();
    this.byTag.clear();
  }

  private unindex(key: string, e: CachedResponse): void {
    for (const t of e.tags) {
      const keys = this.byTag.get(t);
      keys?.delete(key);
      if (keys?.size === 0) this.byTag.delete(t);
    }
  }

  stats(): PageCacheStats {
    return {
      entries: this.pages.size,
      bytes: this.pages.calculatedSize,
      notFoundEntries: this.notFound.size,
      notFoundBytes: this.notFound.calculatedSize,
      maxBytes: this.maxBytes,
      notFoundMaxBytes: this.notFoundMaxBytes,
      hits: this.hits,
      misses: this.misses,
    };
  }
}
