import { adminToken, loginAs, tokenForRole } from '../support/auth';
import { createTestApp, TEST_ADMIN, TEST_DB, TestApp } from '../support/test-app';

jest.setTimeout(30_000);

/** Every route in Fastify's route table (full paths rebuilt from printRoutes' tree) with its methods. */
function routeTable(t: TestApp): { path: string; methods: string[] }[] {
  const text: string = t.app.getHttpAdapter().getInstance().printRoutes({ commonPrefix: false });
  const stack: string[] = [];
  const out: { path: string; methods: string[] }[] = [];
  for (const line of text.split('\n')) {
    const m = /^([│ ]*)[├└]── (.*?)(?: \(([^)]*)\))?$/.exec(line);
    if (!m) continue;
    const depth = m[1].length / 4;
    stack.length = depth;
    stack.push(m[2]);
    if (m[3]) out.push({ path: stack.join(''), methods: m[3].split(',').map((s) => s.trim()) });
  }
  return out;
}

describe(`users API and route protection (${TEST_DB})`, () => {
  let t: TestApp;
  let admin: string;
  const as = (token: string) => ({ authorization: `Bearer ${token}` });

  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminToken(t);
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses every /api/admin* and /api/adminusers* route of the router without a token (401)', async () => {
    const routes = routeTable(t).filter((r) => /^\/api\/admin/.test(r.path));
    // The router must hold at least the users and keepalive routes; others' admin routes are covered too.
    expect(routes.map((r) => r.path)).toEqual(expect.arrayContaining(['/api/adminusers/get-all', '/api/adminusers/edit', '/api/admin/session/keepalive']));
    const checked: string[] = [];
    for (const r of routes) {
      const url = r.path.replace(/:[^/]+/g, '1').replace(/\*/g, 'x');
      for (const method of r.methods.filter((m) => m !== 'HEAD')) {
        const req = t.http[method.toLowerCase() as 'get' | 'post' | 'put' | 'delete' | 'patch'](url);
        const res = ['POST', 'PUT', 'PATCH'].includes(method) ? await req.send({}) : await req;
        expect({ route: `${method} ${url}`, status: res.status, success: res.body?.success }).toEqual({ route: `${method} ${url}`, status: 401, success: false });
        checked.push(`${method} ${url}`);
      }
    }
    expect(checked.length).toBeGreaterThanOrEqual(7);
  });

  it('refuses the users routes to an Editor (403) and lets an Editor use content-role routes', async () => {
    const editor = await tokenForRole(t, 'Editor');
    for (const url of ['/api/adminusers/get-all', '/api/adminusers/get-roles', '/api/adminusers/get/1', '/api/adminusers/delete/1']) {
      const res = await t.http.get(url).set(as(editor));
      expect({ url, status: res.status }).toEqual({ url, status: 403 });
      expect(res.body).toEqual({ success: false, message: "Sorry, you don't have permission to access this page." });
    }
    expect((await t.http.post('/api/adminusers/add').set(as(editor)).send({ id: null, email: 'x@example.com' })).status).toBe(403);
    expect((await t.http.post('/api/adminusers/edit').set(as(editor)).send({ id: 1 })).status).toBe(403);
    expect((await t.http.post('/auth/create-user').set(as(editor)).send({ email: 'x@example.com' })).status).toBe(403);
    expect((await t.http.get('/api/admin/session/keepalive').set(as(editor))).status).toBe(200);
  });

  it('get-roles lists Administrator and Editor', async () => {
    const res = await t.http.get('/api/adminusers/get-roles').set(as(admin));
    expect(res.body).toEqual({
      success: true,
      data: [
        { id: expect.any(Number), name: 'Administrator', description: expect.stringContaining('managing users') },
        { id: expect.any(Number), name: 'Editor', description: expect.stringContaining('cannot manage users') },
      ],
    });
  });

  it('get-all lists id, email, lastLogin and the role names', async () => {
    const res = await t.http.get('/api/adminusers/get-all').set(as(admin));
    expect(res.body.success).toBe(true);
    expect(res.body.data[0]).toEqual({ id: expect.any(Number), email: TEST_ADMIN.email, lastLogin: expect.any(String), roles: expect.arrayContaining(['Administrator']) });
  });

  it('adds a user (id null) with roles and a password, then gets it with userRoles', async () => {
    const roles = (await t.http.get('/api/adminusers/get-roles').set(as(admin))).body.data as { id: number; name: string }[];
    const editorRole = roles.find((r) => r.name === 'Editor')!.id;
    const add = await t.http
      .post('/api/adminusers/add')
      .set(as(admin))
      .send({ id: null, email: 'New.Editor@example.com', password: 'new-editor-passphrase', userRoles: [editorRole] });
    expect(add.status).toBe(200);
    expect(add.body).toEqual({ success: true, message: 'User created.', data: { id: expect.any(Number) } });
    const got = await t.http.get(`/api/adminusers/get/${add.body.data.id}`).set(as(admin));
    expect(got.body).toEqual({ success: true, data: { id: add.body.data.id, email: 'new.editor@example.com', lastLogin: null, roles: ['Editor'], userRoles: [editorRole] } });
    expect(JSON.stringify(got.body)).not.toMatch(/password/i);
    const dup = await t.http
      .post('/api/adminusers/add')
      .set(as(admin))
      .send({ id: null, email: 'new.editor@example.com', password: 'new-editor-passphrase', userRoles: [editorRole] });
    expect(dup.status).toBe(409);
    expect(dup.body).toEqual({ success: false, message: 'A user with this email already exists.' });
  });

  it('validates the email with the spec messages and the password with the policy', async () => {
    const roles = (await t.http.get('/api/adminusers/get-roles').set(as(admin))).body.data as { id: number; name: string }[];
    const userRoles = [roles.find((r) => r.name === 'Editor')!.id];
    const missing = await t.http.post('/api/adminusers/add').set(as(admin)).send({ id: null, email: '', password: 'whatever-long-enough' });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Email is required.');
    const none = await t.http.post('/api/adminusers/add').set(as(admin)).send({ id: null });
    expect(none.body.message).toBe('Email is required.');
    for (const bad of ['plainaddress', 'a@b', 'a@example.c', 'a@example.toolongtld', 'a b@example.com']) {
      const res = await t.http.post('/api/adminusers/add').set(as(admin)).send({ id: null, email: bad, password: 'whatever-long-enough', userRoles });
      expect({ bad, message: res.body.message }).toEqual({ bad, message: 'Please enter a valid email address.' });
    }
    const short = await t.http.post('/api/adminusers/add').set(as(admin)).send({ id: null, email: 'short@example.com', password: 'short', userRoles });
    expect(short.status).toBe(400);
    expect(short.body.message).toBe('The password must be at least 12 characters long.');
    const long = await t.http
      .post('/api/adminusers/add')
      .set(as(admin))
      .send({ id: null, email: 'long@example.com', password: 'p'.repeat(10) + '-'.repeat(2) + 'q'.repeat(60), userRoles });
    expect(long.body.success).toBe(true);
  });

  it('a blank password on a new user assigns a random one (the user cannot log in with a blank password)', async () => {
    const roles = (await t.http.get('/api/adminusers/get-roles').set(as(admin))).body.data as { id: number; name: string }[];
    const add = await t.http
      .post('/api/adminusers/add')
      .set(as(admin))
      .send({ id: null, email: 'random@example.com', password: '', userRoles: [roles.find((r) => r.name === 'Editor')!.id] });
    expect(add.body).toEqual({ success: true, message: 'User created. A welcome email was sent to random@example.com.', data: { id: expect.any(Number) } });
    expect((await t.http.post('/auth/login').send({ Username: 'random@example.com', Password: '' })).status).toBe(400);
  });

  it('edits roles and password; a blank password keeps the old one; the email cannot change', async () => {
    const roles = (await t.http.get('/api/adminusers/get-roles').set(as(admin))).body.data as { id: number; name: string }[];
    const [adminRole, editorRole] = [roles[0].id, roles[1].id];
    const add = await t.http
      .post('/api/adminusers/add')
      .set(as(admin))
      .send({ id: null, email: 'edit-me@example.com', password: 'edit-me-passphrase', userRoles: [editorRole] });
    const id = add.body.data.id;
    const keep = await t.http
      .post('/api/adminusers/edit')
      .set(as(admin))
      .send({ id, email: 'edit-me@example.com', password: '', userRoles: [adminRole, editorRole] });
    expect(keep.body).toEqual({ success: true, message: 'User saved.', data: { id } });
    expect((await loginAs(t, 'edit-me@example.com', 'edit-me-passphrase')).token).toBeTruthy();
    expect((await t.http.get(`/api/adminusers/get/${id}`).set(as(admin))).body.data.userRoles).toEqual([adminRole, editorRole]);
    const change = await t.http
      .post('/api/adminusers/edit')
      .set(as(admin))
      .send({ id, password: 'changed-passphrase', userRoles: [editorRole] });
    expect(change.body.success).toBe(true);
    expect((await t.http.post('/auth/login').send({ Username: 'edit-me@example.com', Password: 'edit-me-passphrase' })).status).toBe(401);
    expect((await t.http.post('/auth/login').send({ Username: 'edit-me@example.com', Password: 'changed-passphrase' })).status).toBe(200);
    const rename = await t.http
      .post('/api/adminusers/edit')
      .set(as(admin))
      .send({ id, email: 'other@example.com', userRoles: [editorRole] });
    expect(rename.status).toBe(400);
    expect(rename.body.message).toBe('The email of an existing user cannot be changed.');
    const missing = await t.http
      .post('/api/adminusers/edit')
      .set(as(admin))
      .send({ id: 99999, userRoles: [editorRole] });
    expect(missing.status).toBe(404);
  });

  it('deletes a user; refuses to delete yourself and the last administrator', async () => {
    const roles = (await t.http.get('/api/adminusers/get-roles').set(as(admin))).body.data as { id: number; name: string }[];
    const add = await t.http
      .post('/api/adminusers/add')
      .set(as(admin))
      .send({ id: null, email: 'delete-me@example.com', password: 'delete-me-passphrase', userRoles: [roles[1].id] });
    const del = await t.http.get(`/api/adminusers/delete/${add.body.data.id}`).set(as(admin));
    expect(del.body).toEqual({ success: true, message: 'User deleted.', data: true });
    const list = (await t.http.get('/api/adminusers/get-all').set(as(admin))).body.data as { email: string }[];
    expect(list.map((u) => u.email)).not.toContain('delete-me@example.com');

    const me = list.find((u) => u.email === TEST_ADMIN.email) as unknown as { id: number };
    const self = await t.http.get(`/api/adminusers/delete/${me.id}`).set(as(admin));
    expect(self.status).toBe(400);
    expect(self.body).toEqual({ success: false, message: 'You cannot delete your own account.' });

    // Another administrator may not delete the last remaining one either.
    const second = await t.http
      .post('/api/adminusers/add')
      .set(as(admin))
      .send({ id: null, email: 'second-admin@example.com', password: 'second-admin-passphrase', userRoles: [roles[0].id] });
    const secondToken = (await loginAs(t, 'second-admin@example.com', 'second-admin-passphrase')).token;
    // Demote every other administrator so the seeded one is the last.
    for (const u of (await t.http.get('/api/adminusers/get-all').set(as(admin))).body.data as { id: number; email: string }[]) {
      if (u.email === TEST_ADMIN.email || u.id === second.body.data.id) continue;
      await t.http
        .post('/api/adminusers/edit')
        .set(as(admin))
        .send({ id: u.id, userRoles: [roles[1].id] });
    }
    expect((await t.http.get(`/api/adminusers/delete/${me.id}`).set(as(secondToken))).body.success).toBe(true);
    const last = await t.http.get(`/api/adminusers/delete/${second.body.data.id}`).set(as(admin));
    expect(last.status).toBe(401); // the seeded admin is gone: its session died with it
    const lastAdmin = await t.http
      .post('/api/adminusers/edit')
      .set(as(secondToken))
      .send({ id: second.body.data.id, userRoles: [roles[1].id] });
    expect(lastAdmin.status).toBe(409);
    expect(lastAdmin.body.message).toBe('The last administrator must keep the Administrator role.');
  });
});
