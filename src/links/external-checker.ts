import * as http from 'node:http';
import * as https from 'node:https';

import { hostAddresses, isInternalAddress, pinnedLookup, type Resolve, type ResolvedAddress, resolveWithDns } from '../common/outbound-addresses';
import { LINK_REASON_INTERNAL } from '../contract/links';

/** One request of a redirect chain, sent only to `addresses` (already checked); the body is never read. */
export type Send = (hop: { url: URL; method: 'HEAD' | 'GET'; addresses: ResolvedAddress[]; signal: AbortSignal }) => Promise<{ status: number; location: string | null }>;

/** Redirects followed before a link counts as unreachable. */
export const MAX_REDIRECTS = 5;
const REDIRECT = new Set([301, 302, 303, 307, 308]);

/** A link whose host is, or resolves to, an internal address: it is reported and never requested. */
export class InternalAddressError extends Error {
  constructor(host: string) {
    super(`${host} is an internal address`);
    this.name = 'InternalAddressError';
  }
}

/** node:http(s) pinned to the checked addresses, without the shared agent (a pooled socket may have been connected by another lookup). */
export const sendPinned: Send = ({ url, method, addresses, signal }) =>
  new Promise((resolve, reject) => {
    const request = url.protocol === 'https:' ? https.request : http.request;
    const req = request(url, { method, signal, agent: false, lookup: pinnedLookup(addresses), headers: { 'user-agent': 'site-link-checker' } }, (res) => {
      resolve({ status: res.statusCode ?? 0, location: typeof res.headers.location === 'string' ? res.headers.location : null });
      res.destroy();
    });
    req.on('error', reject);
    req.end();
  });

/** Rejects with the signal's reason once it aborts (for steps that take no signal themselves, such as a DNS lookup). */
function raceAbort<T>(p: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason as Error);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason as Error);
    signal.addEventListener('abort', onAbort, { once: true });
    p.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/**
 * External links (only with LINK_CHECK_EXTERNAL=true): HEAD, then GET when a server refuses HEAD, each
 * with a timeout; requests to one host are spaced by `perHostIntervalMs` (one host at a time, hosts in
 * turn), so a page full of links to one site never floods it.
 *
 * Editors choose these addresses, so the checker must not become a way to probe the server's own
 * network: each hop of a redirect chain is followed by hand, its host resolved once and refused when
 * any address is internal, and the request connects to exactly the addresses that were checked.
 */
export class ExternalChecker {
  private readonly lastByHost = new Map<string, number>();
  private readonly queueByHost = new Map<string, Promise<unknown>>();
  private readonly resolve: Resolve;
  private readonly send: Send;

  constructor(private readonly opts: { timeoutMs: number; perHostIntervalMs: number; resolve?: Resolve; send?: Send }) {
    this.resolve = opts.resolve ?? resolveWithDns;
    this.send = opts.send ?? sendPinned;
  }

  /** The reason the link is broken (or was not checked), or null when it answers. */
  check(url: string, host: string): Promise<string | null> {
    const prev = this.queueByHost.get(host) ?? Promise.resolve();
    const run = prev.then(async () => {
      const wait = (this.lastByHost.get(host) ?? 0) + this.opts.perHostIntervalMs - Date.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      try {
        return await this.request(url);
      } finally {
        this.lastByHost.set(host, Date.now());
      }
    });
    this.queueByHost.set(
      host,
      run.catch(() => undefined),
    );
    return run;
  }

  private async request(url: string): Promise<string | null> {
    try {
      let status = await this.follow(url, 'HEAD');
      if (status === 405 || status === 501) status = await this.follow(url, 'GET');
      if (status === 404 || status === 410) return `The other site answers ${status} (not found).`;
      if (status >= 500) return `The other site answers ${status} (server error).`;
      return null;
    } catch (e) {
      const err = e as Error;
      if (err instanceof InternalAddressError) return LINK_REASON_INTERNAL;
      return err.name === 'TimeoutError' ? `No answer within ${Math.round(this.opts.timeoutMs / 1000)} s.` : `Could not reach the other site (${err.message}).`;
    }
  }

  /** The status at the end of the redirect chain; every hop's host is checked before anything is sent to it. */
  private async follow(start: string, method: 'HEAD' | 'GET'): Promise<number> {
    const signal = AbortSignal.timeout(this.opts.timeoutMs);
    let url = new URL(start);
    for (let hops = 0; ; hops++) {
      if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`redirected to a ${url.protocol} address`);
      const addresses = await raceAbort(this.addressesOf(url), signal);
      const { status, location } = await this.send({ url, method, addresses, signal }).catch((e: unknown) => {
        throw signal.aborted ? (signal.reason as Error) : e;
      });
      if (!REDIRECT.has(status) || !location) return status;
      if (hops >= MAX_REDIRECTS) throw new Error(`more than ${MAX_REDIRECTS} redirects`);
      url = new URL(location, url);
    }
  }

  /** The addresses to connect to for this URL: its literal IP, or what its name resolves to; none may be internal. */
  private async addressesOf(url: URL): Promise<ResolvedAddress[]> {
    const { host, addresses } = await hostAddresses(url, this.resolve);
    if (!addresses.length) throw new Error(`${host} has no address`);
    if (addresses.some((a) => isInternalAddress(a.address))) throw new InternalAddressError(host);
    return addresses;
  }
}
