import { expect, test } from '@playwright/test';

import { loginAsAdmin, watchConsole } from './support/login';

test.describe('redirects admin', () => {
  test('creating a redirect in the admin sends visitors of the old path to the target', async ({ page }) => {
    const errors = watchConsole(page);
    await loginAsAdmin(page);
    await page.goto('/siteadmin/redirects');
    await expect(page.getByRole('heading', { name: 'Redirects', level: 1 })).toBeVisible();
    // The built-in rules are listed.
    await expect(page.getByRole('cell', { name: '/can/find-a-rep Built-in' })).toBeVisible();

    await page.getByRole('button', { name: 'Add Redirect' }).click();
    const dialog = page.getByRole('dialog', { name: 'Redirect Add' });
    await dialog.getByLabel('Source path').fill('/Old-Agrotain-Guide/');
    await dialog.getByLabel('Target').fill('/agrotain');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'Redirect from /old-agrotain-guide created.' })).toBeVisible();
    await expect(page.getByRole('cell', { name: '/old-agrotain-guide', exact: true })).toBeVisible();

    // A rule that would chain is refused with the chain named.
    await page.getByRole('button', { name: 'Add Redirect' }).click();
    await dialog.getByLabel('Source path').fill('/older-agrotain-guide');
    await dialog.getByLabel('Target').fill('/old-agrotain-guide');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(
      'This redirect would create a chain of redirects: /older-agrotain-guide → /old-agrotain-guide → /agrotain. Point /older-agrotain-guide straight at /agrotain instead.',
    );
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await page.goto('/old-agrotain-guide?utm_source=mail');
    await expect(page).toHaveURL((url) => url.pathname === '/agrotain' && url.search === '?utm_source=mail');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    // The refused save above is a deliberate 400, which Chromium reports as a failed resource; nothing else may fail.
    expect(errors.filter((e) => !/status of 400 \(Bad Request\)/.test(e))).toEqual([]);
    expect(errors.length).toBeLessThanOrEqual(1);
  });

  test('the 404 log shows an unknown path and turns it into a redirect', async ({ page, request }) => {
    const missing = `/e2e-missing-${Date.now().toString(36)}`;
    const res = await request.get(missing);
    expect(res.status()).toBe(404);

    const errors = watchConsole(page);
    await loginAsAdmin(page);
    await page.goto('/siteadmin/redirects');
    await page.getByRole('tab', { name: /404 Log/ }).click();
    const row = page.getByRole('row').filter({ hasText: missing });
    await expect(row).toBeVisible();
    await expect(row.getByRole('cell').nth(1)).toHaveText('1');

    await row.getByRole('button', { name: `Create redirect for ${missing}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Redirect Add' });
    await expect(dialog.getByLabel('Source path')).toHaveValue(missing);
    await dialog.getByLabel('Target').fill('/knowledge-center');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(dialog).toBeHidden();
    // Redirected paths leave the log.
    await expect(page.getByRole('row').filter({ hasText: missing })).toHaveCount(0);
    await page.getByRole('tab', { name: 'Redirects' }).click();
    await expect(page.getByRole('cell', { name: missing, exact: true })).toBeVisible();
    expect(errors).toEqual([]);

    await page.goto(missing);
    await expect(page).toHaveURL((url) => url.pathname === '/knowledge-center');
  });
});
