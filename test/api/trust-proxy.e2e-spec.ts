import { trustProxySetting } from '../../src/config/app-config';
import { adminToken } from '../support/auth';
import { article } from '../support/content-fixtures';
import { createTestApp, TEST_DB, TestApp } from '../support/test-app';

/**
 * Behind one balancer that appends the peer's address to X-Forwarded-For (nginx's
 * $proxy_add_x_forwarded_for, an AWS ALB), TRUST_PROXY=1 takes the rightmost entry: whatever a
 * client writes on the left changes neither its rate-limit key nor the IP the audit trail records.
 */
describe(`TRUST_PROXY as a hop count (${TEST_DB})`, () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '1' });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  }, 60_000);

  it('reads the setting: a hop count, proxy addresses, and true as one hop', () => {
    expect(trustProxySetting(undefined)).toBe(false);
    expect(trustProxySetting('1')).toBe(1);
    expect(trustProxySetting('true')).toBe(1);
    expect(trustProxySetting('10.0.0.0/8, loopback')).toEqual(['10.0.0.0/8', 'loopback']);
    expect(() => trustProxySetting('not-an-address')).toThrow(/TRUST_PROXY/);
  });

  it('a new leftmost X-Forwarded-For on every call does not escape the per-address limit', async () => {
    const statuses: number[] = [];
    for (let n = 1; n <= 12; n++) {
      const res = await t.http
        .post('/auth/forgot-password')
        .set('x-forwarded-for', `198.51.100.${n}, 192.0.2.10`)
        .send({ Username: `nobody-${n}@example.com` });
      statuses.push(res.status);
    }
    expect(statuses).toContain(429);
  });

  it('the audit trail records the address the balancer saw, not the one the client wrote', async () => {
    const token = await adminToken(t);
    const saved = await t.http
      .post('/api/admin/knowledge-center/add')
      .set('authorization', `Bearer ${token}`)
      .set('x-forwarded-for', '203.0.113.66, 192.0.2.20')
      .send(article('Audited Behind A Balancer'));
    expect(saved.status).toBe(200);
    const audit = await t.http.get('/api/admin/audit').set('authorization', `Bearer ${token}`).query({ q: 'Audited Behind A Balancer' });
    const entry = (audit.body.data.items as { itemTitle: string; ip: string | null }[]).find((e) => e.itemTitle === 'Audited Behind A Balancer');
    expect(entry?.ip).toBe('192.0.2.20');
  });
});
