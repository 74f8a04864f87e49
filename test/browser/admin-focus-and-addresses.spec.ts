import { expect, test } from '@playwright/test';

import { apiToken, loginAsAdmin, watchConsole } from './support/login';

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

test('rolling a live item back to a version saved as a draft asks before taking it off the site', async ({ page, request }) => {
  const auth = { authorization: `Bearer ${await apiToken(request)}` };
  const title = `Rollback Live ${Date.now().toString(36)}`;
  const body = { title, regionIds: [2], resourceType: 0, modules: [{ type: 2, editorData: '<p>Rolled back.</p>' }] };
  const draft = (await (await request.post('/api/admin/knowledge-center/add', { headers: auth, data: { ...body, status: 'draft' } })).json()).data;
  const live = await request.post('/api/admin/knowledge-center/add', {
    headers: auth,
    data: { ...body, status: 'published', baseId: draft.baseId, basedOnVersionId: draft.latestVersionId },
  });
  expect(live.status()).toBe(200);

  await loginAsAdmin(page);
  await page.goto(`/siteadmin/knowledge-center/edit/${draft.baseId}/${draft.latestVersionId}`);
  await expect(page.getByLabel('Title').first()).toHaveValue(title);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  const dialog = page.getByRole('dialog', { name: 'Unpublish this item?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Keep it published' }).click();
  await expect(dialog).toBeHidden();
  // The item is still published.
  const now = await request.get(`/api/admin/knowledge-center/get/${draft.baseId}`, { headers: auth });
  expect((await now.json()).data.status).toBe('published');
});
