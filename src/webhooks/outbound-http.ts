import * as http from 'node:http';
import * as https from 'node:https';
import type * as net from 'node:net';

import { hostAddresses, pinnedLookup, type Resolve, resolveWithDns } from '../common/outbound-addresses';

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
  /**
   * When set, the host's addresses are resolved and checked before anything is sent, and the connection is
   * pinned to the checked addresses (a name that resolves elsewhere a moment later cannot redirect it).
   */
  allowAddress?: (ip: string) => boolean;
  /** How names are resolved for allowAddress (DNS by default). */
  resolve?: Resolve;
}

/** A request refused before it was sent: its host is, or resolves to, an address it may not reach. */
export class RefusedAddressError extends Error {
  constructor(host: string, address: string) {
    super(
      host === address
        ? `${host} is a private or internal network address; nothing was sent.`
        : `${host} resolves to ${address}, a private or internal network address; nothing was sent.`,
    );
    this.name = 'RefusedAddressError';
  }
}

/** The lookup to connect with: none (the system's) without allowAddress, else one pinned to the checked addresses. */
async function checkedLookup(u: URL, r: OutboundRequest): Promise<net.LookupFunction | undefined> {
  if (!r.allowAddress) return undefined;
  const { host, addresses } = await hostAddresses(u, r.resolve ?? resolveWithDns);
  if (!addresses.length) throw Object.assign(new Error(`${host} has no address`), { code: 'ENOTFOUND' });
  const refused = addresses.find((a) => !r.allowAddress!(a.address));
  if (refused) throw new RefusedAddressError(host, refused.address);
  return pinnedLookup(addresses);
}

const KEEP_BODY = 300;

/**
 * One HTTP request with a deadline for the whole exchange. node:http rather than fetch: it sends any
 * method (PURGE) and any Host header, and never follows a redirect (a webhook's 3xx is not a delivery).
 * Rejects only when no answer came (refused, reset, timed out).
 */
export async function sendHttp(r: OutboundRequest): Promise<{ statusCode: number; bodyStart: string }> {
  const u = new URL(r.url);
  const lookup = await checkedLookup(u, r);
  return new Promise((resolve, reject) => {
    const lib = u.protocol === 'https:' ? https : http;
    const body = r.body === undefined ? undefined : Buffer.from(r.body, 'utf8');
    const headers = { ...(body ? { 'content-length': String(body.length) } : {}), ...r.headers };
    // A pinned connection gets no pooled socket (one from the shared agent may have been connected by another lookup).
    const req = lib.request(u, { method: r.method, headers, ...(lookup ? { lookup, agent: false } : {}) }, (res) => {
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
