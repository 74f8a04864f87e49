/**
 * The HTTP rules /doccenter/{guid} follows (RFC 9110): conditional GET and single byte ranges.
 * Pure functions so they are tested without a server.
 */

export interface ConditionalHeaders {
  ifNoneMatch?: string;
  ifModifiedSince?: string;
  range?: string;
  ifRange?: string;
}

/** True when the client's cached copy is current (answer 304). If-None-Match wins over If-Modified-Since. */
export function isNotModified(h: ConditionalHeaders, etag: string, lastModified: Date): boolean {
  if (h.ifNoneMatch !== undefined) {
    const tags = h.ifNoneMatch.split(',').map((t) => t.trim().replace(/^W\//, ''));
    return tags.includes('*') || tags.includes(etag);
  }
  if (h.ifModifiedSince) {
    const since = Date.parse(h.ifModifiedSince);
    // HTTP dates have whole seconds.
    return !Number.isNaN(since) && Math.floor(lastModified.getTime() / 1000) * 1000 <= since;
  }
  return false;
}

export type RangeResult = { kind: 'full' } | { kind: 'partial'; start: number; end: number } | { kind: 'unsatisfiable' };

/**
 * One byte range (bytes=a-b, bytes=a-, bytes=-n). Several ranges, other units or a stale If-Range
 * get the whole file, as servers may do; a range wholly past the end is unsatisfiable (416).
 */
export function parseRange(h: ConditionalHeaders, size: number, etag: string, lastModified: Date): RangeResult {
  if (!h.range) return { kind: 'full' };
  if (h.ifRange) {
    const v = h.ifRange.trim();
    const fresh = v.startsWith('"') ? v === etag : Date.parse(v) >= Math.floor(lastModified.getTime() / 1000) * 1000;
    if (!fresh) return { kind: 'full' };
  }
  const m = /^bytes=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(h.range.trim());
  if (!m || (m[1] === '' && m[2] === '')) return { kind: 'full' };
  if (size === 0) return { kind: 'unsatisfiable' };
  let start: number;
  let end: number;
  if (m[1] === '') {
    const suffix = Number(m[2]);
    if (suffix === 0) return { kind: 'unsatisfiable' };
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(m[1]);
    end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
    if (m[2] !== '' && Number(m[2]) < start) return { kind: 'full' };
  }
  if (start >= size) return { kind: 'unsatisfiable' };
  return { kind: 'partial', start, end };
}

/** A clean download name: the title's letters, digits, dashes and dots plus the real extension. */
export function cleanFileName(name: string, extension: string): string {
  const base = name
    .replace(/\.[a-z0-9]{1,5}$/i, '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._ -]+/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^[.-]+|[.-]+$/g, '')
    .slice(0, 120);
  return `${base || 'document'}.${extension}`;
}
