import { APIRequestContext, expect, Page } from '@playwright/test';

/** The administrator the browser-test server seeds (scripts/e2e-server.js). */
export const E2E_ADMIN = { email: 'admin@example.com', password: 'correct-horse-battery-staple' };

/**
 * Signs in through the real login form (/account/login) and waits until the app has the
 * session (login success goes to /). Afterwards page.goto('/siteadmin/...') works.
 */
export async function loginAsAdmin(page: Page, creds: { email: string; password: string } = E2E_ADMIN): Promise<void> {
  await page.goto('/account/login');
  await page.getByLabel('Username').fill(creds.email);
  await page.getByLabel('Password').fill(creds.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/', { timeout: 15_000 });
  // redux-persist writes the session to localStorage shortly after the state changes.
  await page.waitForFunction(() => {
    const root = window.localStorage.getItem('persist:root');
    return !!root && JSON.parse(JSON.parse(root).auth ?? '{}').isAuthenticated === true;
  });
}

/** Collects console errors and page errors; assert `errors` is empty at the end of a test. */
export function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

/** An access token for API calls a test makes beside the browser (POST /auth/login), the administrator's by default. */
export async function apiToken(request: APIRequestContext, email = E2E_ADMIN.email, password = E2E_ADMIN.password): Promise<string> {
  const res = await request.post('/auth/login', { data: { Username: email, Password: password } });
  expect(res.ok()).toBeTruthy();
  return (await res.json()).data.token;
}
