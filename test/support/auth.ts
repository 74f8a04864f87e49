import { TEST_ADMIN, TestApp } from './test-app';

/** Logs in as the seeded test administrator and returns the bearer token (POST /auth/login). */
export async function adminToken(t: TestApp): Promise<string> {
  const res = await t.http.post('/auth/login').send({ Username: TEST_ADMIN.email, Password: TEST_ADMIN.password });
  if (!res.body?.data?.token) throw new Error(`login failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data.token as string;
}
