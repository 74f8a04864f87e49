import { DataSource } from 'typeorm';

import { LoginAttempt } from '../../src/auth/entities/login-attempt.entity';
import { createTestApp, TEST_ADMIN, TEST_DB, TestApp } from '../support/test-app';

jest.setTimeout(30_000);

describe(`auth: brute-force protection (${TEST_DB})`, () => {
  describe('per-account lockout', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp();
    });
    afterAll(async () => {
      await t.close();
    });
    const attempt = (Username: string, Password: string) => t.http.post('/auth/login').send({ Username, Password });

    it('locks an account after 5 failed logins in 15 minutes, even for the right password, with a clear message', async () => {
      for (let i = 1; i <= 4; i++) expect((await attempt(TEST_ADMIN.email, `wrong-password-${i}`)).status).toBe(401);
      const fifth = await attempt(TEST_ADMIN.email, 'wrong-password-5');
      expect(fifth.status).toBe(429);
      expect(fifth.body).toEqual({ success: false, message: 'Too many failed login attempts. This account is locked; please try again in 15 minutes.' });
      const right = await attempt(TEST_ADMIN.email, TEST_ADMIN.password);
      expect(right.status).toBe(429);
      expect(right.body.message).toMatch(/locked/);
    });

    it('unlocks by time', async () => {
      const repo = t.app.get(DataSource).getRepository(LoginAttempt);
      await repo.update({ email: TEST_ADMIN.email }, { lockedUntil: new Date(Date.now() - 1000), windowStartedAt: new Date(Date.now() - 16 * 60_000) });
      const res = await attempt(TEST_ADMIN.email, TEST_ADMIN.password);
      expect(res.status).toBe(200);
      expect(await repo.findOneBy({ email: TEST_ADMIN.email })).toBeNull();
    });

    it('treats an unknown address exactly like a known one, so the lockout reveals nothing', async () => {
      const known: string[] = [];
      const unknown: string[] = [];
      for (let i = 0; i < 6; i++) {
        known.push(JSON.stringify([(await attempt(TEST_ADMIN.email, 'nope-nope-nope')).status, (await attempt(TEST_ADMIN.email, 'nope-nope-nope')).body]));
        unknown.push(JSON.stringify([(await attempt('ghost@example.com', 'nope-nope-nope')).status, (await attempt('ghost@example.com', 'nope-nope-nope')).body]));
      }
      expect(unknown).toEqual(known);
    });

    it('counts failures in a 15-minute window: older failures do not add up', async () => {
      const repo = t.app.get(DataSource).getRepository(LoginAttempt);
      const email = 'window@example.com';
      for (let i = 0; i < 4; i++) await attempt(email, 'wrong-wrong-wrong');
      await repo.update({ email }, { windowStartedAt: new Date(Date.now() - 16 * 60_000) });
      const next = await attempt(email, 'wrong-wrong-wrong');
      expect(next.status).toBe(401);
      expect((await repo.findOneByOrFail({ email })).failures).toBe(1);
    });
  });

  describe('per-IP rate limit on /auth', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '5', AUTH_MAIL_RATE_LIMIT_PER_15_MIN: '2' });
    });
    afterAll(async () => {
      await t.close();
    });

    it('answers 429 with a message once an address goes over the limit', async () => {
      for (let i = 0; i < 5; i++) expect((await t.http.get('/auth/check-auth')).status).toBe(200);
      const over = await t.http.post('/auth/login').send({ Username: TEST_ADMIN.email, Password: TEST_ADMIN.password });
      expect(over.status).toBe(429);
      expect(over.body).toEqual({ success: false, message: 'Too many requests. Please wait a moment and try again.' });
    });
  });

  describe('per-IP limit on the routes that send email', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ AUTH_MAIL_RATE_LIMIT_PER_15_MIN: '2' });
    });
    afterAll(async () => {
      await t.close();
    });

    it('limits forgot-password and one-time-login requests per address', async () => {
      expect((await t.http.post('/auth/forgot-password').send({ Username: 'a@example.com' })).status).toBe(200);
      expect((await t.http.post('/auth/one-time-login').send({ Username: 'b@example.com' })).status).toBe(200);
      const third = await t.http.post('/auth/forgot-password').send({ Username: 'c@example.com' });
      expect(third.status).toBe(429);
      expect(third.body.message).toBe('Too many requests. Please wait a moment and try again.');
    });
  });
});
