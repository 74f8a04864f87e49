import { contentKinds } from '../content/kinds/registry';
import { PRODUCT_ROUTES } from '../contract/site';

/**
 * The rules of redirects, with no I/O: path normalization, matching (exact beats wildcard, the
 * longest wildcard wins, a scoped rule beats an unscoped one), where a match sends the visitor,
 * loop and chain detection, and which sources would shadow a route of the site (spec 2.1).
 */

export interface RuleLike {
  id: number;
  /** Normalized source (see normalizeSource). */
  source: string;
  target: string;
  status: number;
  keepQuery: boolean;
  host: string | null;
  regionId: number | null;
}

export interface RequestScope {
  host: string;
  regionId: number;
}

/** Paths the server never redirects: API, auth, files, crawler files and the admin area. */
// /preview: a share link must answer for itself (a redirect would hand the token to another URL).
export const NEVER_REDIRECTED = ['/api', '/auth', '/assets', '/health', '/doccenter', '/siteadmin', '/preview', '/robots.txt', '/sitemap.xml', '/favicon.ico'];

/** Fixed routes of spec 2.1 (and the account screens of 2.7) a redirect must not hide unless explicitly allowed; the content kinds' lists come from their definitions (siteRoutes). */
const FIXED_SITE_ROUTES = [
  '/',
  '/home-ca',
  '/can',
  '/home-int',
  '/int',
  ...PRODUCT_ROUTES.map((r) => `/${r.slug}`),
  '/clear-choice',
  '/balanced-nutrition',
  '/thats-farming',
  '/anvol-protects',
  '/find-a-rep',
  '/find-a-rep-ca',
  '/reps-retailers',
  '/contact',
  '/contact-ca',
  '/can/contact-us',
  '/retailer-thankyou',
  '/rep-thankyou',
  '/product-selector',
  '/about',
  '/not-found',
  '/error',
  '/error/server-error',
  '/access-denied',
  '/account',
];

/** Route families whose every path belongs to the site: the account screens and each typed article kind's category lists. */
const siteRoutePrefixes = (): string[] => [
  ...contentKinds()
    .filter((d) => d.typed && d.article)
    .flatMap((d) => [`${d.article!.listPath}/category/`, ...(d.article!.canadaList ? [`/can${d.article!.listPath}/category/`] : [])]),
  '/account/',
];

/** Every fixed route: the site's own and each content kind's lists. */
const siteRoutes = (): string[] => {
  const prefixes = siteRoutePrefixes();
  const lists = contentKinds().flatMap((d) => (d.listRoutes ?? []).map((r) => r.path));
  // A list under a route family (a category's) is named by its family.
  return [...FIXED_SITE_ROUTES, ...lists.filter((path) => !prefixes.some((p) => path.startsWith(p)))];
};

const safeDecode = (s: string) => {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
};

/** Path part of a request URL: decoded, single slashes, no trailing slash (case kept). */
export function cleanPath(rawPath: string): string {
  let p = safeDecode(rawPath.split(/[?#]/)[0]);
  if (!p.startsWith('/')) p = '/' + p;
  p = p.replace(/\/{2,}/g, '/');
  if (p.length > 1) p = p.replace(/\/+$/, '') || '/';
  return p;
}

/**
 * A source as stored: leading slash, no trailing slash, lower case, no query string; a trailing
 * `*` (kept) makes a wildcard. An absolute URL keeps only its path. Null when it is not a path.
 */
export function normalizeSource(input: string): string | null {
  let s = (input ?? '').trim();
  if (!s) return null;
  if (/^https?:\/\//i.test(s)) {
    try {
      s = new URL(s).pathname;
    } catch {
      return null;
    }
  }
  s = s.split(/[?#]/)[0];
  const wildcard = s.endsWith('*');
  if (wildcard) s = s.slice(0, -1);
  if (s.includes('*') || /\s/.test(s)) return null;
  s = safeDecode(s);
  if (!s.startsWith('/')) s = '/' + s;
  s = s.replace(/\/{2,}/g, '/');
  // '/old/*' keeps its slash (matches /old and /old/...); '/old*' matches every path starting with /old.
  if (!wildcard && s.length > 1) s = s.replace(/\/+$/, '') || '/';
  return s.toLowerCase() + (wildcard ? '*' : '');
}

export const isWildcard = (source: string) => source.endsWith('*');

/** Does a normalized source match a (clean, any-case) path? Returns the rest of the path for wildcards, or null. */
export function matchSource(source: string, path: string): string | null {
  const lower = path.toLowerCase();
  if (!isWildcard(source)) return source === lower ? '' : null;
  const prefix = source.slice(0, -1);
  if (lower.startsWith(prefix)) return path.slice(prefix.length);
  // '/old/*' also matches '/old' itself.
  if (prefix.endsWith('/') && prefix.length > 1 && lower === prefix.slice(0, -1)) return '';
  return null;
}

const scopeScore = (r: RuleLike) => (r.host ? 2 : 0) + (r.regionId ? 1 : 0);
const inScope = (r: RuleLike, scope: RequestScope) => (!r.host || r.host === scope.host) && (!r.regionId || r.regionId === scope.regionId);

/** Active rules indexed for the request path: exact by source, wildcards longest first. */
export class RuleIndex<R extends RuleLike = RuleLike> {
  private readonly exact = new Map<string, R[]>();
  private readonly wildcards: R[] = [];
  constructor(rules: R[]) {
    for (const r of rules) {
      if (isWildcard(r.source)) this.wildcards.push(r);
      else {
        const list = this.exact.get(r.source) ?? [];
        list.push(r);
        this.exact.set(r.source, list);
      }
    }
    for (const list of this.exact.values()) list.sort((a, b) => scopeScore(b) - scopeScore(a));
    this.wildcards.sort((a, b) => b.source.length - a.source.length || scopeScore(b) - scopeScore(a));
  }
  get size(): number {
    let n = this.wildcards.length;
    for (const l of this.exact.values()) n += l.length;
    return n;
  }
  /** Exact beats wildcard; a longer wildcard beats a shorter one; a scoped rule beats an unscoped one. */
  match(path: string, scope: RequestScope): { rule: R; rest: string } | null {
    const exact = this.exact.get(path.toLowerCase())?.find((r) => inScope(r, scope));
    if (exact) return { rule: exact, rest: '' };
    for (const r of this.wildcards) {
      if (!inScope(r, scope)) continue;
      const rest = matchSource(r.source, path);
      if (rest !== null) return { rule: r, rest };
    }
    return null;
  }
}

/** Where a match sends the visitor: the target (with the wildcard rest) and, if the rule keeps it, the query string. */
export function buildLocation(rule: Pick<RuleLike, 'target' | 'keepQuery'>, rest: string, query: string): string {
  let target = rule.target;
  if (target.endsWith('*')) {
    const base = target.slice(0, -1);
    target = base.endsWith('/') && rest.startsWith('/') ? base + rest.slice(1) : base + rest;
    if (target.startsWith('/') && target.length > 1) target = target.replace(/\/+$/, '') || '/';
  }
  if (rule.keepQuery && query) target += (target.includes('?') ? '&' : '?') + query;
  // A Location header carries only ASCII: percent-encode anything else (decoded paths, typed targets).
  return target.replace(/[^\x21-\x7e]/gu, (c) => encodeURIComponent(c));
}

/** A target is a site path (/x) or an absolute http(s) URL; a `*` may only end it. */
export function isValidTarget(target: string): boolean {
  const t = target.trim();
  if (/\s/.test(t) || t.slice(0, -1).includes('*')) return false;
  if (t.startsWith('/')) return !t.startsWith('//');
  try {
    const u = new URL(t);
    return (u.protocol === 'http:' || u.protocol === 'https:') && !!u.hostname;
  } catch {
    return false;
  }
}

/** The site path a target lands on (null for another site): own-host URLs count as site paths. */
export function targetPath(target: string, ownHosts: string[]): string | null {
  let t = target.trim();
  if (!t) return null;
  if (t.endsWith('*')) t = t.slice(0, -1);
  if (/^https?:\/\//i.test(t)) {
    try {
      const u = new URL(t);
      if (!ownHosts.includes(u.hostname.toLowerCase())) return null;
      t = u.pathname;
    } catch {
      return null;
    }
  }
  return cleanPath(t).toLowerCase();
}

/** A path that stands for a source in messages and overlap checks ('/old/*' → '/old/'). */
const sourceSample = (source: string) => (isWildcard(source) ? source.slice(0, -1) || '/' : source);

/**
 * Refuses a rule that would loop or chain: A→A, A→B while B→C (or B gone) exists, B→C while A→B
 * exists. Only active rules count; `others` excludes the rule being edited. Returns the message or null.
 */
export function chainProblem(candidate: RuleLike, others: RuleLike[], ownHosts: string[]): string | null {
  const loop = (parts: string[]) => `This redirect would create a loop: ${parts.join(' → ')}.`;
  const chain = (parts: string[], fix: string) => `This redirect would create a chain of redirects: ${parts.join(' → ')}. ${fix}`;
  const rest = others.filter((r) => r.id !== candidate.id);
  if (candidate.status !== 410) {
    const t = targetPath(candidate.target, ownHosts);
    if (t !== null) {
      if (matchSource(candidate.source, t) !== null) return loop([candidate.source, candidate.target]);
      const next = rest.find((r) => matchSource(r.source, t) !== null);
      if (next) {
        if (next.status === 410) return chain([candidate.source, candidate.target, '410 Gone'], `${candidate.target} is marked as gone.`);
        const nt = targetPath(next.target, ownHosts);
        if (nt !== null && matchSource(candidate.source, nt) !== null) return loop([candidate.source, candidate.target, next.target]);
        return chain([candidate.source, candidate.target, next.target], `Point ${candidate.source} straight at ${next.target} instead.`);
      }
    }
  }
  const before = rest.find((r) => {
    if (r.status === 410) return false;
    const rt = targetPath(r.target, ownHosts);
    if (rt === null) return false;
    // A wildcard target maps a whole family of paths; only its own base path counts here, or
    // one broad rule would block every later redirect under it.
    return matchSource(candidate.source, rt) !== null;
  });
  if (before) {
    if (candidate.status === 410) return chain([before.source, before.target, '410 Gone'], `${before.source} points at a path this rule marks as gone.`);
    return chain([before.source, before.target, candidate.target], `Point ${before.source} straight at ${candidate.target} first.`);
  }
  return null;
}

/** Is this source refused outright (the server never redirects there)? */
export function neverRedirected(source: string): string | null {
  const s = sourceSample(source);
  const hit = NEVER_REDIRECTED.find((p) => s === p || s.startsWith(p + '/'));
  return hit ?? null;
}

/** The site route a source would hide, or null. A wildcard hides every route it matches. */
export function shadowedRoute(source: string): string | null {
  if (!isWildcard(source)) {
    if (siteRoutes().includes(source)) return source;
    const prefix = siteRoutePrefixes().find((p) => source.startsWith(p));
    return prefix ? prefix + '…' : null;
  }
  const hit = siteRoutes().find((r) => matchSource(source, r) !== null);
  if (hit) return hit;
  const prefix = siteRoutePrefixes().find((p) => matchSource(source, p + 'x') !== null);
  return prefix ? prefix + '…' : null;
}
