import * as fs from 'node:fs';
import * as path from 'node:path';

import { adminToken, loginAs } from '../support/auth';
import { createTestApp, TEST_ADMIN, TEST_DB, TestApp } from '../support/test-app';

jest.setTimeout(30_000);

const decodeQuotedPrintable = (s: string) => s.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h) => String.fromCharCode(parseInt(h, 16)));

describe(`auth: own account, one-time login, create-user (${TEST_DB})`, () => {
  let t: TestApp;
  const outbox = () => path.join(t.dataDir, 'outbox');
  const mails = () =>
    fs.existsSync(outbox())
      ? fs
          .readdirSync(outbox())
          .sort()
          .map((f) => decodeQuotedPrintable(fs.readFileSync(path.join(outbox(), f), 'utf8')))
      : [];
  const waitForMails = async (n: number) => {
    const end = Date.now() + 5000;
    while (mails().length < n) {
      if (Date.now() > end) throw new Error(`expected ${n} mails, have ${mails().length}`);
      await new Promise((r) => setTimeout(r, 50));
    }
    return mails();
  };

  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL_US: 'https://www.example.com' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('update-password needs the current password, applies the policy, ends other sessions and returns fresh tokens', async () => {
    const other = await loginAs(t, TEST_ADMIN.email, TEST_ADMIN.password);
    const token = await adminToken(t);
    const auth = { authorization: `Bearer ${token}` };
    const wrong = await t.http.post('/auth/update-password').set(auth).send({ CurrentPassword: 'not-my-password', NewPassword: 'a-brand-new-passphrase' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('The current password is incorrect.');
    const weak = await t.http.post('/auth/update-password').set(auth).send({ CurrentPassword: TEST_ADMIN.password, NewPassword: 'qwertyuiop123' });
    expect(weak.body.message).toBe('This password is too common. Please choose a less predictable one.');
    const ok = await t.http.post('/auth/update-password').set(auth).send({ CurrentPassword: TEST_ADMIN.password, NewPassword: 'a-brand-new-passphrase' });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({
      success: true,
      message: 'Your password has been changed.',
      data: { token: expect.any(String), refreshToken: expect.any(String), email: TEST_ADMIN.email },
    });
    expect((await t.http.get('/api/admin/session/keepalive').set('authorization', `Bearer ${other.token}`)).status).toBe(401);
    expect((await t.http.get('/api/admin/session/keepalive').set('authorization', `Bearer ${ok.body.data.token}`)).status).toBe(200);
    // Back to the known password.
    const back = await t.http
      .post('/auth/update-password')
      .set('authorization', `Bearer ${ok.body.data.token}`)
      .send({ CurrentPassword: 'a-brand-new-passphrase', NewPassword: TEST_ADMIN.password });
    expect(back.status).toBe(200);
  });

  it('update-password and update-userdata need a signed-in user', async () => {
    expect((await t.http.post('/auth/update-password').send({ CurrentPassword: 'x', NewPassword: 'y' })).status).toBe(401);
    expect((await t.http.post('/auth/update-userdata').send({ Email: 'x@example.com', CurrentPassword: 'y' })).status).toBe(401);
  });

  it('update-userdata changes the own email after checking the password and the address', async () => {
    const admin = `Bearer ${await adminToken(t)}`;
    const roles = (await t.http.get('/api/adminusers/get-roles').set('authorization', admin)).body.data as { id: number; name: string }[];
    const created = await t.http
      .post('/auth/create-user')
      .set('authorization', admin)
      .send({ email: 'rename-me@example.com', password: 'rename-me-passphrase', userRoles: [roles.find((r) => r.name === 'Editor')!.id] });
    expect(created.body).toEqual({ success: true, message: 'User created.', data: { id: expect.any(Number) } });
    const { token } = await loginAs(t, 'rename-me@example.com', 'rename-me-passphrase');
    const auth = { authorization: `Bearer ${token}` };
    const invalid = await t.http.post('/auth/update-userdata').set(auth).send({ Email: 'not-an-email', CurrentPassword: 'rename-me-passphrase' });
    expect(invalid.body.message).toBe('Please enter a valid email address.');
    const taken = await t.http.post('/auth/update-userdata').set(auth).send({ Email: TEST_ADMIN.email, CurrentPassword: 'rename-me-passphrase' });
    expect(taken.status).toBe(409);
    const ok = await t.http.post('/auth/update-userdata').set(auth).send({ Email: 'Renamed@Example.com', CurrentPassword: 'rename-me-passphrase' });
    expect(ok.body).toEqual({ success: true, message: 'Your account has been updated.', data: { email: 'renamed@example.com' } });
    expect((await t.http.post('/auth/login').send({ Username: 'renamed@example.com', Password: 'rename-me-passphrase' })).status).toBe(200);
  });

  it('one-time-login emails a single-use link whose code email-auth exchanges for tokens', async () => {
    const before = mails().length;
    const unknown = await t.http.post('/auth/one-time-login').send({ Username: 'nobody@example.com', DomainName: 'https://www.example.com' });
    const known = await t.http.post('/auth/one-time-login').send({ Username: TEST_ADMIN.email, DomainName: 'https://www.example.com' });
    expect(known.body).toEqual({ success: true, data: true });
    expect(unknown.body).toEqual(known.body);
    const mail = (await waitForMails(before + 1))[before];
    const code = /https:\/\/www\.example\.com\/account\/email-auth\/([A-Za-z0-9_-]+)/.exec(mail)![1];
    const first = await t.http.post('/auth/email-auth').send({ Code: code });
    expect(first.body).toEqual({ success: true, data: { token: expect.any(String), refreshToken: expect.any(String), email: TEST_ADMIN.email } });
    expect((await t.http.get('/api/admin/session/keepalive').set('authorization', `Bearer ${first.body.data.token}`)).status).toBe(200);
    const again = await t.http.post('/auth/email-auth').send({ Code: code });
    expect(again.status).toBe(401);
    expect(again.body).toEqual({ success: false, message: 'This link is invalid or has expired.' });
  });

  it('create-user is for administrators only and emails a set-password link when no password is given', async () => {
    expect((await t.http.post('/auth/create-user').send({ email: 'x@example.com' })).status).toBe(401);
    const before = mails().length;
    const admin = `Bearer ${await adminToken(t)}`;
    const roles = (await t.http.get('/api/adminusers/get-roles').set('authorization', admin)).body.data as { id: number; name: string }[];
    const res = await t.http
      .post('/auth/create-user')
      .set('authorization', admin)
      .send({ email: 'welcome@example.com', userRoles: [roles.find((r) => r.name === 'Editor')!.id] });
    expect(res.body).toEqual({ success: true, message: 'User created. A welcome email was sent to welcome@example.com.', data: { id: expect.any(Number) } });
    const mail = (await waitForMails(before + 1))[before];
    expect(mail).toContain('To: welcome@example.com');
    expect(mail).toContain('Your role: Editor.');
    const code = /https:\/\/www\.example\.com\/account\/reset-password\/([A-Za-z0-9_-]+)/.exec(mail)![1];
    expect((await t.http.post('/auth/set-password').send({ PasswordResetHash: code, PasswordHash: 'welcome-aboard-passphrase' })).body.success).toBe(true);
    expect((await t.http.post('/auth/login').send({ Username: 'welcome@example.com', Password: 'welcome-aboard-passphrase' })).status).toBe(200);
  });

  it('validates the login body with the spec messages', async () => {
    const res = await t.http.post('/auth/login').send({ Username: '', Password: '' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ Username: 'Please enter your username.', Password: 'Please enter your password.' });
  });
});
