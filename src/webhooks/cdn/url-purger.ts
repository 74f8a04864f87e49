import { attemptHttp, AttemptOutcome, combineOutcomes } from '../outbound-http';
import { CdnPurger, purgePaths, PurgeRequest } from './cdn-purger';

/**
 * A self-run cache (Varnish, nginx): an HTTP `PURGE` of each affected path to CDN_PURGE_URL, once per
 * public host (as the Host header, which such caches key by). The whole site is `PURGE /*`: configure
 * the cache to treat a trailing `*` as a prefix (a Varnish ban, nginx's cache purge with wildcards).
 */
export class UrlPurger implements CdnPurger {
  readonly provider = 'url' as const;
  constructor(private readonly o: { baseUrl: string; hosts: string[]; timeoutMs: number }) {}

  async purge(r: PurgeRequest): Promise<AttemptOutcome> {
    const hosts: (string | null)[] = this.o.hosts.length ? this.o.hosts : [null];
    const outcomes: AttemptOutcome[] = [];
    for (const path of purgePaths(r))
      for (const host of hosts) outcomes.push(await attemptHttp({ url: this.o.baseUrl + path, method: 'PURGE', headers: host ? { Host: host } : {}, timeoutMs: this.o.timeoutMs }));
    return combineOutcomes(outcomes);
  }
}
