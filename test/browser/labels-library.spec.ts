import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';

import AxeBuilder from '@axe-core/playwright';
import { expect, Page, test } from '@playwright/test';

import { dropFile, pdf } from './support/files';
import { loginAsAdmin, watchConsole } from './support/login';

/** The labels and SDS library: search and filters in the URL, the document page, notify me, and the admin side. */

const SUBSCRIBED = 'Thank you. Please check your inbox: we sent you an email with a link to confirm. Nothing is sent to you before you confirm.';

/** The test server writes mail to its outbox (no SMTP): the confirmation link sent to a unique address. */
async function confirmationPath(email: string): Promise<string> {
  for (let i = 0; i < 50; i++) {
    for (const dir of fs.readdirSync(os.tmpdir()).filter((d) => d.startsWith('site-e2e-'))) {
      const outbox = path.join(os.tmpdir(), dir, 'outbox');
      if (!fs.existsSync(outbox)) continue;
      for (const f of fs.readdirSync(outbox)) {
        const text = fs
          .readFileSync(path.join(outbox, f), 'utf8')
          .replace(/=\r?\n/g, '')
          .replace(/=3D/g, '=');
        if (text.includes(`To: ${email}`)) return /https?:\/\/[^/\s]+(\/label-notices\/confirm\/[A-Za-z0-9_-]+)/.exec(text)![1];
      }
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no confirmation mail to ${email}`);
}

const axe = async (page: Page) => {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  return results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 5)
        .join(', ')}`,
  );
};

test('search and filters keep the URL in step, and a shared URL shows the same results', async ({ page }) => {
  const errors = watchConsole(page);
  await page.goto('/product-labels');
  await expect(page.getByRole('heading', { level: 3, name: 'AGROTAIN' })).toBeVisible();
  // A word that appears only inside AGROTAIN's current label PDF.
  await page.getByLabel('Search labels and SDS').fill('ventilated');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/product-labels\?q=ventilated$/);
  await expect(page.getByRole('heading', { level: 3 })).toHaveText(['AGROTAIN']);
  await expect(page.getByText('1 document matches your search.')).toBeVisible();

  await page.getByLabel('Search labels and SDS').fill('');
  await page.getByLabel('Document type').selectOption('sln-label');
  await expect(page).toHaveURL(/\/product-labels\?type=sln-label$/);
  await page.getByLabel('State or province').selectOption('NE');
  await expect(page).toHaveURL(/\?type=sln-label&state=NE$/);
  await expect(page.getByText('No documents match your search.')).toBeVisible();
  await page.getByLabel('State or province').selectOption('IA');
  await expect(page).toHaveURL(/\?type=sln-label&state=IA$/);
  await expect(page.getByRole('link', { name: 'Special local need label for CENTURO' })).toBeVisible();
  // Back goes to the previous filters.
  await page.goBack();
  await expect(page.getByLabel('State or province')).toHaveValue('NE');
  // The shared link renders the same results (and the form shows the filters).
  await page.goto('/product-labels?type=sln-label&state=IA');
  await expect(page.getByLabel('Document type')).toHaveValue('sln-label');
  await expect(page.getByRole('heading', { level: 3 })).toHaveText(['CENTURO']);
  await page.getByRole('link', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/product-labels$/);
  await expect(page.getByRole('heading', { level: 3, name: 'SUPERU' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('the document page shows the revision history and compares two revisions word by word', async ({ page }) => {
  const errors = watchConsole(page);
  await page.goto('/product-labels?product=AGROTAIN');
  await page.getByRole('link', { name: 'Details and revision history of AGROTAIN Label', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'AGROTAIN Label' })).toBeVisible();
  await expect(page).toHaveTitle('AGROTAIN Label - Koch Agronomic Services');
  await expect(page.getByText('What changed: Updated storage directions and added a first-aid statement.')).toBeVisible();
  const history = page.getByRole('table');
  await expect(history.getByRole('rowheader', { name: 'Revision 1' })).toBeVisible();
  await expect(history).toContainText('Superseded on');
  await expect(history).toContainText('Valid on existing stock until September 30, 2026');
  const old = await history.getByRole('link', { name: 'Download revision 1 of AGROTAIN Label' }).getAttribute('href');
  expect(old).toMatch(/^\/doccenter\/[0-9a-f-]{36}\/revisions\/1$/);
  expect((await page.request.get(old!)).status()).toBe(200);
  await expect(page.getByRole('link', { name: 'French: AGROTAIN — Étiquette' })).toBeVisible();

  await page.getByLabel('Older revision').selectOption('1');
  await page.getByLabel('Newer revision').selectOption('2');
  await page.getByRole('button', { name: 'Compare' }).click();
  await expect(page).toHaveURL(/\?from=1&to=2$/);
  const diff = page.getByRole('region', { name: 'Changes from revision 1 to revision 2' });
  await expect(diff.locator('ins').first()).toBeVisible();
  await expect(diff.locator('ins').filter({ hasText: 'ventilated' })).toContainText('added:');
  await expect(page.getByRole('img', { name: /QR code of the link to AGROTAIN Label/ })).toBeVisible();
  expect(errors).toEqual([]);
});

test('Notify me of changes: the subscribe form and its confirmation message', async ({ page }) => {
  const errors = watchConsole(page);
  await page.goto('/product-labels');
  const form = page.getByRole('region', { name: 'Notify me of changes' });
  await form.getByRole('button', { name: 'Notify me' }).click();
  await expect(form.getByText('Please enter a valid email address.')).toBeVisible();
  await expect(form.getByText('Choose at least one product or document.')).toBeVisible();
  await form.getByLabel('Email address').fill(`grower-${Date.now()}@example.com`);
  await form.getByRole('checkbox', { name: 'SUPERU' }).check();
  await form.getByRole('button', { name: 'Notify me' }).click();
  await expect(form.getByRole('status')).toHaveText(SUBSCRIBED);

  // On a product page the product is chosen already.
  await page.goto('/agrotain');
  const productForm = page.getByRole('region', { name: 'Notify me of changes' });
  await expect(productForm.getByRole('checkbox', { name: 'Every label and SDS for AGROTAIN' })).toBeChecked();
  await productForm.getByLabel('Email address').fill(`agronomist-${Date.now()}@example.com`);
  await productForm.getByRole('button', { name: 'Notify me' }).click();
  await expect(productForm.getByRole('status')).toHaveText(SUBSCRIBED);
  expect(errors).toEqual([]);
});

test('/product-labels and a document page work without script: the list, the search form and the revision links', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/product-labels');
  expect(await page.locator('a[href^="/doccenter/"]').count()).toBeGreaterThan(10);
  // The search is a plain GET form.
  await page.getByLabel('Search labels and SDS').fill('ventilated');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/q=ventilated/);
  await expect(page.getByRole('heading', { level: 3 })).toHaveText(['AGROTAIN']);
  await page.getByRole('link', { name: 'Details and revision history of AGROTAIN Label' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Revision history' })).toBeVisible();
  await expect(page.locator('a[href*="/revisions/1"]')).toHaveCount(1);
  // "Notify me of changes" posts itself and answers with a page.
  const form = page.getByRole('region', { name: 'Notify me of changes' });
  await form.getByLabel('Email address').fill(`nojs-${Date.now()}@example.com`);
  await form.getByRole('button', { name: 'Notify me' }).click();
  await expect(page.getByRole('status')).toHaveText(SUBSCRIBED);
  await context.close();
});

test('axe finds no violations on /product-labels, a filtered list and a document page with a compare', async ({ page }) => {
  for (const url of ['/product-labels', '/product-labels?type=label&lang=fr']) {
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect([url, await axe(page)]).toEqual([url, []]);
  }
  await page.goto('/product-labels?product=AGROTAIN');
  await page.getByRole('link', { name: 'Details and revision history of AGROTAIN Label' }).click();
  await page.getByRole('button', { name: 'Compare' }).click();
  await expect(page.getByRole('region', { name: /Changes from revision/ })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await axe(page)).toEqual([]);
});

test('admin: the new document fields, a new revision with its note, subscribers and the change-notice log', async ({ page }) => {
  const errors = watchConsole(page);
  // A confirmed subscriber of AGROTAIN (through the emailed link).
  const email = `retailer-${Date.now()}@example.com`;
  const res = await page.request.post('/api/labels/subscribe', { data: { email, products: ['AGROTAIN'] } });
  expect(res.status()).toBe(200);
  // Opening the link only asks; the button confirms (a mail scanner opening links confirms nothing).
  await page.goto(await confirmationPath(email));
  await expect(page.getByRole('heading', { name: 'Confirm your subscription' })).toBeVisible();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('heading', { name: 'Subscription confirmed' })).toBeVisible();

  await loginAsAdmin(page);
  await page.goto('/siteadmin/document-library');
  await page.getByLabel('Search').fill('AGROTAIN Label');
  await page.getByRole('link', { name: 'AGROTAIN Label', exact: true }).click();
  await expect(page.getByLabel('Language', { exact: true })).toHaveValue('en');
  await expect(page.getByLabel('Registration numbers')).toHaveValue(/EPA: 71512-20/);
  await expect(page.getByLabel('States or provinces')).toHaveValue('');
  await expect(page.getByRole('img', { name: 'QR code of the link to AGROTAIN Label' })).toBeVisible();
  await page.getByLabel('States or provinces').fill('IA, NE');

  await dropFile(page, 'agrotain-label-2026.pdf', pdf('AGROTAIN label 2026 edition'));
  await page.getByRole('button', { name: 'Save Changes' }).click();
  // A new revision asks for its note.
  await expect(page.getByText('Please describe what changed in this revision.')).toBeVisible();
  await page.getByLabel('What changed').fill('New application rates for no-till.');
  await page.getByLabel('Valid on existing stock until').fill('2027-06-30');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Saved. The new file is now served at the same link.')).toBeVisible();
  await expect(page.getByLabel('States or provinces')).toHaveValue('IA, NE');
  await expect(page.getByText('What changed: New application rates for no-till.')).toBeVisible();

  await page.goto('/siteadmin/document-library');
  await page.getByRole('link', { name: 'Subscribers' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Subscribers' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Subscribers of AGROTAIN' });
  await expect(table.getByRole('row', { name: new RegExp(email) })).toContainText('Confirmed');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  expect((await download).suggestedFilename()).toMatch(/^label-subscribers-\d{4}-\d{2}-\d{2}\.csv$/);

  await page.goto('/siteadmin/document-library/change-notices');
  const row = page.getByRole('table', { name: 'Change notices' }).getByRole('row', { name: new RegExp(email) });
  // Sent in the background right after the upload: reload until the log says so.
  await expect(async () => {
    await page.reload();
    await expect(row).toContainText('Sent', { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await expect(row).toContainText('AGROTAIN Label');

  // Removing the address from the product.
  await page.goto('/siteadmin/document-library/subscribers');
  page.once('dialog', (d) => void d.accept());
  await page.getByRole('button', { name: `Remove ${email} from AGROTAIN` }).click();
  await expect(page.getByText(`${email} no longer follows AGROTAIN.`)).toBeVisible();
  expect(errors).toEqual([]);
});
