import { expect, test } from '@playwright/test';

import { E2E_ADMIN, loginAsAdmin, watchConsole } from './support/login';

test.describe('account: login and logout', () => {
  test('blank username and password show both messages at once and highlight both fields', async ({ page }) => {
    const errors = watchConsole(page);
    await page.goto('/account/login');
    await expect(page.getByRole('heading', { name: 'Site Administration Login' })).toBeVisible();
    await expect(page.getByLabel('Username')).toHaveAttribute('placeholder', 'email address');
    await expect(page.getByRole('link', { name: 'Forgot Password' })).toBeVisible();
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('Please enter your username.')).toBeVisible();
    await expect(page.getByText('Please enter your password.')).toBeVisible();
    await expect(page.getByLabel('Username')).toHaveClass(/is-invalid/);
    await expect(page.getByLabel('Password')).toHaveClass(/is-invalid/);
    await expect(page.getByLabel('Username')).toHaveAttribute('aria-invalid', 'true');
    expect(errors).toEqual([]);
  });

  test('a wrong password shows the server message in a summary list', async ({ page }) => {
    const errors = watchConsole(page);
    await page.goto('/account/login');
    await page.getByLabel('Username').fill(E2E_ADMIN.email);
    await page.getByLabel('Password').fill('definitely-not-the-password');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('alert').getByRole('listitem')).toHaveText('Invalid username or password.');
    await expect(page).toHaveURL(/\/account\/login$/);
    // The browser logs the 401 of the refused login itself; nothing else may fail.
    expect(errors.filter((e) => !/status of 401/.test(e))).toEqual([]);
  });

  test('login goes to /, the admin area opens, and logout clears the session and goes to /', async ({ page }) => {
    const errors = watchConsole(page);
    await loginAsAdmin(page);
    await page.goto('/siteadmin');
    const drawer = page.getByRole('navigation', { name: 'Administrator' });
    await expect(drawer).toBeVisible();
    for (const section of [
      'Products',
      'Knowledge Center',
      'Product Labels/SDSs',
      'Reps & Retailers',
      'Press Releases',
      'Pages',
      'Document Library',
      'Forms',
      'Users',
      'Redirects',
      'Logout',
    ])
      await expect(drawer.getByRole('link', { name: section, exact: true })).toBeVisible();
    await drawer.getByRole('link', { name: 'Logout' }).click();
    await expect(page).toHaveURL((u) => u.pathname === '/');
    await page.goto('/siteadmin');
    await expect(page).toHaveURL(/\/account\/login$/);
    expect(errors).toEqual([]);
  });

  test('tabs share the session: logging out in one tab signs the other tab out too', async ({ context }) => {
    const first = await context.newPage();
    const errors = watchConsole(first);
    await loginAsAdmin(first);
    const second = await context.newPage();
    await second.goto('/siteadmin/users');
    await expect(second.getByRole('heading', { name: 'Users' })).toBeVisible();
    await first.goto('/account/logout');
    await expect(first).toHaveURL((u) => u.pathname === '/');
    await expect(second).toHaveURL(/\/account\/login$/);
    expect(errors).toEqual([]);
  });
});
