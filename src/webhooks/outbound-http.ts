import * as http from 'node:http';
import * as https from 'node:https';

/** How one attempt went: `ok` on a 2xx answer; statusCode null when nothing answered. */
export interface AttemptOutcome {
  ok: boolean;
  statusCode: number | null;
  error: string | null;
}

export interface OutboundRequest {
  url: string;
  method: string;
  headers?: Record<string, string>;
  body?: string;
  timeoutMs: number;
}

const KEEP_BODY = 300;

/**
 * One HTTP request with a deadline for the whole exchange. node:http rather than fetch: it sends any
 * method (PURGE) and any Host header, and never follows a redirect (a webhook's 3xx is not a delivery).
 * Rejects only when no answer came (refused, reset, timed out).
 */
export function sendHttp(r: OutboundRequest): Promise<{ statusCode: number; bodyStart: string }> {
  return new Promise((resolve, reject) => {
    const u = new URL(r.url);
    const lib = u.protocol === 'https:' ? https : http;
    const body = r.body === undefined ? undefined : Buffer.from(r.body, 'utf8');
    const req = lib.request(u, { method: r.method, headers: { ...(body ? { 'content-length': String(body.length) } : {}), ...r.headers } }, (res) => {
      const chunks: Buffer[] = [];
      let kept = 0;
      res.on('data', (c: Buffer) => {
        if (kept < KEEP_BODY) {
          chunks.push(c);
          kept += c.length;
        }
      });
      res.on('end', () => {
        clearTimeout(timer);
        resolve({ statusCode: res.statusCode ?? 0, bodyStart: Buffer.concat(chunks).toString('utf8').slice(0, KEEP_BODY) });
      });
      res.on('error', fail);
    });
    const timer = setTimeout(() => req.destroy(new Error(`No answer within ${r.timeoutMs} ms`)), r.timeoutMs);
    function fail(e: Error) {
      clearTimeout(timer);
      reject(e);
    }
    req.on('error', fail);
    req.end(body);
  });
}

/** A request as an attempt's outcome: 2xx is success; any other answer or none is a failure with its reason. */
export async function attemptHttp(r: OutboundRequest): Promise<AttemptOutcome> {
  try {
    const res = await sendHttp(r);
    const ok = res.statusCode >= 200 && res.statusCode < 300;
    return { ok, statusCode: res.statusCode, error: ok ? null : `HTTP ${res.statusCode}${res.bodyStart ? `: ${res.bodyStart.replace(/\s+/g, ' ').trim()}` : ''}`.slice(0, 1000) };
  } catch (e) {
    const err = e as NodeJS.ErrnoException;
    return { ok: false, statusCode: null, error: (err.code ? `${err.code}: ${err.message}` : err.message).slice(0, 1000) };
  }
}

/** Several requests as one outcome: the first failure, else the last success. */
export function combineOutcomes(outcomes: AttemptOutcome[]): AttemptOutcome {
  return outcomes.find((o) => !o.ok) ?? outcomes[outcomes.length - 1] ?? { ok: true, statusCode: null, error: null };
}
