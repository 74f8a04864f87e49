import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

import { loginAsAdmin, watchConsole } from './support/login';

/** Privacy requests: one address's records found, downloaded as a zip, then erased with a confirmation of what was done. */
test('a privacy request is opened, its export downloads, and an erasure confirms what it removed', async ({ page }) => {
  const errors = watchConsole(page);
  const address = `browser.privacy.${Date.now().toString(36)}@example.com`;
  const sent = await page.request.post('/api/forms/add', {
    data: {
      name: 'Robin Privacy',
      email: address,
      data: JSON.stringify({ region: 'Canada', role: 'Grower', state: 'SK', zipcode: 'S7N 0W8', message: 'Please call about ANVOL.' }),
      reCaptchaToken: '',
      elapsedMs: 9000,
    },
  });
  expect(sent.ok()).toBe(true);

  await loginAsAdmin(page);
  await page.goto('/siteadmin/privacy');
  await expect(page.getByRole('heading', { name: 'Privacy requests', level: 1 })).toBeVisible();

  // Access under PIPEDA: 30 days, and the records found.
  await page.getByLabel('Email address').fill(address);
  await page.getByLabel('Request type').selectOption('access');
  await page.getByLabel('Law').selectOption('PIPEDA');
  await page.getByRole('button', { name: 'Open request' }).click();
  await expect(page.getByText('The privacy request was opened.')).toBeVisible();
  const detail = page.getByRole('region', { name: /^Privacy request #\d+$/ });
  await expect(detail).toContainText(address);
  await expect(detail.getByRole('row', { name: /Contact and rep requests/ })).toContainText('1');
  expect((await new AxeBuilder({ page }).include('.admin-privacy').analyze()).violations).toEqual([]);

  const download = page.waitForEvent('download');
  await detail.getByRole('button', { name: 'Download export (zip)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^privacy-request-\d+-\d{4}-\d\d-\d\d\.zip$/);
  await expect(page.getByText(/^Downloaded privacy-request-\d+-/)).toBeVisible();
  await expect(detail).toContainText('Exported');

  // The dashboard lists it until it is closed.
  await page.goto('/siteadmin');
  const panel = page.getByRole('region', { name: 'Open privacy requests' });
  await expect(panel).toContainText('Access (PIPEDA)');
  await expect(panel).toContainText('b***@example.com');

  // Erasure under CCPA: confirmed first, then what was done.
  await page.goto('/siteadmin/privacy');
  await page.getByLabel('Email address').fill(address);
  await page.getByLabel('Request type').selectOption('erasure');
  await page.getByLabel('Law').selectOption('CCPA');
  await page.getByRole('button', { name: 'Open request' }).click();
  await expect(page.getByText('The privacy request was opened.')).toBeVisible();
  await expect(detail).toContainText('Acknowledge by');
  await detail.getByRole('button', { name: 'Erase all data' }).click();
  const confirm = page.getByRole('dialog', { name: 'Erase all data' });
  await expect(confirm).toContainText(address);
  await confirm.getByRole('button', { name: 'Erase' }).click();
  await expect(page.getByText('The data was erased.')).toBeVisible();
  const done = detail.getByRole('region', { name: 'What the erasure did' });
  await expect(done).toContainText('Contact and rep requests anonymised: 1');
  await expect(detail).toContainText('b***@example.com (erased; only its hash is kept)');
  expect(errors).toEqual([]);
});
