/**
 * External links (only with LINK_CHECK_EXTERNAL=true): HEAD, then GET when a server refuses HEAD, each
 * with a timeout; requests to one host are spaced by `perHostIntervalMs` (one host at a time, hosts in
 * turn), so a page full of links to one site never floods it.
 */
export class ExternalChecker {
  private readonly lastByHost = new Map<string, number>();
  private readonly queueByHost = new Map<string, Promise<unknown>>();

  constructor(private readonly opts: { timeoutMs: number; perHostIntervalMs: number; fetch?: typeof fetch }) {}

  /** The reason the link is broken, or null when it answers. */
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
    const f = this.opts.fetch ?? fetch;
    const once = async (method: 'HEAD' | 'GET') => {
      const res = await f(url, { method, redirect: 'follow', signal: AbortSignal.timeout(this.opts.timeoutMs), headers: { 'user-agent': 'site-link-checker' } });
      await res.body?.cancel().catch(() => undefined);
      return res.status;
    };
    try {
      let status = await once('HEAD');
      if (status === 405 || status === 501) status = await once('GET');
      if (status === 404 || status === 410) return `The other site answers ${status} (not found).`;
      if (status >= 500) return `The other site answers ${status} (server error).`;
      return null;
    } catch (e) {
      const err = e as Error;
      return err.name === 'TimeoutError' ? `No answer within ${Math.round(this.opts.timeoutMs / 1000)} s.` : `Could not reach the other site (${err.message}).`;
    }
  }
}
