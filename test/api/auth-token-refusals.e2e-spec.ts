import { JwtService } from '@nestjs/jwt';
import { DataSource, Repository } from 'typeorm';

import { AuthSession } from '../../src/auth/entities/auth-session.entity';
import { loginAs } from '../support/auth';
import { createTestApp, TEST_ADMIN, TEST_DB, TestApp } from '../support/test-app';

const PLEASE_LOG_IN = { success: false, message: 'Please log in to continue.' };
const SESSION_EXPIRED = { success: false, message: 'Your session has expired. Please log in again.' };

jest.setTimeout(30_000);

/** The exact answers a refused access token gets (status and message), whichever check refuses it. */
describe(`auth: refused access tokens (${TEST_DB})`, () => {
  let t: TestApp;
  let sessions: Repository<AuthSession>;
  const login = () => loginAs(t, TEST_ADMIN.email, TEST_ADMIN.password);
  const keepalive = (token?: string) => {
    const req = t.http.get('/api/admin/session/keepalive');
    return token ? req.set('authorization', `Bearer ${token}`) : req;
  };
  const claimsOf = (token: string) => new JwtService().decode<{ sub: string; sid: number }>(token);

  beforeAll(async () => {
    t = await createTestApp();
    sessions = t.app.get(DataSource).getRepository(AuthSession);
  });
  afterAll(async () => {
    await t.close();
  });

  it('no token, a token signed with another secret and an expired token: 401 "Please log in to continue."', async () => {
    const { token } = await login();
    const { sub, sid } = claimsOf(token);
    const otherSecret = new JwtService({ secret: 'x'.repeat(48) }).sign({ sid, typ: 'access' }, { subject: sub, expiresIn: 600 });
    const expired = new JwtService({ secret: t.config.jwt.accessSecret }).sign({ sid, typ: 'access' }, { subject: sub, expiresIn: -10 });
    for (const res of [await keepalive(), await keepalive(otherSecret), await keepalive(expired)]) {
      expect([res.status, res.body]).toEqual([401, PLEASE_LOG_IN]);
    }
    expect((await keepalive(token)).status).toBe(200);
  });

  it('a token of a revoked, idle-expired or absolutely expired session: 401 "Your session has expired."', async () => {
    const revoked = await login();
    await sessions.update(claimsOf(revoked.token).sid, { revokedAt: new Date() });
    const idle = await login();
    await sessions.update(claimsOf(idle.token).sid, { lastSeenAt: new Date(Date.now() - (t.config.jwt.idleTimeoutSeconds + 5 * 60 + 10) * 1000) });
    const old = await login();
    await sessions.update(claimsOf(old.token).sid, { expiresAt: new Date(Date.now() - 1000) });
    for (const { token } of [revoked, idle, old]) {
      const res = await keepalive(token);
      expect([res.status, res.body]).toEqual([401, SESSION_EXPIRED]);
    }
  });

  it('a public route answers with or without a good token, and ignores a refused one', async () => {
    const { token } = await login();
    const checkAuth = (bearer: string) => t.http.get('/auth/check-auth').set('authorization', `Bearer ${bearer}`);
    expect((await checkAuth(token)).body.data).toEqual({ success: true, email: TEST_ADMIN.email, roles: ['Administrator'] });
    const { sub, sid } = claimsOf(token);
    const forged = await checkAuth(new JwtService({ secret: 'x'.repeat(48) }).sign({ sid, typ: 'access' }, { subject: sub }));
    expect([forged.status, forged.body]).toEqual([200, { success: true, data: { success: false } }]);
  });
});
