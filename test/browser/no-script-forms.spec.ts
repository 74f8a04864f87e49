import { Browser, expect, Page, test } from '@playwright/test';

import { loginAsAdmin } from './support/login';

/*
 * The public forms before (or without) script: a context with JavaScript disabled sees each page as the server
 * rendered it, and every form still does its job through plain GET and POST requests.
 */

async function noScriptPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  return context.newPage();
}

test.describe('public forms without JavaScript', () => {
  test('Find a Rep: the empty form to its message, then to results by US ZIP and by Canadian postal code', async ({ browser }) => {
    const page = await noScriptPage(browser);
    await page.goto('/find-a-rep');
    const form = page.getByRole('form', { name: 'Find a Rep or Retailer' });
    await form.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/reps-retailers\?/);
    await expect(page.getByRole('alert')).toHaveText('Please select a value and enter Zipcode');

    await page.getByLabel('Who Are You?').selectOption('Retailers');
    await page.getByLabel('Search by Zip').fill('50309');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/label=Retailers/);
    await expect(page.getByRole('heading', { name: 'Find a Retailer', level: 1 })).toBeVisible();
    await expect(page.locator('.results-summary')).toBeVisible();

    await page.goto('/find-a-rep-ca');
    await page.getByLabel('Who Are You?').selectOption('Reps');
    await page.getByLabel('Search by Postal Code').fill('S4P 3Y2');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/region=3/);
    await expect(page.getByRole('heading', { name: 'Find a Rep', level: 1 })).toBeVisible();
    await expect(page.locator('.results-summary')).toBeVisible();
    await page.context().close();
  });

  test('contact: an empty send shows the field messages with the first field focused; a complete one the thank-you, stored and listed for staff', async ({
    browser,
    page: adminPage,
  }) => {
    const page = await noScriptPage(browser);
    await page.goto('/contact');
    const dialog = page.getByRole('dialog', { name: 'Connect with us' });
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(page.locator('.invalid-feedback')).toHaveText(['Name is required.', 'Email is required.', 'Region is required.', 'Role is required.']);
    await expect(page.getByLabel('Name')).toBeFocused();

    await page.getByLabel('Name').fill('Nora Noscript');
    await page.getByLabel('Email').fill('pat@example');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.locator('.invalid-feedback')).toHaveText(['Please enter a valid email address.', 'Region is required.', 'Role is required.']);
    await expect(page.getByLabel('Email')).toBeFocused();
    await expect(page.getByLabel('Name')).toHaveValue('Nora Noscript');

    await page.getByLabel('Email').fill('nora.noscript@example.com');
    await page.getByLabel('Region').selectOption('USA');
    await page.getByLabel('Role').selectOption('Grower');
    await page.getByLabel(/^Message/).fill('Please call me about SUPERU.');
    // A person takes longer than the minimum fill time.
    await page.waitForTimeout(3200);
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page).toHaveURL(/\/contact\?sent=1$/);
    await expect(page.getByRole('status')).toContainText('Our team is reviewing your request');
    await page.context().close();

    await loginAsAdmin(adminPage);
    await adminPage.goto('/siteadmin/forms');
    await adminPage.getByRole('searchbox', { name: 'Search' }).fill('nora.noscript@example.com');
    await expect(adminPage.locator('tbody tr')).toHaveCount(1);
    await expect(adminPage.getByRole('link', { name: 'Nora Noscript' })).toBeVisible();
  });

  test('contact: the state or province list is in the page, in the page’s language', async ({ browser }) => {
    const page = await noScriptPage(browser);
    await page.goto('/fr/contact-ca');
    const province = page.getByLabel('Province', { exact: true });
    await expect(province.locator('option', { hasText: 'Québec' })).toHaveCount(1);
    await expect(province.locator('option', { hasText: 'Colombie-Britannique' })).toHaveCount(1);
    await expect(province.locator('option')).toHaveCount(14);
    await page.goto('/contact');
    await expect(page.getByLabel('State', { exact: true }).locator('option', { hasText: 'Iowa' })).toHaveCount(1);
    await page.context().close();
  });

  test('knowledge center: the search form lists what matches, in the address and in the server’s page', async ({ browser }) => {
    const page = await noScriptPage(browser);
    await page.goto('/knowledge-center');
    await page.getByRole('searchbox', { name: 'Search Knowledge Center' }).fill('anhydrous');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/knowledge-center\?q=anhydrous$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Getting the Most From Anhydrous Ammonia' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Why Surface-Applied Urea Loses Nitrogen' })).toHaveCount(0);
    await expect(page.getByRole('searchbox', { name: 'Search Knowledge Center' })).toHaveValue('anhydrous');
    await page.context().close();
  });

  test('the admin’s sign-in page says it needs JavaScript; a public page, which works without it, does not', async ({ browser }) => {
    const page = await noScriptPage(browser);
    // Playwright's text search skips <noscript>: the note is found by its class.
    const note = page.locator('.no-script-note');
    await page.goto('/account/login');
    await expect(note).toBeVisible();
    await expect(note).toHaveText('Site administration needs JavaScript: please turn it on, then reload this page.');
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(note).toBeHidden();
    await page.context().close();
  });

  test('knowledge center: Load More asks the server for the list with one more page, and keeps the search', async ({ browser }) => {
    const page = await noScriptPage(browser);
    await page.goto('/knowledge-center');
    const cards = page.locator('.resource-card');
    await expect(cards).toHaveCount(9);
    const total = Number(/of (\d+)/.exec((await page.getByText(/^Showing 9 of \d+$/).textContent()) ?? '')?.[1]);
    expect(total).toBeGreaterThan(9);
    await page.getByRole('button', { name: 'Load More' }).click();
    await expect(page).toHaveURL(/\/knowledge-center\?shown=18$/);
    await expect(cards).toHaveCount(Math.min(total, 18));
    if (total <= 18) await expect(page.getByRole('button', { name: 'Load More' })).toHaveCount(0);

    // A search's Load More keeps the search.
    await page.goto('/knowledge-center?q=the');
    await expect(cards).toHaveCount(9);
    await page.getByRole('button', { name: 'Load More' }).click();
    await expect(page).toHaveURL(/\?q=the&shown=18$/);
    await expect(page.getByRole('searchbox', { name: 'Search Knowledge Center' })).toHaveValue('the');
    expect(await cards.count()).toBeGreaterThan(9);
    await page.context().close();
  });

  test('Notify me of changes: the form posts to its "check your email" answer', async ({ browser }) => {
    const page = await noScriptPage(browser);
    await page.goto('/agrotain');
    const box = page.getByRole('region', { name: 'Notify me of changes' });
    await box.getByLabel('Email address').fill('noscript.notify@example.com');
    const first = box.getByRole('checkbox').first();
    if (!(await first.isChecked())) await first.check();
    await box.getByRole('button', { name: 'Notify me' }).click();
    await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
    await expect(page.getByRole('status')).toContainText(/email/i);
    await page.context().close();
  });

  test('product selector: from step 1 to its solutions, one server-rendered step at a time', async ({ browser }) => {
    const page = await noScriptPage(browser);
    await page.goto('/product-selector');
    await expect(page.getByRole('heading', { name: 'What challenge are you facing?' })).toBeVisible();
    // Next without an answer shows the same step again.
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'What challenge are you facing?' })).toBeVisible();

    await page.getByRole('radio', { name: 'Nitrogen Use Efficiency' }).check();
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'What crop are you growing?' })).toBeVisible();
    await page.getByRole('radio', { name: 'Corn' }).check();
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'What nitrogen source are you applying?' })).toBeVisible();
    // Back is a link to the step before.
    await page.getByRole('link', { name: 'Back' }).click();
    await expect(page.getByRole('heading', { name: 'What crop are you growing?' })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Corn' })).toBeChecked();
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.getByRole('radio', { name: /^Urea/ }).check();
    await page.getByRole('button', { name: 'Next', exact: true }).click();

    await expect(page.getByRole('heading', { name: 'Your Solutions', level: 1 })).toBeVisible();
    const cards = page.getByRole('list', { name: 'Solutions' }).getByRole('heading', { level: 2 });
    await expect(cards).toHaveText(['ANVOL', 'SUPERU']);
    await expect(page.getByRole('link', { name: 'Start Over' })).toHaveAttribute('href', '/product-selector');
    await expect(page.getByRole('link', { name: 'Find a Retailer/Rep' })).toHaveAttribute('href', '/find-a-rep');
    await page.context().close();
  });
});
