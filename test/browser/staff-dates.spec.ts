import { expect, Locator, request, test } from '@playwright/test';

import { E2E_ADMIN, loginAsAdmin, watchConsole } from './support/login';

const UTC_TITLE = /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC$/;
const ZONED = / (CST|CDT)$/;

/** A date shown to staff: on the site's clock, naming its zone, with UTC on hover. */
async function expectSiteTime(time: Locator) {
  await expect(time).toHaveAttribute('title', UTC_TITLE);
  await expect(time).toHaveText(ZONED);
}

test('every date shown to staff names the zone with UTC on hover; the audit log filters by days in the site zone', async ({ page, baseURL }) => {
  const errors = watchConsole(page);
  // An item published for a set date, then changed: the compare view's Publish date row.
  const api = await request.newContext({ baseURL });
  const login = await api.post('/auth/login', { data: { Username: E2E_ADMIN.email, Password: E2E_ADMIN.password } });
  const headers = { authorization: `Bearer ${(await login.json()).data.token}` };
  const body = { title: `Dated ${Date.now().toString(36)}`, regionIds: [2], resourceType: 0, status: 'published', summary: 's', metadata: { desc: 'd' }, modules: [] };
  const first = (await (await api.post('/api/admin/knowledge-center/add', { headers, data: { ...body, publishedAt: '2026-01-05T15:00:00.000Z' } })).json()).data;
  const second = await api.post('/api/admin/knowledge-center/add', {
    headers,
    data: { ...body, baseId: first.baseId, basedOnVersionId: first.latestVersionId, publishedAt: '2026-01-06T15:00:00.000Z' },
  });
  expect(second.status()).toBe(200);
  await api.dispose();

  await loginAsAdmin(page);
  await page.goto(`/siteadmin/knowledge-center/compare/${first.baseId as number}`);
  const publishDate = page.getByRole('row', { name: /^Publish date/ }).getByRole('cell');
  // A word diff of "Jan 5, 2026, 9:00 AM CST" and "Jan 6, 2026, 9:00 AM CST".
  await expect(publishDate).toHaveText(/^Jan 56, 2026, 9:00 AM CST$/);
  await expect(publishDate.locator('ins')).toHaveText('6');
  await expect(publishDate).toHaveAttribute('title', '2026-01-05 15:00:00 UTC → 2026-01-06 15:00:00 UTC');

  await page.goto('/siteadmin/links');
  await page.getByRole('button', { name: 'Check links now' }).click();
  await expectSiteTime(page.getByRole('status').filter({ hasText: 'Last checked' }).locator('time'));

  await page.goto('/siteadmin/document-library');
  await expectSiteTime(page.locator('tbody tr').first().locator('time'));
  await page.locator('tbody tr').first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/siteadmin\/document-library\/edit\/\d+$/);
  await expectSiteTime(
    page
      .locator('tbody tr')
      .filter({ has: page.locator('time') })
      .first()
      .locator('time'),
  );

  await page.goto('/siteadmin/forms');
  const created = page.locator('tbody tr').first().locator('time');
  await expect(created.first()).toHaveAttribute('title', /UTC$/);
  await expectSiteTime(created.nth(1));
  await page.locator('tbody tr').first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/siteadmin\/forms\/case\/\d+$/);
  await expectSiteTime(page.locator('dd time').first());

  await page.goto('/siteadmin/audit');
  await expect(page.getByLabel('From (day in America/Chicago)')).toBeVisible();
  await expect(page.getByLabel('To (day in America/Chicago)')).toBeVisible();
  await expect(page.getByText('UTC date')).toHaveCount(0);
  expect(errors).toEqual([]);
});
