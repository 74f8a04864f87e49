import AxeBuilder from '@axe-core/playwright';
import { expect, Page, test } from '@playwright/test';

import { apiToken, E2E_ADMIN, loginAsAdmin, watchConsole } from './support/login';

/** Preview and share a draft, edit presence, and the link report's "Create redirect". */

const A11Y_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
async function a11yViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(A11Y_TAGS).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('an editor saves a draft, previews it, shares it, and a signed-out visitor opens the link', async ({ page, browser, baseURL }) => {
  const errors = watchConsole(page);
  const suffix = Date.now().toString(36);
  const title = `Preview Draft ${suffix}`;
  await loginAsAdmin(page);
  await page.goto('/siteadmin/knowledge-center/create');
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Summary').fill(`Summary of the draft ${suffix}.`);
  await page.getByLabel('Status').selectOption('draft');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page).toHaveURL(/\/siteadmin\/knowledge-center\/edit\/\d+$/);
  await expect(page.getByText('Your changes were saved.')).toBeVisible();

  // Preview: the current form in a new tab, as the public page, under the bar.
  const [preview] = await Promise.all([page.context().waitForEvent('page'), page.getByRole('button', { name: 'Preview', exact: true }).click()]);
  await preview.waitForURL(/\/preview\/[A-Za-z0-9_-]+$/);
  await expect(preview.getByRole('status').filter({ hasText: 'Preview — not published' })).toBeVisible();
  await expect(preview.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(preview.getByText(`Summary of the draft ${suffix}.`)).toBeVisible();
  await expect(preview.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await preview.close();

  // Share preview: a link that works signed out.
  await page.getByRole('button', { name: 'Share preview' }).click();
  await page.getByRole('button', { name: 'Create link' }).click();
  const linkField = page.getByLabel('Share link');
  await expect(linkField).toHaveValue(/\/preview\/[A-Za-z0-9_-]{43}$/);
  const shared = await linkField.inputValue();
  await expect(page.getByRole('table', { name: 'Links to this item' }).getByRole('row')).toHaveCount(2);
  expect(await a11yViolations(page)).toEqual([]);

  const visitor = await browser.newContext({ baseURL });
  const v = await visitor.newPage();
  const res = await v.goto(shared);
  expect(res?.status()).toBe(200);
  expect(res?.headers()['x-robots-tag']).toMatch(/noindex/);
  await expect(v.getByText('Preview — not published')).toBeVisible();
  await expect(v.getByRole('heading', { level: 1, name: title })).toBeVisible();
  expect(await a11yViolations(v)).toEqual([]);

  // Revoked: the link fails at once.
  await page.getByRole('button', { name: /^Revoke the link created/ }).click();
  await expect(page.getByRole('cell', { name: 'Revoked' })).toBeVisible();
  expect((await v.goto(shared))?.status()).toBe(410);
  await visitor.close();
  expect(errors).toEqual([]);
});

test('two editors on one item see each other', async ({ page, browser, baseURL, request }) => {
  const admin = await apiToken(request);
  const auth = { authorization: `Bearer ${admin}` };
  const roles = (await (await request.get('/api/adminusers/get-roles', { headers: auth })).json()).data as { id: number; name: string }[];
  const email = `presence-${Date.now().toString(36)}@example.com`;
  const password = 'a-long-enough-browser-password';
  const added = await request.post('/api/adminusers/add', { headers: auth, data: { id: null, email, password, userRoles: roles.filter((r) => r.name === 'Editor').map((r) => r.id) } });
  expect(added.ok()).toBeTruthy();
  const item = await request.post('/api/admin/pages/add', { headers: auth, data: { title: `Presence Page ${Date.now().toString(36)}`, regionIds: [2] } });
  const baseId = (await item.json()).data.baseId;

  const errors = watchConsole(page);
  await loginAsAdmin(page);
  await page.goto(`/siteadmin/pages/edit/${baseId}`);
  await expect(page.getByRole('heading', { name: 'Pages Edit' })).toBeVisible();

  const other = await browser.newContext({ baseURL });
  const p2 = await other.newPage();
  const errors2 = watchConsole(p2);
  await loginAsAdmin(p2, { email, password });
  await p2.goto(`/siteadmin/pages/edit/${baseId}`);
  await expect(p2.getByText(new RegExp(`^${E2E_ADMIN.email.replace(/\./g, '\\.')} is also editing this item \\(since \\d{1,2}:\\d{2} (AM|PM)\\)$`))).toBeVisible();

  // The first editor hears of the second on their next report (every 30 s; a reload reports at once).
  await page.reload();
  await expect(page.getByText(`${email} is also editing this item`, { exact: false })).toBeVisible();
  await other.close();
  expect(errors).toEqual([]);
  expect(errors2).toEqual([]);
});

test('an Editor sees deleted items without a Restore button: restoring is an Administrator’s', async ({ page, request }) => {
  const auth = { authorization: `Bearer ${await apiToken(request)}` };
  const roles = (await (await request.get('/api/adminusers/get-roles', { headers: auth })).json()).data as { id: number; name: string }[];
  const email = `restore-${Date.now().toString(36)}@example.com`;
  const password = 'a-long-enough-browser-password';
  expect(
    (await request.post('/api/adminusers/add', { headers: auth, data: { id: null, email, password, userRoles: roles.filter((r) => r.name === 'Editor').map((r) => r.id) } })).ok(),
  ).toBeTruthy();
  const title = `Deleted Page ${Date.now().toString(36)}`;
  const baseId = (await (await request.post('/api/admin/pages/add', { headers: auth, data: { title, regionIds: [2] } })).json()).data.baseId;
  expect((await request.get(`/api/admin/pages/delete/${baseId}`, { headers: auth })).ok()).toBeTruthy();

  const errors = watchConsole(page);
  await loginAsAdmin(page, { email, password });
  await page.goto('/siteadmin/pages');
  await page.getByLabel('Status').selectOption('deleted');
  const row = page.getByRole('row', { name: new RegExp(title) });
  await expect(row).toContainText('Only an Administrator can restore');
  await expect(row.getByRole('button', { name: 'Restore' })).toHaveCount(0);
  await expect(page).toHaveURL(/\/siteadmin\/pages/);
  expect(errors).toEqual([]);
});

test('"Create redirect" from the link report fixes the broken link on the next check', async ({ page, request }) => {
  const auth = { authorization: `Bearer ${await apiToken(request)}` };
  const broken = `/moved-away-${Date.now().toString(36)}`;
  const title = `Links To Old Address ${Date.now().toString(36)}`;
  const saved = await request.post('/api/admin/knowledge-center/add', {
    headers: auth,
    data: { title, regionIds: [2], resourceType: 0, modules: [{ type: 2, editorData: `<p><a href="${broken}">old address</a></p>` }] },
  });
  const body = await saved.json();
  // The save warns, without refusing.
  expect(body.data.warnings?.[0]?.url).toBe(broken);

  const errors = watchConsole(page);
  await loginAsAdmin(page);
  await page.goto('/siteadmin/links');
  await expect(page.getByRole('heading', { name: 'Broken Links' })).toBeVisible();
  await page.getByRole('button', { name: 'Check links now' }).click();
  const row = page.getByRole('row').filter({ hasText: broken });
  await expect(row).toBeVisible();
  await expect(row.getByRole('link', { name: title })).toHaveAttribute('href', `/siteadmin/knowledge-center/edit/${body.data.baseId}`);
  expect(await a11yViolations(page)).toEqual([]);
  await row.getByRole('link', { name: `Create redirect for ${broken}` }).click();

  await expect(page).toHaveURL(/\/siteadmin\/redirects$/);
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Source path')).toHaveValue(broken);
  await dialog.getByLabel('Target').fill('/agrotain');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog).toBeHidden();

  await page.goto('/siteadmin/links');
  await expect(page.getByRole('row').filter({ hasText: broken })).toBeVisible();
  const [checked] = await Promise.all([page.waitForResponse((r) => r.url().endsWith('/api/admin/links/check')), page.getByRole('button', { name: 'Check links now' }).click()]);
  expect(checked.status()).toBe(200);
  await expect(page.getByRole('row').filter({ hasText: broken })).toHaveCount(0);
  expect(errors).toEqual([]);
});
