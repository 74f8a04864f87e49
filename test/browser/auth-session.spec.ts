import { expect, test } from '@playwright/test';

import { loginAsAdmin, watchConsole } from './support/login';
import { OwnServer, startOwnServer } from './support/own-server';

const QUESTION = 'Your session is about to time out. Would you like to stay logged into your account?';

test.describe('admin: session timeout prompt (shortened to 3 s)', () => {
  let server: OwnServer;
  test.beforeAll(async () => {
    server = await startOwnServer({ SESSION_TIMEOUT_PROMPT_MS: '3000' });
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test('Yes calls keepalive and keeps the user signed in; Escape answers Yes; No logs out', async ({ browser }) => {
    const context = await browser.newContext({ baseURL: server.baseURL });
    const page = await context.newPage();
    const errors = watchConsole(page);
    await loginAsAdmin(page);
    await page.goto('/siteadmin');
    await expect(page.getByRole('navigation', { name: 'Administrator' })).toBeVisible();

    const prompt = page.getByRole('dialog');
    await expect(prompt).toContainText(QUESTION, { timeout: 8000 });
    const keepalive = page.waitForResponse((r) => r.url().endsWith('/api/admin/session/keepalive') && r.status() === 200);
    await prompt.getByRole('button', { name: 'Yes' }).click();
    await keepalive;
    await expect(prompt).toBeHidden();
    await expect(page).toHaveURL(/\/siteadmin$/);

    // The clock starts again: the prompt returns, and Escape dismisses it as Yes does.
    await expect(prompt).toContainText(QUESTION, { timeout: 8000 });
    const keptByEscape = page.waitForResponse((r) => r.url().endsWith('/api/admin/session/keepalive') && r.status() === 200);
    await page.keyboard.press('Escape');
    await keptByEscape;
    await expect(prompt).toBeHidden();
    await expect(page).toHaveURL(/\/siteadmin$/);

    // Again: No logs out.
    await expect(page.getByRole('dialog')).toContainText(QUESTION, { timeout: 8000 });
    await page.getByRole('dialog').getByRole('button', { name: 'No' }).click();
    await expect(page).toHaveURL((u) => u.pathname === '/');
    await page.goto('/siteadmin');
    await expect(page).toHaveURL(/\/account\/login$/);
    expect(errors).toEqual([]);
    await context.close();
  });
});
