import type { RegionId } from '../contract/regions';

/**
 * The visitor's chosen region, from the small `region` cookie the client sets beside the spec's
 * local-storage key: pages whose header depends on it are rendered on the server with it,
 * and it is part of the page-cache key (at most three variants of a page: 2, 3, 4, or none).
 */
export function regionFromCookie(cookieHeader: string | undefined): RegionId | null {
  if (!cookieHeader) return null;
  const m = /(?:^|;\s*)region=([234])(?:;|\s*$)/.exec(cookieHeader);
  return m ? (Number(m[1]) as RegionId) : null;
}
