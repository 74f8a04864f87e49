import * as fs from 'node:fs';
import * as path from 'node:path';

import { SMTPServer } from 'smtp-server';
import { DataSource } from 'typeorm';

import { LinkToken } from '../../src/auth/entities/link-token.entity';
import { loginAs } from '../support/auth';
import { freePort } from '../support/free-port';
import { createTestApp, TEST_ADMIN, TEST_DB, TestApp } from '../support/test-app';

const decodeQuotedPrintable = (s: string) => s.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h) => String.fromCharCode(parseInt(h, 16)));
const resetLinkIn = (mail: string) => /(https?:\/\/[^\s]+\/account\/reset-password\/([A-Za-z0-9_-]+))/.exec(decodeQuotedPrintable(mail));

async function waitFor<T>(fn: () => T | null | undefined, timeoutMs = 5000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const v = fn();
    if (v) return v;
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 50));
  }
}

jest.setTimeout(30_000);

describe(`auth: forgotten password and reset links (${TEST_DB})`, () => {
  describe('with mail written to the outbox', () => {
    let t: TestApp;
    const outbox = () => path.join(t.dataDir, 'outbox');
    const mails = () =>
      fs.existsSync(outbox())
        ? fs
            .readdirSync(outbox())
            .sort()
            .map((f) => fs.readFileSync(path.join(outbox(), f), 'utf8'))
        : [];
    const forgot = (Username: string, DomainName?: string) => t.http.post('/auth/forgot-password').send({ Username, ...(DomainName ? { DomainName } : {}) });
    const latestLink = async (count: number) => resetLinkIn((await waitFor(() => (mails().length >= count ? mails() : null)))[count - 1])!;

    beforeAll(async () => {
      t = await createTestApp({ PUBLIC_URL_US: 'https://www.example.com', PUBLIC_URL_CA: 'https://ca.example.com' });
    });
    afterAll(async () => {
      await t.close();
    });

    it('answers a known and an unknown email identically, and mails only the known one', async () => {
      const known = await forgot(TEST_ADMIN.email, 'https://www.example.com');
      const unknown = await forgot('nobody-here@example.com', 'https://www.example.com');
      expect(known.status).toBe(200);
      expect(unknown.status).toBe(known.status);
      expect(known.body).toEqual({ success: true, data: true });
      expect(unknown.body).toEqual(known.body);
      await waitFor(() => mails().length === 1);
      await new Promise((r) => setTimeout(r, 300));
      expect(mails()).toHaveLength(1);
      expect(mails()[0]).toContain(`To: ${TEST_ADMIN.email}`);
    });

    it('builds the link on a configured origin: the page origin only when it is configured, never an arbitrary DomainName or the Host header', async () => {
      const first = await latestLink(1);
      expect(first[1].startsWith('https://www.example.com/account/reset-password/')).toBe(true);
      await forgot(TEST_ADMIN.email, 'https://ca.example.com');
      expect((await latestLink(2))[1].startsWith('https://ca.example.com/account/reset-password/')).toBe(true);
      await t.http.post('/auth/forgot-password').set('host', 'evil.example.net').send({ Username: TEST_ADMIN.email, DomainName: 'https://evil.example.net' });
      expect((await latestLink(3))[1].startsWith('https://www.example.com/account/reset-password/')).toBe(true);
    });

    it('stores only a hash of the link code', async () => {
      const code = (await latestLink(1))[2];
      const rows = await t.app.get(DataSource).getRepository(LinkToken).find();
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.some((r) => r.tokenHash === code)).toBe(false);
    });

    it('checks the hash, refuses a password against the policy, sets a good one once, and refuses reuse', async () => {
      const code = (await latestLink(3))[2];
      const check = await t.http.post('/auth/check-reset-hash').send({ PasswordResetHash: code });
      expect(check.body).toEqual({ success: true, data: { hash: code } });
      const bad = await t.http.post('/auth/check-reset-hash').send({ PasswordResetHash: 'not-a-real-code' });
      expect(bad.status).toBe(400);
      expect(bad.body).toEqual({ success: false, message: 'This link is invalid or has expired.' });

      const short = await t.http.post('/auth/set-password').send({ PasswordResetHash: code, PasswordHash: 'short-pw' });
      expect(short.status).toBe(400);
      expect(short.body.message).toBe('The password must be at least 12 characters long.');
      const common = await t.http.post('/auth/set-password').send({ PasswordResetHash: code, PasswordHash: 'password1234' });
      expect(common.body.message).toBe('This password is too common. Please choose a less predictable one.');
      const long = 'x'.repeat(20) + ' a long passphrase that is well past sixty-four characters in length';
      expect(long.length).toBeGreaterThan(64);

      const { token: oldToken } = await loginAs(t, TEST_ADMIN.email, TEST_ADMIN.password);
      const ok = await t.http.post('/auth/set-password').send({ PasswordResetHash: code, PasswordHash: long });
      expect(ok.status).toBe(200);
      expect(ok.body.success).toBe(true);
      // A reset ends every session of the user.
      expect((await t.http.get('/api/admin/session/keepalive').set('authorization', `Bearer ${oldToken}`)).status).toBe(401);
      expect((await t.http.post('/auth/login').send({ Username: TEST_ADMIN.email, Password: TEST_ADMIN.password })).status).toBe(401);
      expect((await t.http.post('/auth/login').send({ Username: TEST_ADMIN.email, Password: long })).status).toBe(200);

      const again = await t.http.post('/auth/set-password').send({ PasswordResetHash: code, PasswordHash: 'another-long-passphrase' });
      expect(again.status).toBe(400);
      expect(again.body.message).toBe('This link is invalid or has expired.');
      // The other outstanding links of the user were spent by the reset too.
      const older = (await latestLink(1))[2];
      expect((await t.http.post('/auth/check-reset-hash').send({ PasswordResetHash: older })).status).toBe(400);
      // Put the known password back for the tests below (clearing the per-account mail history first).
      await t.app.get(DataSource).getRepository(LinkToken).clear();
      const count = mails().length;
      await forgot(TEST_ADMIN.email);
      const next = (await latestLink(count + 1))[2];
      expect((await t.http.post('/auth/reset-password').send({ PasswordResetHash: next, PasswordHash: TEST_ADMIN.password })).status).toBe(200);
    });

    it('refuses an expired link (links last 1 hour)', async () => {
      // Per-account limit is 3 an hour: clear the history so this test can ask again.
      const repo = t.app.get(DataSource).getRepository(LinkToken);
      await repo.clear();
      const count = mails().length;
      await forgot(TEST_ADMIN.email);
      const code = (await latestLink(count + 1))[2];
      const row = (await repo.find())[0];
      expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBe(60 * 60_000);
      await repo.update(row.id, { expiresAt: new Date(Date.now() - 1000) });
      expect((await t.http.post('/auth/check-reset-hash').send({ PasswordResetHash: code })).status).toBe(400);
      const res = await t.http.post('/auth/set-password').send({ PasswordResetHash: code, PasswordHash: 'a-fine-long-passphrase' });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('This link is invalid or has expired.');
    });

    it('sends at most 3 reset emails per account per hour, answering the same way', async () => {
      await t.app.get(DataSource).getRepository(LinkToken).clear();
      const before = mails().length;
      for (let i = 0; i < 4; i++) expect((await forgot(TEST_ADMIN.email)).body).toEqual({ success: true, data: true });
      await waitFor(() => mails().length >= before + 3);
      await new Promise((r) => setTimeout(r, 300));
      expect(mails().length).toBe(before + 3);
    });
  });

  describe('with a real SMTP server', () => {
    let t: TestApp;
    let smtp: SMTPServer;
    const received: { to: string[]; body: string }[] = [];

    beforeAll(async () => {
      const port = await freePort();
      smtp = new SMTPServer({
        disabledCommands: ['STARTTLS'],
        authOptional: true,
        logger: false,
        onData(stream, session, callback) {
          let body = '';
          stream.on('data', (c: Buffer) => (body += c.toString('utf8')));
          stream.on('end', () => {
            received.push({ to: session.envelope.rcptTo.map((r) => r.address), body });
            callback();
          });
        },
      });
      await new Promise<void>((resolve) => smtp.listen(port, '127.0.0.1', resolve));
      t = await createTestApp({ SMTP_HOST: '127.0.0.1', SMTP_PORT: String(port), SMTP_IGNORE_TLS: 'true', MAIL_FROM: 'site@example.com' });
    });
    afterAll(async () => {
      await t.close();
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    });

    it('delivers the reset email over SMTP and its link works once', async () => {
      const res = await t.http.post('/auth/forgot-password').send({ Username: TEST_ADMIN.email, DomainName: 'http://anything.example.org' });
      expect(res.body).toEqual({ success: true, data: true });
      const mail = await waitFor(() => received[0], 10_000);
      expect(mail.to).toEqual([TEST_ADMIN.email]);
      const link = resetLinkIn(mail.body)!;
      // No public origin configured: the request's own origin, not the DomainName sent.
      expect(link[1]).not.toContain('anything.example.org');
      expect(fs.existsSync(path.join(t.dataDir, 'outbox'))).toBe(false);
      const code = link[2];
      expect((await t.http.post('/auth/check-reset-hash').send({ PasswordResetHash: code })).body.success).toBe(true);
      const set = await t.http.post('/auth/set-password').send({ PasswordResetHash: code, PasswordHash: 'smtp-delivered-passphrase' });
      expect(set.body.success).toBe(true);
      expect((await t.http.post('/auth/login').send({ Username: TEST_ADMIN.email, Password: 'smtp-delivered-passphrase' })).status).toBe(200);
      const reuse = await t.http.post('/auth/set-password').send({ PasswordResetHash: code, PasswordHash: 'second-use-passphrase' });
      expect(reuse.status).toBe(400);
      expect(reuse.body).toEqual({ success: false, message: 'This link is invalid or has expired.' });
    });
  });
});
