import { expect, test } from '@playwright/test';

import { loginAsAdmin, watchConsole } from './support/login';

/**
 * Typing on while a save is on its way is kept: the saved item does not replace the newer words, they count as
 * unsaved changes (kept as the local draft), and the next save sends them.
 */
test('what is typed while a save is in flight stays in the form, as unsaved changes the next save sends', async ({ page }) => {
  const errors = watchConsole(page);
  const title = `Typing During Save ${Date.now().toString(36)}`;
  await loginAsAdmin(page);
  await page.goto('/siteadmin/knowledge-center/create');
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Summary').fill('Saved words.');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page).toHaveURL(/\/siteadmin\/knowledge-center\/edit\/\d+$/);
  await expect(page.getByRole('status').filter({ hasText: 'Your changes were saved.' })).toBeVisible();

  // The next save's answer is held back while the editor goes on typing.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/admin/knowledge-center/add', async (route) => {
    await held;
    await route.continue();
  });
  const summary = page.getByLabel('Summary');
  await summary.fill('Second save.');
  const answered = page.waitForResponse((r) => r.url().endsWith('/api/admin/knowledge-center/add') && r.status() === 200);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await summary.press('End');
  await summary.pressSequentially(' Typed meanwhile.');
  release();
  await answered;
  await page.unroute('**/api/admin/knowledge-center/add');

  // The newer words stay, and they are unsaved: the draft offer comes back after a reload, over the saved item.
  await expect(summary).toHaveValue('Second save. Typed meanwhile.');
  await page.waitForTimeout(400);
  await page.reload();
  await expect(page.getByLabel('Summary')).toHaveValue('Second save.');
  await page.getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByLabel('Summary')).toHaveValue('Second save. Typed meanwhile.');

  // The next save sends them.
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your changes were saved.' })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Summary')).toHaveValue('Second save. Typed meanwhile.');
  await expect(page.getByRole('button', { name: 'Restore' })).toHaveCount(0);
  expect(errors).toEqual([]);
});
