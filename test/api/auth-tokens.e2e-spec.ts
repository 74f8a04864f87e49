import * as crypto from 'node:crypto';

import * as jwt from 'jsonwebtoken';
import { DataSource } from 'typeorm';

import { AuthSession } from '../../src/auth/entities/auth-session.entity';
import { RefreshToken } from '../../src/auth/entities/refresh-token.entity';
import { SessionService } from '../../src/auth/session.service';
import { BACKGROUND_REQUEST_HEADER } from '../../src/contract/auth';
import { loginAs } from '../support/auth';
import { createTestApp, TEST_ADMIN, TEST_DB, TestApp } from '../support/test-app';

const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');

jest.setTimeout(30_000);

describe(`auth: tokens and sessions (${TEST_DB})`, () => {
  let t: TestApp;
  let ds: DataSource;
  const login = () => loginAs(t, TEST_ADMIN.email, TEST_ADMIN.password);
  const keepalive = (token: string) => t.http.get('/api/admin/session/keepalive').set('authorization', `Bearer ${token}`);
  const refresh = (refreshToken: string) => t.http.post('/auth/refresh-token').send({ refreshToken });

  beforeAll(async () => {
    t = await createTestApp();
    ds = t.app.get(DataSource);
  });
  afterAll(async () => {
    await t.close();
  });

  it('issues a 15-minute HS256 access token of type access', async () => {
    const { token } = await login();
    const header = JSON.parse(Buffer.from(token.split('.')[0], 'base64url').toString());
    const payload = jwt.verify(token, t.config.jwt.accessSecret, { algorithms: ['HS256'] }) as jwt.JwtPayload;
    expect(header.alg).toBe('HS256');
    expect(payload.typ).toBe('access');
    expect(payload.exp! - payload.iat!).toBe(15 * 60);
  });

  it('stores only a hash of the refresh token in a session row', async () => {
    const { refreshToken } = await login();
    const hash = crypto.createHash('sha256').update(refreshToken).digest('hex');
    const row = await ds.getRepository(RefreshToken).findOneBy({ tokenHash: hash });
    expect(row).not.toBeNull();
    const all = await ds.getRepository(RefreshToken).find();
    expect(all.some((r) => r.tokenHash === refreshToken)).toBe(false);
  });

  it('rotates the refresh token on every refresh, and the new access token works', async () => {
    const first = await login();
    const r1 = await refresh(first.refreshToken);
    expect(r1.status).toBe(200);
    expect(r1.body).toEqual({ success: true, data: { token: expect.any(String), refreshToken: expect.any(String) } });
    expect(r1.body.data.refreshToken).not.toBe(first.refreshToken);
    expect((await keepalive(r1.body.data.token)).status).toBe(200);
    const r2 = await refresh(r1.body.data.refreshToken);
    expect(r2.status).toBe(200);
  });

  it('revokes the whole session family when a spent refresh token is presented again', async () => {
    const first = await login();
    const r1 = await refresh(first.refreshToken);
    const current = r1.body.data;
    const reuse = await refresh(first.refreshToken);
    expect(reuse.status).toBe(401);
    expect(reuse.body.success).toBe(false);
    // The thief's replay ends the session for the legitimate holder too.
    expect((await refresh(current.refreshToken)).status).toBe(401);
    expect((await keepalive(current.token)).status).toBe(401);
    const session = await ds.getRepository(AuthSession).findOneByOrFail({ id: (jwt.decode(current.token) as { sid: number }).sid });
    expect(session.revokedAt).not.toBeNull();
  });

  it('refuses alg none, a tampered payload, an expired token and a refresh token used as an access token', async () => {
    const { token, refreshToken } = await login();
    const [, payload, sig] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const none = `${b64({ alg: 'none', typ: 'JWT' })}.${payload}.`;
    const tampered = `${token.split('.')[0]}.${b64({ ...claims, sub: '999' })}.${sig}`;
    const expired = jwt.sign({ sid: claims.sid, typ: 'access' }, t.config.jwt.accessSecret, { algorithm: 'HS256', subject: claims.sub, expiresIn: -10 });
    const wrongType = jwt.sign({ sid: claims.sid, typ: 'refresh' }, t.config.jwt.accessSecret, { algorithm: 'HS256', subject: claims.sub, expiresIn: 600 });
    const otherAlg = jwt.sign({ sid: claims.sid, typ: 'access' }, t.config.jwt.accessSecret, { algorithm: 'HS512', subject: claims.sub, expiresIn: 600 });
    for (const bad of [none, tampered, expired, wrongType, otherAlg, refreshToken, 'garbage']) {
      const res = await keepalive(bad);
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ success: false, message: expect.any(String) });
    }
    expect((await keepalive(token)).status).toBe(200);
  });

  it('check-auth answers success with the email for a valid token and false without one', async () => {
    const { token } = await login();
    const ok = await t.http.get('/auth/check-auth').set('authorization', `Bearer ${token}`);
    expect(ok.body).toEqual({ success: true, data: { success: true, email: TEST_ADMIN.email, roles: ['Administrator'] } });
    const anon = await t.http.get('/auth/check-auth');
    expect(anon.status).toBe(200);
    expect(anon.body).toEqual({ success: true, data: { success: false } });
  });

  it('logout revokes the session: its access and refresh tokens stop working', async () => {
    const { token, refreshToken } = await login();
    const out = await t.http.post('/auth/logout').set('authorization', `Bearer ${token}`).send({ refreshToken });
    expect(out.body).toEqual({ success: true, data: true });
    expect((await keepalive(token)).status).toBe(401);
    expect((await refresh(refreshToken)).status).toBe(401);
  });

  it('ends a session after the idle limit and after the absolute limit; keepalive restarts the idle clock', async () => {
    const repo = ds.getRepository(AuthSession);
    const a = await login();
    const sidA = (jwt.decode(a.token) as { sid: number }).sid;
    // Idle for longer than the limit (4 hours by default) plus the 5 minutes given to answer the timeout prompt.
    await repo.update(sidA, { lastSeenAt: new Date(Date.now() - (t.config.jwt.idleTimeoutSeconds + 5 * 60 + 10) * 1000) });
    expect((await keepalive(a.token)).status).toBe(401);
    expect((await refresh(a.refreshToken)).status).toBe(401);

    const b = await login();
    const sidB = (jwt.decode(b.token) as { sid: number }).sid;
    // Just past 4 hours: the prompt is showing and Yes (keepalive) still saves the session.
    await repo.update(sidB, { lastSeenAt: new Date(Date.now() - (t.config.jwt.idleTimeoutSeconds + 60) * 1000) });
    const alive = await keepalive(b.token);
    expect(alive.status).toBe(200);
    const touched = await repo.findOneByOrFail({ id: sidB });
    expect(Date.now() - touched.lastSeenAt.getTime()).toBeLessThan(60_000);

    await repo.update(sidB, { expiresAt: new Date(Date.now() - 1000) });
    expect((await keepalive(b.token)).status).toBe(401);
    expect((await refresh(b.refreshToken)).status).toBe(401);
  });

  it('requests the admin makes on its own (the presence report) and token refreshes do not restart the idle clock; a request does', async () => {
    const repo = ds.getRepository(AuthSession);
    const a = await login();
    const sid = (jwt.decode(a.token) as { sid: number }).sid;
    // Whole seconds: MariaDB keeps no milliseconds.
    const idleSince = new Date(Math.floor((Date.now() - 10 * 60 * 1000) / 1000) * 1000);
    await repo.update(sid, { lastSeenAt: idleSince });
    const report = await t.http.post('/api/admin/presence').set('authorization', `Bearer ${a.token}`).set(BACKGROUND_REQUEST_HEADER, '1').send({ kind: 'pages', baseId: 1 });
    expect(report.status).toBe(200);
    expect((await refresh(a.refreshToken)).status).toBe(200);
    expect((await repo.findOneByOrFail({ id: sid })).lastSeenAt.getTime()).toBe(idleSince.getTime());
    // Left like that past the limit, the session ends although the page kept reporting.
    await repo.update(sid, { lastSeenAt: new Date(Date.now() - (t.config.jwt.idleTimeoutSeconds + 5 * 60 + 10) * 1000) });
    const late = await t.http.post('/api/admin/presence').set('authorization', `Bearer ${a.token}`).set(BACKGROUND_REQUEST_HEADER, '1').send({ kind: 'pages', baseId: 1 });
    expect(late.status).toBe(401);

    const b = await login();
    const sidB = (jwt.decode(b.token) as { sid: number }).sid;
    await repo.update(sidB, { lastSeenAt: idleSince });
    expect((await t.http.get('/api/admin/dashboard').set('authorization', `Bearer ${b.token}`)).status).toBe(200);
    expect(Date.now() - (await repo.findOneByOrFail({ id: sidB })).lastSeenAt.getTime()).toBeLessThan(60_000);
  });

  it('the hourly cleanup deletes dead sessions (revoked, idle or expired) and keeps live ones', async () => {
    const repo = ds.getRepository(AuthSession);
    const live = await login();
    const dead = await login();
    const liveId = (jwt.decode(live.token) as { sid: number }).sid;
    const deadId = (jwt.decode(dead.token) as { sid: number }).sid;
    await t.http.post('/auth/logout').set('authorization', `Bearer ${dead.token}`).send({});
    await repo.update(deadId, { revokedAt: new Date(Date.now() - 1000) });
    await t.app.get(SessionService).purgeDead();
    expect(await repo.findOneBy({ id: deadId })).toBeNull();
    expect(await ds.getRepository(RefreshToken).findOneBy({ sessionId: deadId })).toBeNull();
    expect(await repo.findOneBy({ id: liveId })).not.toBeNull();
    expect((await keepalive(live.token)).status).toBe(200);
  });

  it('sets lastLogin on login', async () => {
    const before = Date.now();
    const { token } = await login();
    const users = await t.http.get('/api/adminusers/get-all').set('authorization', `Bearer ${token}`);
    const me = users.body.data.find((u: { email: string }) => u.email === TEST_ADMIN.email);
    expect(new Date(me.lastLogin).getTime()).toBeGreaterThanOrEqual(before - 1000);
  });
});
