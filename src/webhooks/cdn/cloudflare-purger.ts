import { AttemptOutcome, combineOutcomes, sendHttp } from '../outbound-http';
import { CdnPurger, chunks, PurgeRequest, WHOLE_SITE_KEY } from './cdn-purger';

/** Cloudflare's smallest per-call limit for tags and for files. */
const ITEMS_PER_CALL = 30;

/**
 * Cloudflare: `POST /zones/{zone}/purge_cache` with `{ tags }` (the Cache-Tag words), or with
 * `{ files }` (each path on each public origin; the whole zone when the whole site changed).
 */
export class CloudflarePurger implements CdnPurger {
  readonly provider = 'cloudflare' as const;
  constructor(private readonly o: { apiUrl: string; zoneId: string; apiToken: string; by: 'tags' | 'urls'; origins: string[]; timeoutMs: number }) {}

  async purge(r: PurgeRequest): Promise<AttemptOutcome> {
    const bodies: object[] = [];
    if (this.o.by === 'tags') for (const tags of chunks(r.keys, ITEMS_PER_CALL)) bodies.push({ tags });
    else if (r.keys.includes(WHOLE_SITE_KEY)) bodies.push({ purge_everything: true });
    else
      for (const files of chunks(
        r.paths.filter((p) => p.startsWith('/')).flatMap((p) => this.o.origins.map((origin) => origin + p)),
        ITEMS_PER_CALL,
      ))
        bodies.push({ files });
    const outcomes: AttemptOutcome[] = [];
    for (const body of bodies) {
      const o = await this.call(body);
      outcomes.push(o);
      if (!o.ok) break;
    }
    return combineOutcomes(outcomes);
  }

  private async call(body: object): Promise<AttemptOutcome> {
    try {
      const res = await sendHttp({
        url: `${this.o.apiUrl}/zones/${encodeURIComponent(this.o.zoneId)}/purge_cache`,
        method: 'POST',
        headers: { Authorization: `Bearer ${this.o.apiToken}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
        timeoutMs: this.o.timeoutMs,
      });
      // Cloudflare answers { success, errors } and may say success: false with a 200.
      let success = res.statusCode >= 200 && res.statusCode < 300;
      try {
        success &&= JSON.parse(res.bodyStart).success !== false;
      } catch {
        // A long answer is cut at its first bytes: the status decides.
      }
      return { ok: success, statusCode: res.statusCode, error: success ? null : `HTTP ${res.statusCode}: ${res.bodyStart}`.slice(0, 1000) };
    } catch (e) {
      return { ok: false, statusCode: null, error: (e as Error).message.slice(0, 1000) };
    }
  }
}
