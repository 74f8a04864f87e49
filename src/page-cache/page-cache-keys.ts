import type * as http from 'node:http';

import { regionFromCookie } from '../web/region-cookie';

/** Paths whose answers are never cached: admin and auth APIs, health, files with their own validators, metrics. */
// /preview/: previews are private answers (no-store) and must never be looked up or kept.
const BYPASS_PREFIXES = ['/api/admin', '/preview/', '/auth', '/health', '/doccenter', '/assets/', '/images/', '/metrics', '/favicon.ico'];
/** Public list queries sent as POST with a JSON body (the knowledge center's and press releases' filters): cached by body. */
export const PUBLIC_QUERY = /^\/api\/[a-z-]+\/filter(\?|$)/;
/** Under a bypassed prefix but cached: a document's QR code, the same bytes until the document changes. */
const CACHED_UNDER_BYPASS = /^\/doccenter\/[0-9a-f-]{36}\/qr\.(?:svg|png)$/i;
export const bypassed = (url: string) => BYPASS_PREFIXES.some((p) => url.startsWith(p)) && !CACHED_UNDER_BYPASS.test(url);

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

/** The key of a GET/HEAD: protocol, host, path with query, and the visitor's region choice. */
export const pageKey = (originPart: string, url: string, cookie: string | undefined) => `${originPart}${url}#${regionFromCookie(cookie) ?? ''}`;
/** The key of a public filter POST: its path and its JSON body re-serialised (the same form the app's parser gives). */
export const queryKey = (originPart: string, url: string, body: unknown) => `POST ${originPart}${url}#${JSON.stringify(body ?? null)}`;
