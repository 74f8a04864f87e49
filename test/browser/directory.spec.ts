import { expect, Page, test } from '@playwright/test';

import { watchConsole } from './support/login';

/** Find a Rep, results with the offline map, thank-you pages. */

const form = (page: Page) => page.getByRole('form', { name: 'Find a Rep or Retailer' });

test('the form asks for both values, names its button after the choice, and Enter searches for retailers near a US ZIP', async ({ page }) => {
  const errors = watchConsole(page);
  await page.goto('/find-a-rep');
  await expect(page.getByRole('heading', { level: 1, name: 'Find a Rep or Retailer' })).toBeVisible();
  await expect(page.getByText(/network of representatives, retailers and distributors/)).toBeVisible();
  await expect(page.getByLabel('Country', { exact: true })).toHaveValue('2');
  const submit = form(page).getByRole('button', { name: 'Search', exact: true });
  await submit.click();
  await expect(page.getByRole('alert')).toHaveText('Please select a value and enter Zipcode');
  // Choosing who you are clears the message and names the button.
  await page.getByLabel('Who Are You?').selectOption({ label: 'I am a grower' });
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(form(page).getByRole('button', { name: 'Search for Retailers' })).toBeVisible();
  await form(page).getByRole('button', { name: 'Search for Retailers' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please select a value and enter Zipcode');
  await page.getByLabel('Search by Zip').fill('50309');
  const started = Date.now();
  await page.getByLabel('Search by Zip').press('Enter');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.waitForURL('**/reps-retailers');
  expect(Date.now() - started).toBeGreaterThanOrEqual(450);
  await expect(page.getByRole('heading', { name: /retailers? within 25 miles of Des Moines, IA 50309/ })).toBeVisible();
  const list = page.getByRole('list', { name: 'Retailers' });
  const items = list.getByRole('listitem');
  await expect(items.first()).toContainText('Des Moines Cooperative');
  await expect(items.first()).toContainText(/\d+\.\d mi/);
  await expect(items.first().getByRole('link', { name: /^Call Des Moines Cooperative/ })).toHaveAttribute('href', /^tel:/);
  await expect(items.first().getByRole('link', { name: 'Email Des Moines Cooperative' })).toHaveAttribute('href', /^mailto:info@/);
  await expect(items.first().getByRole('link', { name: /^Website of Des Moines Cooperative/ })).toHaveAttribute('target', '_blank');
  await expect(items.first().getByRole('link', { name: /^Directions to Des Moines Cooperative/ })).toHaveAttribute('href', /google\.com\/maps\/dir/);
  // The offline map draws one marker per result (no maps key is configured in tests).
  const map = page.getByRole('img', { name: /^Map of \d+ retailers near Des Moines, IA$/ });
  await expect(map).toBeVisible();
  const count = await items.count();
  await expect(map.locator('.map-marker')).toHaveCount(count);
  await expect(map.locator('path.map-state')).toHaveCount(51);
  expect(errors).toEqual([]);
});

test('a Canadian postal code finds the reps covering it, most specific first', async ({ page }) => {
  const errors = watchConsole(page);
  await page.goto('/find-a-rep-ca');
  await expect(page.getByLabel('Country', { exact: true })).toHaveValue('3');
  await page.getByLabel('Who Are You?').selectOption({ label: 'I am a retailer' });
  await page.getByLabel('Search by Postal Code').fill('M5V 3L9');
  await form(page).getByRole('button', { name: 'Search for Reps' }).click();
  await page.waitForURL('**/reps-retailers');
  await expect(page.getByRole('heading', { name: '2 reps cover Downtown Toronto, ON M5V 3L9' })).toBeVisible();
  const reps = page.getByRole('list', { name: 'Reps' }).getByRole('listitem');
  await expect(reps.nth(0)).toContainText('Liam Chen');
  await expect(reps.nth(0)).toContainText('Covers postal codes M5V');
  await expect(reps.nth(1)).toContainText('Priya Sandhu');
  await expect(reps.nth(1).getByRole('link', { name: 'Email Priya Sandhu' })).toHaveAttribute('href', 'mailto:priya.sandhu@example.com');
  // The find-a-rep-ca page forced the region to Canada.
  expect(await page.evaluate(() => localStorage.getItem('region'))).toBe('3');
  expect(errors).toEqual([]);
});

test('Canadian retailers are listed in kilometres', async ({ page }) => {
  await page.goto('/find-a-rep-ca');
  await page.getByLabel('Who Are You?').selectOption('Retailers');
  await page.getByLabel('Search by Postal Code').fill('s4p 3y2');
  await page.getByLabel('Search by Postal Code').press('Enter');
  await expect(page.getByRole('heading', { name: /retailers? within \d+ km of Regina[\w ]*, SK S4P 3Y2/ })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Retailers' }).getByRole('listitem').first()).toContainText(/\d+\.\d km/);
});

test('an unknown ZIP shows the server message instead of results', async ({ page }) => {
  const errors = watchConsole(page);
  await page.goto('/find-a-rep');
  await page.getByLabel('Who Are You?').selectOption('Retailers');
  await page.getByLabel('Search by Zip').fill('00000');
  await page.getByLabel('Search by Zip').press('Enter');
  await expect(page.getByRole('alert')).toHaveText('We could not find ZIP code 00000. Please check it and try again.');
  // A 400 answer is expected here; nothing else may fail.
  expect(errors.filter((e) => !/status of 400/.test(e))).toEqual([]);
});

test('/reps-retailers without a search shows the form, and /can/find-a-rep goes to /find-a-rep-ca', async ({ page }) => {
  await page.goto('/reps-retailers');
  await expect(page.getByRole('heading', { level: 1, name: 'Find a Rep or Retailer' })).toBeVisible();
  await expect(page.getByLabel('Who Are You?')).toBeVisible();
  await page.goto('/can/find-a-rep');
  await expect(page).toHaveURL(/\/find-a-rep-ca$/);
  await expect(page.getByLabel('Search by Postal Code')).toBeVisible();
});

test('the partner tracking pixels load on search only when configured', async ({ page }) => {
  const pixels: string[] = [];
  await page.route('https://pixel.example.com/**', (route) => {
    pixels.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'image/gif', body: Buffer.from('R0lGODlhAQABAAAAACw=', 'base64') });
  });
  // Stand in for TRACKING_PIXEL_URLS: merge two URLs into the runtime config the server writes.
  await page.addInitScript(() => {
    let cfg: unknown;
    Object.defineProperty(window, '__CONFIG__', {
      configurable: true,
      get: () => cfg,
      set: (v) => {
        cfg = { ...v, trackingPixelUrls: ['https://pixel.example.com/a.gif', 'https://pixel.example.com/b.gif'] };
      },
    });
  });
  await page.goto('/find-a-rep');
  await form(page).getByRole('button', { name: 'Search' }).click();
  expect(pixels).toEqual([]);
  await page.getByLabel('Who Are You?').selectOption('Reps');
  await page.getByLabel('Search by Zip').fill('50309');
  await page.getByLabel('Search by Zip').press('Enter');
  await page.waitForURL('**/reps-retailers');
  expect(pixels.sort()).toEqual(['https://pixel.example.com/a.gif', 'https://pixel.example.com/b.gif']);
});

test('the thank-you pages thank the visitor', async ({ page }) => {
  const errors = watchConsole(page);
  await page.goto('/rep-thankyou');
  await expect(page.getByRole('heading', { level: 1, name: 'Thank You' })).toBeVisible();
  await expect(page.getByText(/Your rep has your details/)).toBeVisible();
  await page.goto('/retailer-thankyou');
  await expect(page.getByRole('heading', { level: 1, name: 'Thank You' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Find a Rep or Retailer' }).first()).toBeVisible();
  expect(errors).toEqual([]);
});

test('without JavaScript the form still searches: it asks the server for the results page', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/find-a-rep');
  await page.getByLabel('Who Are You?').selectOption({ label: 'I am a grower' });
  await page.getByLabel('Search by Zip').fill('50309');
  await form(page).getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/reps-retailers\?region=2&label=Retailers&zip=50309$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Find a Retailer' })).toBeVisible();
  await expect(page.locator('.results-summary')).toBeVisible();
  await context.close();
});
