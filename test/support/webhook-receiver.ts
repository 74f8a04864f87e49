import { createHmac, timingSafeEqual } from 'node:crypto';
import * as http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
  at: number;
}

/**
 * A loopback HTTP server that records every request (webhook deliveries, CDN purges) and answers
 * with the status `respond` picks (200 by default).
 */
export class WebhookReceiver {
  readonly requests: ReceivedRequest[] = [];
  respond: (r: ReceivedRequest) => number | { status: number; body: string } = () => 200;
  private server: http.Server | null = null;
  port = 0;

  async start(): Promise<this> {
    this.server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const r: ReceivedRequest = { method: req.method ?? '', path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('utf8'), at: Date.now() };
        this.requests.push(r);
        const answer = this.respond(r);
        const { status, body } = typeof answer === 'number' ? { status: answer, body: '' } : answer;
        res.writeHead(status, { 'content-type': 'application/json' }).end(body || JSON.stringify({ ok: status < 300 }));
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
    return this;
  }

  url(path = '/'): string {
    return `http://127.0.0.1:${this.port}${path}`;
  }

  /** Requests to one path. */
  to(path: string): ReceivedRequest[] {
    return this.requests.filter((r) => r.path === path);
  }

  /** Waits until `count` requests reached `path` (within `ms`), and returns them. */
  async waitFor(path: string, count = 1, ms = 5000): Promise<ReceivedRequest[]> {
    const until = Date.now() + ms;
    while (this.to(path).length < count) {
      if (Date.now() > until) throw new Error(`${path}: ${this.to(path).length} of ${count} request(s) within ${ms} ms`);
      await new Promise((r) => setTimeout(r, 20));
    }
    return this.to(path);
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}

/** Whether a request carries `X-Webhook-Signature: sha256=<hex HMAC of its raw body with secret>`. */
export function signatureValid(r: ReceivedRequest, secret: string): boolean {
  const header = String(r.headers['x-webhook-signature'] ?? '');
  const expected = `sha256=${createHmac('sha256', secret).update(r.body, 'utf8').digest('hex')}`;
  return header.length === expected.length && timingSafeEqual(Buffer.from(header), Buffer.from(expected));
}
