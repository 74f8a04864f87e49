import { expect, test } from '@playwright/test';

test('the home page renders with the company title and no console errors', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/');
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page).toHaveTitle(/ - Koch Agronomic Services$/);
  expect(errors).toEqual([]);
});

test('an unauthenticated visit to /siteadmin goes to /account/login', async ({ page }) => {
  await page.goto('/siteadmin');
  await expect(page).toHaveURL(/\/account\/login$/);
});
