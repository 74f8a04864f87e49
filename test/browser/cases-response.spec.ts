import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

import { loginAsAdmin, watchConsole } from './support/login';

/** Response times and retention: the report for a period, and the targets and retention an Administrator sets. */
test('the response-time report shows the period by type and region, and an Administrator changes a target and a retention action', async ({ page }) => {
  const errors = watchConsole(page);
  await loginAsAdmin(page);
  await page.goto('/siteadmin/forms');
  await page.getByRole('link', { name: 'Response times' }).click();
  await expect(page.getByRole('heading', { name: 'Response times', level: 1 })).toBeVisible();
  // The demo requests arrived over the last few days.
  await expect(page.getByRole('rowheader', { name: 'All' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'First response (median / 90th)' })).toBeVisible();
  expect((await new AxeBuilder({ page }).include('main').analyze()).violations).toEqual([]);

  await page.getByRole('link', { name: 'Back' }).click();
  await page.getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { name: 'Forms settings', level: 1 })).toBeVisible();
  const days = page.getByLabel('Rep, Canada: business days');
  await expect(days).toHaveValue('2');
  await days.fill('3');
  await expect(page.getByLabel('Canada time zone')).toHaveValue('America/Winnipeg');
  await expect(page.getByLabel('Contact: months kept after closing')).toHaveValue('24');
  await page.getByLabel('Rep: after the retention period').selectOption('delete');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('The settings were saved.')).toBeVisible();
  await expect(page.getByText(/^Last changed .* by admin@example\.com$/)).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Rep, Canada: business days')).toHaveValue('3');
  await expect(page.getByLabel('Rep: after the retention period')).toHaveValue('delete');
  expect(errors).toEqual([]);
});
