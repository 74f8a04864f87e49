import { expect, test } from '@playwright/test';

import { loginAsAdmin, watchConsole } from './support/login';

// Spec 2.8: a link to the admin edit page on a public page, and to the public view on an admin edit page.
test('a signed-in administrator moves between a public product page and its admin edit page', async ({ page }) => {
  const errors = watchConsole(page);
  await loginAsAdmin(page);
  await page.goto('/agrotain');
  await page.getByRole('button', { name: 'Administrator' }).click();
  const panel = page.getByRole('navigation', { name: 'Administrator' });
  await panel.getByRole('link', { name: 'Edit in admin' }).click();
  await expect(page).toHaveURL(/\/siteadmin\/products\/edit\/\d+/);
  await expect(page.getByRole('heading', { name: /Edit$/ })).toBeVisible();
  await page.getByRole('navigation', { name: 'Administrator' }).getByRole('link', { name: 'View on site' }).click();
  await expect(page).toHaveURL(/\/agrotain$/);
  expect(errors).toEqual([]);
});

test('anonymous visitors see no administrator panel', async ({ page }) => {
  await page.goto('/agrotain');
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Administrator' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Administrator' })).toHaveCount(0);
});
