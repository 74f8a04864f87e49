import * as http from 'node:http';
import type { AddressInfo } from 'node:net';

import { attemptHttp, RefusedAddressError, sendHttp } from './outbound-http';
import { webhookAddressAllowed } from './webhook-rules';

describe('outbound requests checked by address', () => {
  let server: http.Server;
  let port = 0;
  const hits: string[] = [];
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      hits.push(`${req.method} ${req.headers.host}${req.url}`);
      res.end('ok');
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));
  beforeEach(() => (hits.length = 0));

  const allow = (ip: string) => webhookAddressAllowed(ip, false);

  it('refuses, before sending anything, a name that resolves to a private address', async () => {
    const resolve = jest.fn().mockResolvedValue([{ address: '10.0.0.5', family: 4 }]);
    await expect(sendHttp({ url: 'https://hooks.internal.example/x', method: 'POST', body: '{}', timeoutMs: 1000, allowAddress: allow, resolve })).rejects.toThrow(RefusedAddressError);
    const outcome = await attemptHttp({ url: 'https://hooks.internal.example/x', method: 'POST', body: '{}', timeoutMs: 1000, allowAddress: allow, resolve });
    expect(outcome).toEqual({ ok: false, statusCode: null, error: 'hooks.internal.example resolves to 10.0.0.5, a private or internal network address; nothing was sent.' });
    expect(resolve).toHaveBeenCalledWith('hooks.internal.example');
  });

  it('refuses a name when any of its addresses is private (no choosing the public one only sometimes)', async () => {
    const resolve = jest.fn().mockResolvedValue([
      { address: '93.184.216.34', family: 4 },
      { address: '169.254.169.254', family: 4 },
    ]);
    const outcome = await attemptHttp({ url: 'https://mixed.example/x', method: 'POST', timeoutMs: 1000, allowAddress: allow, resolve });
    expect(outcome.error).toBe('mixed.example resolves to 169.254.169.254, a private or internal network address; nothing was sent.');
  });

  it('refuses a literal private address without resolving anything', async () => {
    const resolve = jest.fn();
    const outcome = await attemptHttp({ url: 'https://192.168.1.20/x', method: 'POST', timeoutMs: 1000, allowAddress: allow, resolve });
    expect(outcome.error).toBe('192.168.1.20 is a private or internal network address; nothing was sent.');
    expect(resolve).not.toHaveBeenCalled();
  });

  it('connects to the addresses it checked, not to what the name resolves to later', async () => {
    // The name resolves (once, for the check) to loopback, where the test receiver listens; the system resolver is never asked.
    const resolve = jest.fn().mockResolvedValue([{ address: '127.0.0.1', family: 4 }]);
    const res = await sendHttp({ url: `http://receiver.invalid:${port}/hook`, method: 'POST', body: '{}', timeoutMs: 2000, allowAddress: allow, resolve });
    expect(res.statusCode).toBe(200);
    expect(hits).toEqual([`POST receiver.invalid:${port}/hook`]);
    expect(resolve).toHaveBeenCalledTimes(1);
  });

  it('sends as before when no address check is asked for (operator-configured purges)', async () => {
    const res = await sendHttp({ url: `http://127.0.0.1:${port}/purge`, method: 'PURGE', timeoutMs: 2000 });
    expect(res.statusCode).toBe(200);
    expect(hits).toEqual([`PURGE 127.0.0.1:${port}/purge`]);
  });
});
