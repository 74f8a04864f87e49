import { adminToken, tokenForRole } from '../support/auth';
import { article } from '../support/content-fixtures';
import { startRedis, TestRedis } from '../support/redis-server';
import { createTestApp, TEST_DB, TestApp } from '../support/test-app';

/** Edit presence: two editors on one item see each other, across instances (Redis), until one leaves. */
describe(`edit presence (${TEST_DB})`, () => {
  let redis: TestRedis;
  let a: TestApp;
  let b: TestApp;
  let admin: Record<string, string>;
  let editor: Record<string, string>;
  let baseId: number;

  beforeAll(async () => {
    redis = await startRedis();
    const shared = { REDIS_URL: redis.url, REDIS_PREFIX: `presence-test-${Date.now()}:`, JWT_ACCESS_SECRET: 'p'.repeat(20) + Math.random().toString(36).repeat(3) };
    a = await createTestApp(shared);
    b = await createTestApp({ ...shared, ...(a.databaseUrl ? { DATABASE_URL: a.databaseUrl } : { DATA_DIR: a.dataDir }) });
    admin = { authorization: `Bearer ${await adminToken(a)}` };
    editor = { authorization: `Bearer ${await tokenForRole(a, 'Editor')}` };
    baseId = (await a.http.post('/api/admin/pages/add').set(admin).send(article('Presence Page'))).body.data.baseId;
  }, 120_000);
  afterAll(async () => {
    await b?.close().catch(() => undefined);
    await a?.close();
    await redis?.stop();
  }, 60_000);

  it('tells each editor who else has the item open, on any instance, and forgets one who leaves', async () => {
    const item = { kind: 'pages', baseId };
    const first = await a.http.post('/api/admin/presence').set(admin).send(item);
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({ others: [] });
    const second = await b.http.post('/api/admin/presence').set(editor).send(item);
    expect(second.body.data.others).toEqual([{ email: 'admin@example.com', since: expect.any(String) }]);
    const back = await a.http.post('/api/admin/presence').set(admin).send(item);
    expect(back.body.data.others).toHaveLength(1);
    expect(back.body.data.others[0].email).toMatch(/^editor-/);
    // Another item is somebody else's business.
    expect(
      (
        await a.http
          .post('/api/admin/presence')
          .set(admin)
          .send({ kind: 'pages', baseId: baseId + 1000 })
      ).body.data.others,
    ).toEqual([]);
    expect((await b.http.post('/api/admin/presence/leave').set(editor).send(item)).status).toBe(200);
    expect((await a.http.post('/api/admin/presence').set(admin).send(item)).body.data.others).toEqual([]);
  });

  it('refuses bad input and the signed out', async () => {
    expect((await a.http.post('/api/admin/presence').set(admin).send({ kind: 'nope', baseId: 1 })).status).toBe(400);
    expect((await a.http.post('/api/admin/presence').send({ kind: 'pages', baseId })).status).toBe(401);
  });
});
