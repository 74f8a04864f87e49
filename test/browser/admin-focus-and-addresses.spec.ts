import { APIRequestContext, expect, test } from '@playwright/test';

import { E2E_ADMIN, loginAsAdmin, watchConsole } from './support/login';

async function apiToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/auth/login', { data: { Username: E2E_ADMIN.email, Password: E2E_ADMIN.password } });
  expect(res.ok()).toBeTruthy();
  return (await res.json()).data.token;
}

test('Save Changes pressed from the keyboard keeps focus on it, and the saved message is announced', async ({ page, request }) => {
  const auth = { authorization: `Bearer ${await apiToken(request)}` };
  const title = `Keyboard Save ${Date.now().toString(36)}`;
  const saved = await request.post('/api/admin/knowledge-center/add', {
    headers: auth,
    data: { title, regionIds: [2], resourceType: 0, modules: [{ type: 2, editorData: '<p>Saved by keyboard.</p>' }] },
  });
  const { baseId } = (await saved.json()).data;
  const errors = watchConsole(page);
  await loginAsAdmin(page);
  await page.goto(`/siteadmin/knowledge-center/edit/${baseId}`);
  await page.getByLabel('Title').first().fill(`${title} edited`);
  const save = page.getByRole('button', { name: 'Save Changes' });
  await save.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Your changes were saved.' })).toBeVisible();
  await expect(save).toBeFocused();
  // Tab goes on from where it was, not from the top of the page.
  await page.keyboard.press('Shift+Tab');
  await expect(page.getByRole('button', { name: 'Cancel' })).toBeFocused();
  expect(errors).toEqual([]);
});

test('an address under /siteadmin that no screen answers says so inside the admin, with its menu', async ({ page }) => {
  await loginAsAdmin(page);
  for (const path of ['/siteadmin/no-such-screen', '/siteadmin/knowledge-center/bogus']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute('href', '/siteadmin');
    await expect(page).toHaveTitle(/Page Not Found/);
  }
  await page.getByRole('link', { name: 'Go to the dashboard' }).click();
  await expect(page).toHaveURL(/\/siteadmin$/);
});
