import * as http from 'node:http';
import type { AddressInfo } from 'node:net';

import { LINK_REASON_INTERNAL } from '../../src/contract/links';
import { sendPinned } from '../../src/links/external-checker';
import { adminToken } from '../support/auth';
import { article } from '../support/content-fixtures';
import { createTestApp, TEST_DB, TestApp } from '../support/test-app';

/** A listener on every loopback address (IPv4 and IPv6) of a free port, counting what reaches it. */
async function loopbackListener() {
  const seen: { method: string; url: string; host: string }[] = [];
  const server = http.createServer((req, res) => {
    seen.push({ method: req.method ?? '', url: req.url ?? '', host: req.headers.host ?? '' });
    res.writeHead(200, { 'content-type': 'text/plain' }).end('internal');
  });
  await new Promise<void>((resolve) => server.listen({ port: 0, host: '::', ipv6Only: false }, resolve));
  return { seen, port: (server.address() as AddressInfo).port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** With LINK_CHECK_EXTERNAL=true, links into the server's own network are reported as not checked and never requested. */
describe(`link checker and internal addresses (${TEST_DB})`, () => {
  let t: TestApp;
  let auth: Record<string, string>;
  let target: Awaited<ReturnType<typeof loopbackListener>>;

  beforeAll(async () => {
    target = await loopbackListener();
    t = await createTestApp({ LINK_CHECK_EXTERNAL: 'true', LINK_CHECK_HOST_INTERVAL_MS: '0', LINK_CHECK_TIMEOUT_MS: '2000' });
    auth = { authorization: `Bearer ${await adminToken(t)}` };
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await target?.close();
  }, 60_000);

  it('a draft linking to loopback, unspecified, IPv4-mapped and cloud-metadata addresses: "Check now" sends them nothing and says why', async () => {
    const p = target.port;
    const links = [
      `http://127.0.0.2:${p}/`,
      `http://[::1]:${p}/status`,
      `http://[::ffff:127.0.0.1]:${p}/`,
      `http://0.0.0.0:${p}/`,
      'http://169.254.169.254/latest/meta-data/',
      'http://[fd00::1]/',
    ];
    // The loopback listener answers anyone who asks: proof that a request would reach it.
    expect((await fetch(`http://127.0.0.2:${p}/probe`)).status).toBe(200);
    expect((await fetch(`http://[::1]:${p}/probe`)).status).toBe(200);
    const before = target.seen.length;

    const saved = await t.http
      .post('/api/admin/knowledge-center/add')
      .set(auth)
      .send(article('Internal Links Draft', { status: 'draft', modules: [{ type: 2, editorData: links.map((l, i) => `<p><a href="${l}">link ${i}</a></p>`).join('') }] }));
    expect(saved.status).toBe(200);
    const baseId = saved.body.data.baseId as number;

    const run = await t.http.post('/api/admin/links/check').set(auth);
    expect(run.status).toBe(200);
    const report = (await t.http.get('/api/admin/links').set(auth)).body.data as { items: { url: string; reason: string; sourceId: number }[] };
    const fromDraft = report.items.filter((i) => i.sourceId === baseId);
    expect(fromDraft.map((i) => i.url).sort()).toEqual([...links].sort());
    for (const i of fromDraft) expect({ url: i.url, reason: i.reason }).toEqual({ url: i.url, reason: LINK_REASON_INTERNAL });
    expect(LINK_REASON_INTERNAL).toMatch(/^not checked: internal address/i);
    expect(target.seen.slice(before)).toEqual([]);
  });

  it('connects to the address that was checked, not to what a second lookup of the name might answer', async () => {
    // `.invalid` never resolves: an answer proves the connection used the given address and no lookup of its own.
    const before = target.seen.length;
    const answer = await sendPinned({
      url: new URL(`http://pinned.invalid:${target.port}/pinned`),
      method: 'HEAD',
      addresses: [{ address: '127.0.0.1', family: 4 }],
      signal: AbortSignal.timeout(2000),
    });
    expect(answer.status).toBe(200);
    expect(target.seen.slice(before)).toEqual([{ method: 'HEAD', url: '/pinned', host: `pinned.invalid:${target.port}` }]);
  });
});
