import { expect, test } from '@playwright/test';

import { E2E_ADMIN, watchConsole } from './support/login';
import { OwnServer, startOwnServer } from './support/own-server';

test.describe('account: forgotten password and reset', () => {
  test('forgot password: Submit disabled while empty, confirmation, then back to login after 5 seconds', async ({ page }) => {
    const errors = watchConsole(page);
    await page.goto('/account/login');
    await page.getByRole('link', { name: 'Forgot Password' }).click();
    await expect(page).toHaveURL(/\/account\/forgot-password$/);
    const submit = page.getByRole('button', { name: 'Submit' });
    await expect(submit).toBeDisabled();
    await page.getByLabel('Email').fill('nobody-in-particular@example.com');
    await expect(submit).toBeEnabled();
    await submit.click();
    const sentAt = Date.now();
    await expect(page.getByText('An email containing password reset information has been sent to your inbox. Please verify.', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/account\/login$/, { timeout: 8000 });
    expect(Date.now() - sentAt).toBeGreaterThanOrEqual(4500);
    expect(errors).toEqual([]);
  });

  test('Back to Login returns to the login page', async ({ page }) => {
    await page.goto('/account/forgot-password');
    await page.getByRole('button', { name: 'Back to Login' }).click();
    await expect(page).toHaveURL(/\/account\/login$/);
  });

  test('an invalid reset link goes to login with "Please log in to continue."', async ({ page }) => {
    const errors = watchConsole(page);
    await page.goto('/account/reset-password/not-a-valid-hash');
    await expect(page).toHaveURL(/\/account\/login$/);
    await expect(page.getByText('Please log in to continue.')).toBeVisible();
    expect(errors.filter((e) => !/status of 400/.test(e))).toEqual([]);
  });

  test.describe('with the emailed link', () => {
    let server: OwnServer;
    test.beforeAll(async () => {
      server = await startOwnServer();
    });
    test.afterAll(async () => {
      await server?.stop();
    });

    test('reset: Submit disabled until both are filled, a mismatch alerts, a match sets the password and goes to login', async ({ browser }) => {
      const context = await browser.newContext({ baseURL: server.baseURL });
      const page = await context.newPage();
      const errors = watchConsole(page);
      await page.goto('/account/forgot-password');
      await page.getByLabel('Email').fill(E2E_ADMIN.email);
      await page.getByRole('button', { name: 'Submit' }).click();
      await expect(page.getByText(/has been sent to your inbox/)).toBeVisible();
      await expect.poll(() => server.mails().length).toBe(1);
      const link = /(http:\/\/localhost:\d+\/account\/reset-password\/[A-Za-z0-9_-]+)/.exec(server.mails()[0])![1];

      await page.goto(link);
      const submit = page.getByRole('button', { name: 'Submit' });
      await expect(page.getByLabel('New Password')).toBeVisible();
      await expect(submit).toBeDisabled();
      await page.getByLabel('New Password').fill('a-new-browser-passphrase');
      await expect(submit).toBeDisabled();
      await page.getByLabel('Confirm Password').fill('a-different-passphrase');
      await expect(submit).toBeEnabled();
      const alerts: string[] = [];
      page.once('dialog', (d) => {
        alerts.push(d.message());
        void d.accept();
      });
      await submit.click();
      await expect.poll(() => alerts).toEqual(['Passwords do not match']);
      await expect(page).toHaveURL(link);

      await page.getByLabel('Confirm Password').fill('a-new-browser-passphrase');
      await submit.click();
      await expect(page).toHaveURL(/\/account\/login$/);
      await page.getByLabel('Username').fill(E2E_ADMIN.email);
      await page.getByLabel('Password').fill('a-new-browser-passphrase');
      await page.getByRole('button', { name: 'Login' }).click();
      await expect(page).toHaveURL((u) => u.pathname === '/');
      // The link works once.
      await page.goto(link);
      await expect(page).toHaveURL(/\/account\/login$/);
      await expect(page.getByText('Please log in to continue.')).toBeVisible();
      expect(errors.filter((e) => !/status of 400/.test(e))).toEqual([]);
      await context.close();
    });
  });
});
