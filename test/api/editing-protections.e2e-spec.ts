import * as fs from 'node:fs';
import * as path from 'node:path';

import { REDIRECT_ROUTES, ROUTES } from '../../src/contract/routes';
import { adminToken } from '../support/auth';
import { createTestApp, TEST_DB, TestApp } from '../support/test-app';

jest.setTimeout(30_000);

const decodeQuotedPrintable = (s: string) => s.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h) => String.fromCharCode(parseInt(h, 16)));

describe(`editing protections: roles and redirect targets (${TEST_DB})`, () => {
  let t: TestApp;
  let auth: Record<string, string>;
  let roles: { id: number; name: string; description: string }[];
  const roleId = (name: string) => roles.find((r) => r.name === name)!.id;
  const outbox = () => path.join(t.dataDir, 'outbox');
  const mailTo = async (email: string) => {
    const end = Date.now() + 5000;
    for (;;) {
      const files = fs.existsSync(outbox()) ? fs.readdirSync(outbox()) : [];
      const mail = files.map((f) => decodeQuotedPrintable(fs.readFileSync(path.join(outbox(), f), 'utf8'))).find((m) => m.includes(`To: ${email}`));
      if (mail) return mail;
      if (Date.now() > end) throw new Error(`no mail to ${email}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  };

  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL_US: 'https://www.example.com' });
    auth = { authorization: `Bearer ${await adminToken(t)}` };
    roles = (await t.http.get(ROUTES.users.getRoles.url()).set(auth)).body.data;
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  }, 60_000);

  describe('a user needs a role', () => {
    it('refuses to add a user without a role, with a message, and stores nothing', async () => {
      for (const body of [
        { id: null, email: 'no-role@example.com', password: 'a-long-enough-password' },
        { id: null, email: 'no-role@example.com', password: 'a-long-enough-password', userRoles: [] },
      ]) {
        const res = await t.http.post(ROUTES.users.add.url()).set(auth).send(body);
        expect(res.status).toBe(400);
        expect(res.body).toEqual({ success: false, message: 'Please choose a role.', errors: { userRoles: 'Please choose a role.' } });
      }
      const viaAuth = await t.http.post(ROUTES.auth.createUser.url()).set(auth).send({ email: 'no-role@example.com', userRoles: [] });
      expect(viaAuth.status).toBe(400);
      expect(viaAuth.body.message).toBe('Please choose a role.');
      const list = (await t.http.get(ROUTES.users.getAll.url()).set(auth)).body.data as { email: string }[];
      expect(list.map((u) => u.email)).not.toContain('no-role@example.com');
    });

    it('refuses to take every role away from an existing user, and keeps the roles', async () => {
      const add = await t.http
        .post(ROUTES.users.add.url())
        .set(auth)
        .send({ id: null, email: 'keeps-role@example.com', password: 'a-long-enough-password', userRoles: [roleId('Editor')] });
      const id = add.body.data.id as number;
      const emptied = await t.http.post(ROUTES.users.edit.url()).set(auth).send({ id, userRoles: [] });
      expect(emptied.status).toBe(400);
      expect(emptied.body.message).toBe('Please choose a role.');
      expect((await t.http.get(ROUTES.users.get.url({ id })).set(auth)).body.data.userRoles).toEqual([roleId('Editor')]);
    });

    it('describes each role, lists users with their roles, confirms the welcome email and names the role in it', async () => {
      expect(roles.map((r) => r.name)).toEqual(['Administrator', 'Editor']);
      for (const r of roles) expect(r.description.length).toBeGreaterThan(10);
      const add = await t.http
        .post(ROUTES.users.add.url())
        .set(auth)
        .send({ id: null, email: 'welcome-editor@example.com', userRoles: [roleId('Editor')] });
      expect(add.body).toEqual({ success: true, message: 'User created. A welcome email was sent to welcome-editor@example.com.', data: { id: expect.any(Number) } });
      const mail = await mailTo('welcome-editor@example.com');
      expect(mail).toContain('Your role: Editor.');
      // An Editor is not told they were given an administrator's account.
      expect(mail).toContain('A site administration account was created for welcome-editor@example.com.');
      expect(mail).not.toMatch(/administrator account/i);
      const list = (await t.http.get(ROUTES.users.getAll.url()).set(auth)).body.data as { email: string; roles: string[] }[];
      expect(list.find((u) => u.email === 'welcome-editor@example.com')!.roles).toEqual(['Editor']);
    });
  });

  describe('a redirect to a path that does not exist', () => {
    it('is saved, and the answer warns that the target answers 404', async () => {
      const res = await t.http.post(REDIRECT_ROUTES.add.url()).set(auth).send({ source: '/old-missing-target', target: '/no-such-page-anywhere', status: 301 });
      expect(res.status).toBe(201);
      expect(res.body.success).toBe(true);
      expect(res.body.data).toMatchObject({ source: '/old-missing-target', target: '/no-such-page-anywhere' });
      expect(res.body.data.warnings).toEqual([
        { url: '/no-such-page-anywhere', message: 'Saved, but the target /no-such-page-anywhere does not answer: No page at this address (404).' },
      ]);
      // Saved all the same: the visitor is sent on.
      const visit = await t.http.get('/old-missing-target');
      expect(visit.status).toBe(301);
      expect(visit.headers.location).toBe('/no-such-page-anywhere');
    });

    it('warns on an edit too, and not when the target answers', async () => {
      const ok = await t.http.post(REDIRECT_ROUTES.add.url()).set(auth).send({ source: '/old-home-link', target: '/', status: 302 });
      expect(ok.status).toBe(201);
      expect(ok.body.data.warnings).toBeUndefined();
      const edited = await t.http
        .post(REDIRECT_ROUTES.edit.url({ id: ok.body.data.id }))
        .set(auth)
        .send({ source: '/old-home-link', target: '/gone-missing-page', status: 302 });
      expect(edited.status).toBe(200);
      expect(edited.body.data.warnings[0].message).toMatch(/^Saved, but the target \/gone-missing-page does not answer/);
      const gone = await t.http.post(REDIRECT_ROUTES.add.url()).set(auth).send({ source: '/old-gone-page', status: 410 });
      expect(gone.body.data.warnings).toBeUndefined();
    });

    it('Test shows what the site answers for a source path', async () => {
      const redirected = await t.http.post(REDIRECT_ROUTES.test.url()).set(auth).send({ path: '/old-missing-target' });
      expect(redirected.body.data).toEqual({
        path: '/old-missing-target',
        status: 301,
        location: '/no-such-page-anywhere',
        message: '/old-missing-target answers 301 Moved Permanently → /no-such-page-anywhere.',
        targetProblem: 'No page at this address (404).',
      });
      const nothing = await t.http.post(REDIRECT_ROUTES.test.url()).set(auth).send({ path: 'never-made-page' });
      expect(nothing.body.data).toMatchObject({ path: '/never-made-page', status: 404, location: null, message: '/never-made-page answers 404 Not Found: no page and no redirect.' });
      const home = await t.http.post(REDIRECT_ROUTES.test.url()).set(auth).send({ path: '/' });
      expect(home.body.data).toMatchObject({ status: 200, location: null });
      const gone = await t.http.post(REDIRECT_ROUTES.test.url()).set(auth).send({ path: '/old-gone-page' });
      expect(gone.body.data).toMatchObject({ status: 410, message: '/old-gone-page answers 410 Gone.' });
      const empty = await t.http.post(REDIRECT_ROUTES.test.url()).set(auth).send({ path: '' });
      expect(empty.status).toBe(400);
      expect(empty.body.message).toBe('Enter a path to test.');
      expect((await t.http.post(REDIRECT_ROUTES.test.url()).send({ path: '/' })).status).toBe(401);
    });
  });
});
