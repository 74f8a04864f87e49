import { DataSource } from 'typeorm';

import { AdminUserRole } from '../../src/users/entities/admin-user-role.entity';
import { TEST_ADMIN, TestApp } from './test-app';

/** Logs in as the seeded test administrator and returns the bearer token (POST /auth/login). */
export async function adminToken(t: TestApp): Promise<string> {
  return (await loginAs(t, TEST_ADMIN.email, TEST_ADMIN.password)).token;
}

/** Logs in and returns the whole token pair; throws with the server's answer when it fails. */
export async function loginAs(t: TestApp, email: string, password: string): Promise<{ token: string; refreshToken: string; email: string }> {
  const res = await t.http.post('/auth/login').send({ Username: email, Password: password });
  if (!res.body?.data?.token) throw new Error(`login failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
}

/**
 * Creates a user with the given role names through the users API (as the test administrator)
 * and returns a bearer token for them, e.g. `await tokenForRole(t, 'Editor')`. A user needs at least one role.
 */
export async function tokenForRole(t: TestApp, roleName: string, ...moreRoleNames: string[]): Promise<string> {
  return (await userForRole(t, roleName, ...moreRoleNames)).token;
}

/**
 * A token for an account that holds no role: the users API refuses to make one, but an account made
 * before roles were required, or whose role rows were removed in the database, still signs in.
 */
export async function tokenForUserWithoutRole(t: TestApp): Promise<string> {
  const { id, email, password } = await userForRole(t, 'Editor');
  await t.app.get(DataSource).getRepository(AdminUserRole).delete({ userId: id });
  return (await loginAs(t, email, password)).token;
}

async function userForRole(t: TestApp, ...roleNames: string[]): Promise<{ id: number; email: string; password: string; token: string }> {
  const admin = await adminToken(t);
  const roles = (await t.http.get('/api/adminusers/get-roles').set('authorization', `Bearer ${admin}`)).body.data as { id: number; name: string }[];
  const email = `${roleNames.join('-').toLowerCase()}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
  const password = 'a-long-enough-test-password';
  const res = await t.http
    .post('/api/adminusers/add')
    .set('authorization', `Bearer ${admin}`)
    .send({ id: null, email, password, userRoles: roles.filter((r) => roleNames.includes(r.name)).map((r) => r.id) });
  if (!res.body?.success) throw new Error(`could not create the ${roleNames.join(', ')} user: ${res.status} ${JSON.stringify(res.body)}`);
  return { id: res.body.data.id, email, password, token: (await loginAs(t, email, password)).token };
}
