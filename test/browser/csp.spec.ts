import { expect, Page, test } from '@playwright/test';

import { loginAsAdmin } from './support/login';

/** CSP violations (the securitypolicyviolation event and the console's report) and console errors. */
async function watchCsp(page: Page): Promise<string[]> {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || /Content[- ]Security[- ]Policy/i.test(m.text())) problems.push(`console: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  await page.exposeFunction('__cspViolation', (s: string) => problems.push(`violation: ${s}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { __cspViolation(s: string): void }).__cspViolation(`${e.violatedDirective} ${e.blockedURI} ${e.sample}`);
    });
  });
  return problems;
}

// No 'unsafe-inline' in script-src; the pages still hydrate, with no violation.
test('server-rendered pages and the admin login hydrate with no CSP violation', async ({ page }) => {
  const problems = await watchCsp(page);
  for (const path of ['/', '/agrotain', '/knowledge-center', '/protivate-ca']) {
    const res = await page.goto(path);
    expect(res?.headers()['content-security-policy']).not.toContain("'unsafe-inline' 'https://www.google.com");
    expect(res?.headers()['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);
    await expect(page.locator('#root')).toHaveAttribute('data-hydrated', '1');
    await page.waitForTimeout(200);
  }
  await page.goto('/account/login');
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  // The page's settings and data came through the JSON blocks.
  expect(await page.evaluate(() => typeof (window as unknown as { __CONFIG__?: unknown }).__CONFIG__)).toBe('object');
  await page.waitForTimeout(200);
  expect(problems).toEqual([]);
});

// Spec 2.8: on a public page, a signed-in user gets the admin drawer with the link to this page's admin edit page.
test('a signed-in user opens the admin drawer on a public page', async ({ page }) => {
  await loginAsAdmin(page);
  await page.goto('/agrotain');
  await expect(page.getByRole('navigation', { name: 'Administrator' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Administrator' }).click();
  const drawer = page.getByRole('navigation', { name: 'Administrator' });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByText('Administrator', { exact: true })).toBeVisible();
  for (const section of ['Products', 'Knowledge Center', 'Users', 'Redirects']) await expect(drawer.getByRole('link', { name: section, exact: true })).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'Logout' })).toBeVisible();
  await drawer.getByRole('link', { name: 'Edit in admin' }).click();
  await expect(page).toHaveURL(/\/siteadmin\/products\/edit\/\d+/);
});

// Spec 8: a page lookup that fails to load is logged and shows an error, not Page Not Found.
test('a failed page lookup (500 or no answer) shows an error, not /not-found', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'warning') warnings.push(m.text());
  });
  await page.goto('/');
  await expect(page.locator('#root')).toHaveAttribute('data-hydrated', '1');
  // A 500 from the redirect lookup, inside the app.
  await page.route('**/api/redirects/get-redirect/**', (r) => r.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ success: false, message: 'boom' }) }));
  await page.evaluate(() => {
    window.history.pushState({}, '', '/some-page-lookup');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Error' })).toBeVisible();
  await expect(page).toHaveURL(/\/some-page-lookup$/);
  // No answer at all from the page by slug.
  await page.unroute('**/api/redirects/get-redirect/**');
  await page.route('**/api/pages/get-by-slug/**', (r) => r.abort());
  await page.evaluate(() => {
    window.history.pushState({}, '', '/another-page-lookup');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  // The first path's Error heading may still be on screen when this looks: wait for the second lookup's own warning first.
  await expect.poll(() => warnings.some((w) => w.includes('another-page-lookup'))).toBe(true);
  await expect(page.getByRole('heading', { level: 1, name: 'Error' })).toBeVisible();
  await expect(page).toHaveURL(/\/another-page-lookup$/);
  expect(warnings.some((w) => w.includes('some-page-lookup'))).toBe(true);
});
