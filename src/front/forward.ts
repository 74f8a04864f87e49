import * as http from 'node:http';

import type { Handler } from '../page-cache/hot-path';

/** Hop-by-hop headers (RFC 9110 7.6.1): they describe one connection and are never passed on. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'te', 'trailer', 'transfer-encoding', 'upgrade']);

/**
 * The headers a request is forwarded to the app with. The app trusts the front (its only peer on the
 * private socket) for one hop, so the front says who the client is:
 * - not behind a trusted proxy (TRUST_PROXY off): X-Forwarded-For is the client's address alone and
 *   X-Forwarded-Host/-Proto the request's own Host and `http`, whatever the client sent (a client
 *   cannot pass itself off as another address or host);
 * - behind one (TRUST_PROXY on): the proxy's X-Forwarded-* are kept (the address it connected from
 *   appended to X-Forwarded-For), and the request's own values fill in what it did not send.
 * X-Request-Id is the id the app would have given (a trusted proxy's, else a new UUID).
 */
export function forwardedHeaders(req: http.IncomingMessage, trustProxy: boolean, requestId: string): http.OutgoingHttpHeaders {
  const out: http.OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || HOP_BY_HOP.has(name)) continue;
    if (name.startsWith('x-forwarded-') || name === 'x-request-id') continue;
    out[name] = value;
  }
  const peer = req.socket.remoteAddress ?? '';
  const h = req.headers;
  const given = (name: string) => {
    const v = h[name];
    return trustProxy && typeof v === 'string' && v !== '' ? v : undefined;
  };
  const xff = given('x-forwarded-for');
  out['x-forwarded-for'] = xff ? `${xff}, ${peer}` : peer;
  out['x-forwarded-host'] = given('x-forwarded-host') ?? h.host ?? '';
  out['x-forwarded-proto'] = given('x-forwarded-proto') ?? 'http';
  out['x-request-id'] = requestId;
  return out;
}

/** The app's answer when it cannot be reached (starting, restarting or gone): the site's error shape. */
const UNAVAILABLE = JSON.stringify({ success: false, message: 'The site is temporarily unavailable. Please try again in a moment.' });

/**
 * Forwards a request to the app on its private socket and streams the answer back (bodies both ways
 * are piped, never buffered: uploads, downloads and slow answers pass as they come). Hop-by-hop
 * headers are dropped both ways; when the app says `Connection: close` (it is draining), the client's
 * connection closes after this response too. An app that cannot be reached gives 503.
 */
export function forwarder(opts: { socketPath: string; trustProxy: boolean; requestId: (req: http.IncomingMessage) => string }): Handler & { agent: http.Agent } {
  const agent = new http.Agent({ keepAlive: true, maxFreeSockets: 64, scheduling: 'lifo' });
  const forward = (req: http.IncomingMessage, res: http.ServerResponse) => {
    const upstream = http.request({
      agent,
      socketPath: opts.socketPath,
      method: req.method,
      path: req.url,
      headers: forwardedHeaders(req, opts.trustProxy, opts.requestId(req)),
    });
    let answered = false;
    upstream.on('response', (up) => {
      answered = true;
      const headers: string[] = [];
      const raw = up.rawHeaders;
      let close = false;
      for (let i = 0; i < raw.length; i += 2) {
        const name = raw[i].toLowerCase();
        if (name === 'connection') close ||= /\bclose\b/i.test(raw[i + 1]);
        if (HOP_BY_HOP.has(name)) continue;
        headers.push(raw[i], raw[i + 1]);
      }
      if (close) res.shouldKeepAlive = false;
      res.writeHead(up.statusCode ?? 502, up.statusMessage, headers);
      up.pipe(res);
      up.on('error', () => res.destroy());
    });
    upstream.on('error', () => {
      if (answered || res.headersSent) {
        res.destroy();
        return;
      }
      answered = true;
      res.writeHead(503, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(UNAVAILABLE), 'retry-after': '1', 'cache-control': 'no-store' });
      res.end(UNAVAILABLE);
    });
    // The client went away before the answer was complete: stop the app's side too.
    res.on('close', () => {
      if (!res.writableFinished) upstream.destroy();
    });
    req.pipe(upstream);
  };
  return Object.assign(forward, { agent });
}
