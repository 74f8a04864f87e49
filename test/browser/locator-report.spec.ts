import * as fs from 'node:fs';

import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

import { loginAsAdmin, watchConsole } from './support/login';

/** The locator report (/siteadmin/locator): searches over time, areas on a map and in tables, CSV export. */

test('the locator report draws its chart, map and tables from searches, and exports CSV', async ({ page, request }) => {
  const errors = watchConsole(page);
  // An area no demo retailer is within 800 km of (Central Labrador), and one that finds some (Des Moines).
  for (let i = 0; i < 3; i++) expect((await request.post('/api/directory/search', { data: { label: 'Retailers', zip: 'A0P 1A0' } })).status()).toBe(200);
  expect((await request.post('/api/directory/search', { data: { label: 'Reps', zip: '50309' } })).status()).toBe(200);
  await loginAsAdmin(page);
  await page.goto('/siteadmin');
  await page.getByRole('navigation', { name: 'Administrator' }).getByRole('link', { name: 'Locator report' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Locator report' })).toBeVisible();
  await expect(page.getByRole('img', { name: /^Searches per day, .+: \d+ searches, \d+ found nobody\.$/ })).toBeVisible();
  await expect(page.getByRole('img', { name: /^Map of \d+ areas by searches/ })).toBeVisible();
  await expect(page.getByTestId('areas-map').locator('circle[data-area="503"]')).toHaveCount(1);
  const gaps = page.getByRole('region', { name: 'Dealer gaps' });
  await expect(gaps.getByRole('row', { name: 'Dealer gaps: A0P' })).toContainText('100%');
  await expect(page.getByRole('region', { name: 'Top areas' }).getByRole('row', { name: 'Top areas: 503' })).toBeVisible();

  // Filters: only the searches for reps leaves the retailer gap out.
  await page.getByLabel('Who searched').selectOption('Reps');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(/label=Reps/);
  await expect(gaps.getByRole('row', { name: 'Dealer gaps: A0P' })).toHaveCount(0);
  await page.getByLabel('Who searched').selectOption('');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(gaps.getByRole('row', { name: 'Dealer gaps: A0P' })).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export areas CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^locator-areas-\d{4}-\d\d-\d\d-to-\d{4}-\d\d-\d\d\.csv$/);
  const lines = fs
    .readFileSync(await file.path(), 'utf8')
    .trim()
    .split(/\r\n/);
  expect(lines[0]).toBe('area,regionId,place,searches,zeroResultSearches,zeroResultShare');
  expect(lines[1]).toMatch(/^A0P,3,"Central Labrador, NL",3,3,1\.000$/);
  expect((await new AxeBuilder({ page }).include('.locator-report').analyze()).violations).toEqual([]);
  expect(errors).toEqual([]);
});
