import { DataSource } from 'typeorm';

import { REDIRECT_ROUTES } from '../../src/contract/routes';
import { HitBuffer } from '../../src/redirects/hit-buffer.service';
import { adminToken } from '../support/auth';
import { createTestApp, TEST_DB, TestApp } from '../support/test-app';

/** Two instances of the site on one database, as behind a load balancer. */
describe(`redirects across instances (${TEST_DB})`, () => {
  let a: TestApp;
  let b: TestApp;
  let auth: Record<string, string>;
  const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
  const hitsOf = async (source: string) => Number((await a.app.get(DataSource).query('SELECT hits FROM redirect WHERE source = ?', [source]))[0]?.hits);

  beforeAll(async () => {
    // Instances of one site share the database and the signing secrets.
    const shared = {
      REDIRECT_CACHE_TTL_MS: '200',
      JWT_ACCESS_SECRET: 'k'.repeat(20) + Math.random().toString(36).repeat(3),
      JWT_REFRESH_SECRET: 'r'.repeat(20) + Math.random().toString(36).repeat(3),
    };
    a = await createTestApp(shared);
    b = await createTestApp({ ...shared, ...(a.databaseUrl ? { DATABASE_URL: a.databaseUrl } : { DATA_DIR: a.dataDir }) });
    auth = { authorization: `Bearer ${await adminToken(a)}` };
  }, 90_000);
  afterAll(async () => {
    await b?.close().catch(() => undefined);
    await a?.close();
  });

  it('a rule saved on one instance is served by the other within the cache TTL, and hits from both add up', async () => {
    expect((await a.http.post(REDIRECT_ROUTES.add.url()).set(auth).send({ source: '/shared-rule', target: '/superu', status: 301 })).status).toBe(201);
    let served = 0;
    const get = async (t: TestApp) => {
      const res = await t.http.get('/shared-rule');
      if (res.status === 301) served++;
      return res;
    };
    expect((await get(a)).headers.location).toBe('/superu');
    let onB = await get(b);
    for (let i = 0; i < 40 && onB.status !== 301; i++) {
      await sleep(100);
      onB = await get(b);
    }
    expect([onB.status, onB.headers.location]).toEqual([301, '/superu']);
    await get(a);
    await get(b);
    await get(b);
    await Promise.all([a.app.get(HitBuffer).flush(), b.app.get(HitBuffer).flush()]);
    expect(await hitsOf('/shared-rule')).toBe(served);
  });

  it('a rule deleted on one instance stops on the other', async () => {
    const list = (await b.http.post(REDIRECT_ROUTES.filter.url()).set(auth).send({ search: 'shared-rule' })).body.data.items;
    expect((await b.http.delete(REDIRECT_ROUTES.delete.url({ id: list[0].id })).set(auth)).status).toBe(200);
    expect((await b.http.get('/shared-rule')).status).not.toBe(301);
    let onA = await a.http.get('/shared-rule');
    for (let i = 0; i < 40 && onA.status === 301; i++) {
      await sleep(100);
      onA = await a.http.get('/shared-rule');
    }
    expect(onA.status).not.toBe(301);
  });

  it('hits still in memory are written when an instance shuts down', async () => {
    expect((await a.http.post(REDIRECT_ROUTES.add.url()).set(auth).send({ source: '/counted-at-shutdown', target: '/anvol', status: 302 })).status).toBe(201);
    let res = await b.http.get('/counted-at-shutdown');
    for (let i = 0; i < 40 && res.status !== 302; i++) {
      await sleep(100);
      res = await b.http.get('/counted-at-shutdown');
    }
    expect(res.status).toBe(302);
    await b.http.get('/counted-at-shutdown');
    await b.http.head('/counted-at-shutdown');
    await b.close();
    expect(await hitsOf('/counted-at-shutdown')).toBe(3);
  }, 30_000);
});
