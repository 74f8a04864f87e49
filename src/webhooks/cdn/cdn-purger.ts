import type { CdnPurgeProviderName } from '../../config/app-config';
import type { AttemptOutcome } from '../outbound-http';

/** The cache key that every public answer carries: a change to it purges the whole site. */
export const WHOLE_SITE_KEY = 'site';

/** What a purge is about: the change's cache keys (Surrogate-Key / Cache-Tag words) and public paths. */
export interface PurgeRequest {
  /** Unique per delivery: CloudFront's caller reference (its retries of one delivery are then one invalidation). */
  reference: string;
  keys: string[];
  paths: string[];
}

/**
 * One CDN (or self-run cache) behind one interface: purge what a change affects, by key or by path,
 * whichever the CDN supports. A failure is an outcome, not an exception: the outbox retries it.
 */
export interface CdnPurger {
  readonly provider: Exclude<CdnPurgeProviderName, 'off'>;
  purge(request: PurgeRequest): Promise<AttemptOutcome>;
}

export const CDN_PURGER = Symbol('CDN_PURGER');

/** `list` in slices of `size` (APIs take a bounded number of keys or URLs per call). */
export function chunks<T>(list: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}

/** The paths a path-based cache must drop: everything (`/*`) when the whole site changed, else the change's paths. */
export function purgePaths(r: PurgeRequest): string[] {
  if (r.keys.includes(WHOLE_SITE_KEY)) return ['/*'];
  return [...new Set(r.paths.filter((p) => p.startsWith('/')))];
}
