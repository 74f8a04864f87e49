import { adminToken } from '../support/auth';
import { createTestApp, TEST_ADMIN, TEST_DB, TestApp } from '../support/test-app';

jest.setTimeout(30_000);

describe(`auth: login and the global guard (${TEST_DB})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('signs the seeded administrator in with Username and Password', async () => {
    const res = await t.http.post('/auth/login').send({ Username: TEST_ADMIN.email, Password: TEST_ADMIN.password });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, data: { token: expect.any(String), refreshToken: expect.any(String), email: TEST_ADMIN.email } });
  });

  it('answers a wrong password and an unknown account with the same message', async () => {
    const wrong = await t.http.post('/auth/login').send({ Username: TEST_ADMIN.email, Password: 'not-the-password-at-all' });
    const unknown = await t.http.post('/auth/login').send({ Username: 'nobody@example.com', Password: 'not-the-password-at-all' });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ success: false, message: 'Invalid username or password.' });
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
  });

  it('refuses a protected route without a token and lets the token through', async () => {
    const anon = await t.http.get('/api/admin/session/keepalive');
    expect(anon.status).toBe(401);
    expect(anon.body.success).toBe(false);
    const token = await adminToken(t);
    const ok = await t.http.get('/api/admin/session/keepalive').set('authorization', `Bearer ${token}`);
    expect(ok.status).toBe(200);
    expect(ok.body.success).toBe(true);
  });
});
