import { expect, test } from '@playwright/test';

import { loginAsAdmin, watchConsole } from './support/login';

/** Reps & Retailers administration. */

test('working through a retailer list: Save moves on to the next retailer', async ({ page }) => {
  const errors = watchConsole(page);
  await loginAsAdmin(page);
  await page.goto('/siteadmin/reps-retailers');
  await expect(page.getByRole('heading', { level: 1, name: 'Reps & Retailers' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Retailers' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('searchbox', { name: 'Search retailers' }).fill('VT');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const rows = page.getByRole('row');
  await expect(rows.nth(1)).toContainText('Heartland Agronomy Brandon');
  await expect(rows).toHaveCount(6);
  await page.getByRole('link', { name: 'Work through list' }).click();
  await expect(page).toHaveURL(/\/siteadmin\/reps-retailers\/retailer\/edit\/\d+\/next\?search=VT$/);
  await expect(page.getByRole('heading', { name: 'Retailer Edit' })).toBeVisible();
  await expect(page.getByLabel('Name')).toHaveValue('Heartland Agronomy Brandon');
  const first = page.url();
  await page.getByLabel('Name').fill('Heartland Agronomy Brandon VT');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByLabel('Name')).toHaveValue('Irasburg Crop Services');
  expect(page.url()).not.toBe(first);
  await expect(page).toHaveURL(/\/retailer\/edit\/\d+\/next\?search=VT$/);
  await expect(page.getByText('Saved Heartland Agronomy Brandon VT. Now editing the next retailer.')).toBeVisible();
  // Without `next`, Save returns to the list.
  await page.goto(first.replace(/\/next\?search=VT$/, ''));
  await expect(page.getByLabel('Name')).toHaveValue('Heartland Agronomy Brandon VT');
  await page.getByLabel('Name').fill('Heartland Agronomy Brandon');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page).toHaveURL(/\/siteadmin\/reps-retailers\?tab=retailers$/);
  await expect(page.getByText('Saved Heartland Agronomy Brandon.')).toBeVisible();
  expect(errors).toEqual([]);
});

test('a bad postal code is refused on the field, and a rep territory edit is checked', async ({ page }) => {
  await loginAsAdmin(page);
  await page.goto('/siteadmin/reps-retailers/retailer/create');
  await expect(page.getByRole('heading', { name: 'Retailer Add' })).toBeVisible();
  await page.getByLabel('Name').fill('Test Farm Store');
  await page.getByLabel('City').fill('Ames');
  await page.getByLabel('Zip Code').fill('00000');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('alert')).toHaveText('We could not find ZIP code 00000. Please check it and try again.');
  await page.goto('/siteadmin/reps-retailers?tab=reps');
  await page.getByRole('link', { name: 'Edit Erik Halvorsen' }).click();
  await expect(page.getByRole('heading', { name: 'Rep Edit' })).toBeVisible();
  await expect(page.getByLabel('Territory')).toHaveValue('MN, ND, SD');
  await page.getByLabel('Territory').fill('MN, ND, SD, M5V');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('alert')).toHaveText('"M5V" is not a US ZIP code, 3-digit ZIP prefix or state code.');
});

test('CSV import reports a dry run by line before anything is saved', async ({ page }) => {
  await loginAsAdmin(page);
  await page.goto('/siteadmin/reps-retailers?tab=retailers');
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const csv = 'name,city,postalCode,region\nPrairie Test Ag,Ames,50010,2\nBroken Row,Nowhere,00000,2\n';
  await page.getByLabel('CSV file').setInputFiles({ name: 'retailers.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await page.getByRole('button', { name: 'Check file' }).click();
  const report = page.getByRole('status');
  await expect(report).toContainText('Dry run: 1 to add, 0 to update, 1 rejected.');
  await expect(report.getByRole('row', { name: /3 We could not find ZIP code 00000/ })).toBeVisible();
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(report).toContainText('Imported: 1 added, 0 updated, 1 rejected.');
  await page.getByRole('searchbox', { name: 'Search retailers' }).fill('Prairie Test Ag');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('link', { name: 'Prairie Test Ag', exact: true })).toBeVisible();
});
