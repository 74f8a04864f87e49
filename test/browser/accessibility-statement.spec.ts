import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

import { loginAsAdmin, watchConsole } from './support/login';

/* The accessibility statement (/accessibility): the standard, the known limitations, and a barrier report that lands in the forms inbox. */

test.describe('accessibility statement', () => {
  test('the footer links to it; it names WCAG 2.2 AA and its limitations, passes axe, and a report sent with script lands in the inbox', async ({ page }) => {
    const errors = watchConsole(page);
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Accessibility' }).click();
    await expect(page).toHaveURL(/\/accessibility$/);
    await expect(page.getByRole('heading', { name: 'Accessibility Statement', level: 1 })).toBeVisible();
    await expect(page.getByText(/WCAG\) 2\.2 at level AA/)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Known limitations' })).toBeVisible();
    expect((await new AxeBuilder({ page }).include('main').analyze()).violations).toEqual([]);

    const form = page.getByRole('form', { name: 'Report a barrier' });
    await form.getByRole('button', { name: 'Send report' }).click();
    await expect(form.locator('.invalid-feedback')).toHaveText(['Email is required.', 'Please describe the barrier.']);
    await expect(form.getByLabel('Email')).toBeFocused();
    await form.getByLabel('Name (optional)').fill('Scripted Reporter');
    await form.getByLabel('Email').fill('scripted.reporter@example.com');
    await form.getByLabel('What stopped you?').fill('The results map cannot be used with a keyboard.');
    await page.waitForTimeout(3200);
    await form.getByRole('button', { name: 'Send report' }).click();
    await expect(page.getByRole('status')).toContainText('Thank you for telling us');
    expect(errors).toEqual([]);
  });

  test('without script: the page answers 200 with its form, which posts to the thank-you; staff see the report as Accessibility', async ({ browser, page }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const noScript = await context.newPage();
    const res = await noScript.goto('/accessibility');
    expect(res?.status()).toBe(200);
    const form = noScript.getByRole('form', { name: 'Report a barrier' });
    await form.getByRole('button', { name: 'Send report' }).click();
    await expect(noScript.locator('.invalid-feedback')).toHaveText(['Email is required.', 'Please describe the barrier.']);
    await expect(noScript.getByLabel('Email')).toBeFocused();
    await noScript.getByLabel('Name (optional)').fill('Plain Reporter');
    await noScript.getByLabel('Email').fill('plain.reporter@example.com');
    await noScript.getByLabel('What stopped you?').fill('Focus is lost after the form reloads.');
    await noScript.waitForTimeout(3200);
    await noScript.getByRole('button', { name: 'Send report' }).click();
    await expect(noScript).toHaveURL(/\/accessibility\?sent=1$/);
    await expect(noScript.getByRole('status')).toContainText('Thank you for telling us');
    await context.close();

    await loginAsAdmin(page);
    await page.goto('/siteadmin/forms');
    const search = page.getByRole('searchbox', { name: 'Search' });
    for (const name of ['Plain Reporter', 'Scripted Reporter']) {
      await search.fill(name);
      const row = page.locator('tbody tr', { has: page.getByRole('link', { name }) });
      await expect(row).toHaveCount(1);
      await expect(row).toContainText('Accessibility');
    }
  });
});
