import { attemptHttp, AttemptOutcome, combineOutcomes } from '../outbound-http';
import { CdnPurger, chunks, PurgeRequest } from './cdn-purger';

/** Fastly takes up to 256 surrogate keys per purge call. */
const KEYS_PER_CALL = 256;

/** Fastly: purge by surrogate key (`POST /service/{id}/purge` with a space-separated `Surrogate-Key` header). */
export class FastlyPurger implements CdnPurger {
  readonly provider = 'fastly' as const;
  constructor(private readonly o: { apiUrl: string; serviceId: string; apiToken: string; soft: boolean; timeoutMs: number }) {}

  async purge(r: PurgeRequest): Promise<AttemptOutcome> {
    const outcomes: AttemptOutcome[] = [];
    for (const keys of chunks(r.keys, KEYS_PER_CALL)) {
      const o = await attemptHttp({
        url: `${this.o.apiUrl}/service/${encodeURIComponent(this.o.serviceId)}/purge`,
        method: 'POST',
        headers: { 'Fastly-Key': this.o.apiToken, 'Surrogate-Key': keys.join(' '), Accept: 'application/json', ...(this.o.soft ? { 'Fastly-Soft-Purge': '1' } : {}) },
        timeoutMs: this.o.timeoutMs,
      });
      outcomes.push(o);
      if (!o.ok) break;
    }
    return combineOutcomes(outcomes);
  }
}
