import { expect, test } from '@playwright/test';

import { E2E_ADMIN, loginAsAdmin, watchConsole } from './support/login';

test.describe('admin: users', () => {
  test('add a user with a role, edit it (email read-only), then delete it after confirming', async ({ page }) => {
    const errors = watchConsole(page);
    const email = `browser-${Date.now().toString(36)}@example.com`;
    await loginAsAdmin(page);
    await page.goto('/siteadmin/users');
    await expect(page.getByRole('heading', { name: 'Users' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Id' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Email' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Last Login' })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'admin@example.com', exact: true })).toBeVisible();

    // Add: client-side email messages first.
    await page.getByRole('link', { name: 'Add User' }).click();
    await expect(page.getByRole('heading', { name: 'User Add' })).toBeVisible();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Email is required.')).toBeVisible();
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
    // A server refusal shows its message above the form.
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('short');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByRole('alert')).toHaveText('The password must be at least 12 characters long.');
    await page.getByLabel('Password').fill('browser-user-passphrase');
    await page.getByRole('checkbox', { name: 'Editor' }).check();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page).toHaveURL(/\/siteadmin\/users$/);
    const row = page.getByRole('row', { name: new RegExp(email) });
    await expect(row).toBeVisible();
    await expect(row).toContainText('Never');

    // Edit: the email is read-only, roles come from get-roles.
    await row.getByRole('link', { name: 'Edit' }).click();
    await expect(page.getByRole('heading', { name: 'User Edit' })).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue(email);
    await expect(page.getByLabel('Email')).toHaveAttribute('readonly', '');
    await expect(page.getByRole('checkbox', { name: 'Editor' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Administrator' })).not.toBeChecked();
    await page.getByRole('checkbox', { name: 'Administrator' }).check();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page).toHaveURL(/\/siteadmin\/users$/);
    await page
      .getByRole('row', { name: new RegExp(email) })
      .getByRole('link', { name: 'Edit' })
      .click();
    await expect(page.getByRole('checkbox', { name: 'Administrator' })).toBeChecked();
    await page.getByRole('link', { name: /Back/ }).click();

    // Delete: confirmation, then the list reloads without the user.
    await page
      .getByRole('row', { name: new RegExp(email) })
      .getByRole('button', { name: 'Delete' })
      .click();
    const confirm = page.getByRole('dialog');
    await expect(confirm).toContainText(`Are you sure you want to delete ${email}?`);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('User deleted.')).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(email) })).toHaveCount(0);
    expect(errors.filter((e) => !/status of 400/.test(e))).toEqual([]);
  });

  test('a signed-in Editor opening the users screen goes to /access-denied', async ({ page, request }) => {
    const errors = watchConsole(page);
    const login = await request.post('/auth/login', { data: { Username: E2E_ADMIN.email, Password: E2E_ADMIN.password } });
    const admin = { authorization: `Bearer ${(await login.json()).data.token}` };
    const roles = (await (await request.get('/api/adminusers/get-roles', { headers: admin })).json()).data as { id: number; name: string }[];
    const editor = { email: `editor-${Date.now().toString(36)}@example.com`, password: 'editor-browser-passphrase' };
    const add = await request.post('/api/adminusers/add', { headers: admin, data: { id: null, ...editor, userRoles: [roles.find((r) => r.name === 'Editor')!.id] } });
    expect((await add.json()).success).toBe(true);
    await loginAsAdmin(page, editor);
    await page.goto('/siteadmin');
    // An Editor is not offered the users section.
    const drawer = page.getByRole('navigation', { name: 'Administrator' });
    await expect(drawer.getByRole('link', { name: 'Redirects', exact: true })).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Users', exact: true })).toHaveCount(0);
    await page.goto('/siteadmin/users');
    await expect(page).toHaveURL(/\/access-denied$/);
    await expect(page.getByText("Sorry, you don't have permission to access this page.")).toBeVisible();
    expect(errors.filter((e) => !/status of 403/.test(e))).toEqual([]);
  });

  test('the dashboard shows a tile for every section', async ({ page }) => {
    await loginAsAdmin(page);
    await page.goto('/siteadmin');
    // The tiles (below the summary, whose content counts link to the same sections).
    const tiles = page.getByRole('main').getByRole('region', { name: 'Sections', exact: true });
    for (const s of [
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
      'Audit log',
    ])
      await expect(tiles.getByRole('link', { name: s, exact: true })).toBeVisible();
  });
});
