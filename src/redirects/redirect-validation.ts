import type { ValidationCode } from '../common/error-codes';
import { REDIRECT_STATUSES, RedirectSaveRequest, RedirectStatus } from '../contract/redirects';
import { chainProblem, isValidTarget, isWildcard, neverRedirected, normalizeSource, RuleLike, shadowedRoute } from './redirect-rules';

/** A rule ready to store: every field normalized. */
export interface PreparedRedirect {
  source: string;
  target: string;
  status: RedirectStatus;
  keepQuery: boolean;
  host: string | null;
  regionId: 2 | 3 | null;
  active: boolean;
  allowShadow: boolean;
  note: string | null;
}

export class RedirectRuleError extends Error {
  constructor(
    message: string,
    readonly field: string,
    readonly code: ValidationCode = 'validation-failed',
  ) {
    super(message);
  }
}

const HOST = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/;

/** Normalizes and checks one rule on its own (no other rules involved). Throws RedirectRuleError. */
export function prepareRedirect(body: RedirectSaveRequest): PreparedRedirect {
  const source = normalizeSource(String(body.source ?? ''));
  if (!source) throw new RedirectRuleError('Source must be a path such as /old-page.', 'source');
  if (source.length > 500) throw new RedirectRuleError('Source must be at most 500 characters.', 'source');
  const never = neverRedirected(source);
  if (never) throw new RedirectRuleError(`Paths under ${never} are never redirected.`, 'source');
  const status = Number(body.status) as RedirectStatus;
  if (!REDIRECT_STATUSES.includes(status)) throw new RedirectRuleError('Status must be 301, 302, 307, 308 or 410.', 'status');
  let target = String(body.target ?? '').trim();
  if (status === 410) target = '';
  else {
    if (!target) throw new RedirectRuleError('Target is required.', 'target');
    if (target.length > 1000 || !isValidTarget(target)) throw new RedirectRuleError('Target must be a site path starting with / or a full http(s) URL.', 'target');
    if (target.endsWith('*') && !isWildcard(source)) throw new RedirectRuleError('Only a wildcard source (ending in *) can carry the rest of the path to the target.', 'target');
    // Site paths lose a trailing slash like sources do; absolute URLs stay as typed.
    if (target.startsWith('/') && !target.endsWith('*') && target.length > 1 && !target.includes('?')) target = target.replace(/\/+$/, '') || '/';
  }
  let host: string | null = body.host ? String(body.host).trim().toLowerCase() : null;
  if (host) {
    host = host.replace(/^https?:\/\//, '').replace(/[/:].*$/, '');
    if (!HOST.test(host)) throw new RedirectRuleError('Host must be a host name such as www.example.com.', 'host');
  }
  const regionId = body.regionId === null || body.regionId === undefined || (body.regionId as unknown) === '' ? null : Number(body.regionId);
  if (regionId !== null && regionId !== 2 && regionId !== 3) throw new RedirectRuleError('Region must be 2 (US) or 3 (Canada).', 'regionId');
  const note = body.note ? String(body.note).trim().slice(0, 2000) : null;
  return {
    source,
    target,
    status,
    keepQuery: body.keepQuery ?? true,
    host,
    regionId: regionId,
    active: body.active ?? true,
    allowShadow: !!body.allowShadow,
    note: note || null,
  };
}

export const sameScope = (a: { source: string; host: string | null; regionId: number | null }, b: { source: string; host: string | null; regionId: number | null }) =>
  a.source === b.source && (a.host ?? null) === (b.host ?? null) && (a.regionId ?? null) === (b.regionId ?? null);

/**
 * Checks a prepared rule against the others: duplicates, shadowed site routes, loops and chains.
 * `others` are every stored rule except the one being edited (active or not).
 */
export function checkAgainstOthers(
  rule: PreparedRedirect,
  selfId: number | null,
  others: (RuleLike & { active: boolean })[],
  ownHosts: string[],
  opts: { shadowCheck: boolean },
): void {
  if (others.some((o) => o.id !== selfId && sameScope(o, rule))) throw new RedirectRuleError(`A redirect from ${rule.source} already exists.`, 'source');
  if (opts.shadowCheck && !rule.allowShadow) {
    const route = shadowedRoute(rule.source);
    if (route) throw new RedirectRuleError(`${rule.source} would hide the site route ${route}. Tick "Override a site route" to save it anyway.`, 'source');
  }
  if (!rule.active) return;
  const problem = chainProblem(
    { id: selfId ?? -1, ...rule },
    others.filter((o) => o.active && o.id !== selfId),
    ownHosts,
  );
  if (problem) throw new RedirectRuleError(problem, 'target', 'redirect-loop');
}
