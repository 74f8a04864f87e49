import { expect, test } from '@playwright/test';

import { loginAsAdmin, watchConsole } from './support/login';

test.describe('editing protections', () => {
  test('a user cannot be saved without a role; a new user starts as Editor, each role is described, saving confirms the welcome email', async ({ page }) => {
    const errors = watchConsole(page);
    const email = `role-${Date.now().toString(36)}@example.com`;
    await loginAsAdmin(page);
    await page.goto('/siteadmin/users/add');
    await expect(page.getByRole('heading', { name: 'User Add' })).toBeVisible();
    const editor = page.getByRole('checkbox', { name: 'Editor' });
    await expect(editor).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Administrator' })).not.toBeChecked();
    await expect(editor).toHaveAccessibleDescription(/cannot manage users/);
    await expect(page.getByRole('checkbox', { name: 'Administrator' })).toHaveAccessibleDescription(/managing users/);

    await page.getByLabel('Email').fill(email);
    await editor.uncheck();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please choose a role.');
    await expect(page).toHaveURL(/\/siteadmin\/users\/add$/);

    await editor.check();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page).toHaveURL(/\/siteadmin\/users$/);
    await expect(page.getByText(`User created. A welcome email was sent to ${email}.`)).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Roles' })).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(email) }).getByRole('cell', { name: 'Editor', exact: true })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('a redirect to a missing page is saved with a warning, and Test shows the answer for the source path', async ({ page }) => {
    const errors = watchConsole(page);
    const source = `/old-${Date.now().toString(36)}`;
    await loginAsAdmin(page);
    await page.goto('/siteadmin/redirects');
    await page.getByRole('button', { name: 'Add Redirect' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Source path').fill(source);
    await dialog.getByLabel('Target').fill('/no-page-lives-here');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(dialog.getByText('Saved, but the target /no-page-lives-here does not answer: No page at this address (404).')).toBeVisible();

    await dialog.getByRole('button', { name: 'Test' }).click();
    await expect(dialog.getByRole('status').filter({ hasText: 'answers 301' })).toContainText(`${source} answers 301 Moved Permanently → /no-page-lives-here.`);
    await expect(dialog.getByText('The target does not answer: No page at this address (404).')).toBeVisible();
    expect(errors).toEqual([]);
  });

  test("the dashboard's quick actions open the right editors", async ({ page }) => {
    const errors = watchConsole(page);
    await loginAsAdmin(page);
    const actions = page.getByRole('navigation', { name: 'Quick actions' });
    const open = async (name: string) => {
      await page.goto('/siteadmin');
      await actions.getByRole('link', { name }).click();
    };
    await open('New article');
    await expect(page).toHaveURL(/\/siteadmin\/knowledge-center\/create$/);
    await expect(page.getByRole('button', { name: 'Save Changes' })).toBeVisible();
    await open('New press release');
    await expect(page).toHaveURL(/\/siteadmin\/press-releases\/create$/);
    await expect(page.getByRole('button', { name: 'Save Changes' })).toBeVisible();
    await open('Upload document');
    await expect(page).toHaveURL(/\/siteadmin\/document-library\/create$/);
    await open('Add redirect');
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page.getByRole('dialog').getByLabel('Source path')).toHaveValue('');
    expect(errors).toEqual([]);
  });
});
