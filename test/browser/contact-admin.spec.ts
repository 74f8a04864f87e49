import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

import { loginAsAdmin, watchConsole } from './support/login';

/** The admin forms screen (spec 2.8, 9): Load More appends, archive asks, then reloads. */
test('admin forms: Load More appends the next page, archive removes a row after confirmation, detail shows the data', async ({ page }) => {
  const errors = watchConsole(page);
  await loginAsAdmin(page);
  await page.goto('/siteadmin/forms');
  await expect(page.getByRole('heading', { name: 'Forms', level: 1 })).toBeVisible();
  const rows = page.locator('tbody tr');
  await expect(rows).toHaveCount(20);
  const firstPage = await rows.locator('td:first-child a').allInnerTexts();
  expect((await new AxeBuilder({ page }).include('.admin-forms').analyze()).violations).toEqual([]);

  await page.getByRole('button', { name: 'Load More' }).click();
  await expect(page.getByText(/^Showing (2[1-9]|3\d) submissions$/)).toBeVisible();
  await expect.poll(() => rows.count()).toBeGreaterThan(20);
  const afterMore = await rows.locator('td:first-child a').allInnerTexts();
  expect(afterMore.slice(0, 20)).toEqual(firstPage);

  // Sort by name descending (order code 1): the header shows the state.
  await page.getByRole('button', { name: 'Name' }).click();
  await expect(page.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'ascending');
  await page.getByRole('button', { name: 'Name' }).click();
  await expect(page.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'descending');
  await expect(page.getByText(/^Showing 20 submissions$/)).toBeVisible();
  await expect(rows).toHaveCount(20);
  const names = await rows.locator('td:first-child a').allInnerTexts();
  expect(names).toEqual([...names].sort((a, b) => b.toLowerCase().localeCompare(a.toLowerCase())));

  // Detail view with the data pretty-printed.
  const target = names[0];
  await page.getByRole('button', { name: `View ${target}` }).click();
  const detail = page.getByRole('dialog');
  await expect(detail.getByLabel('Submission data')).toContainText('"region": ');
  // Its case status is the case's (never "Open" for a New case); whether it is archived is said apart.
  await expect(detail.getByRole('definition').filter({ hasText: /^(New|Open|Waiting on visitor|Closed)$/ })).toHaveCount(1);
  await expect(detail.getByRole('definition').filter({ hasText: /^In the inbox/ })).toHaveCount(1);
  await detail.getByRole('button', { name: 'Close' }).click();
  await expect(detail).toHaveCount(0);

  // Archive: cancel keeps the row; confirm removes it after the reload.
  await page.getByRole('button', { name: `Archive ${target}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await expect(rows.filter({ hasText: target })).toHaveCount(1);
  await page.getByRole('button', { name: `Archive ${target}` }).click();
  await expect(page.getByRole('dialog')).toContainText(`archive the submission from ${target}`);
  await page.getByRole('dialog').getByRole('button', { name: 'Archive' }).click();
  await expect(page.getByText('The submission was archived.')).toBeVisible();
  await expect(rows.filter({ hasText: target })).toHaveCount(0);

  // It is listed under Archived.
  await page.getByLabel('Show').selectOption({ label: 'Archived' });
  await expect(rows.filter({ hasText: target })).toHaveCount(1);

  // CSV export of the current filter downloads a file.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^form-submissions-\d{4}-\d\d-\d\d\.csv$/);
  expect(errors).toEqual([]);
});
