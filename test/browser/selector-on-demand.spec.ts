import { expect, test } from '@playwright/test';

/*
 * First-load JS: the product selector's saga, redux-saga and the API client are not part of the
 * first question's load; they come with the visitor's first answer (or at once on the results step), and a
 * results step whose code cannot be loaded says so and offers "Try again" instead of loading for ever.
 */

const hydrated = '#root[data-hydrated="1"], #root:not([data-ssr])';

test('the first question loads no saga or data; the first answer loads them, before the results are needed', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (r) => requested.push(new URL(r.url()).pathname));
  await page.goto('/product-selector', { waitUntil: 'networkidle' });
  await expect(page.locator(hydrated).first()).toBeAttached();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('What challenge are you facing?');
  expect(requested.filter((p) => /\/assets\/(selector-saga|sagas)\./.test(p) || p.startsWith('/api/'))).toEqual([]);

  const sagaLoaded = page.waitForRequest((r) => /\/assets\/selector-saga\.[0-9a-f]+\.js$/.test(new URL(r.url()).pathname));
  const catalogueAsked = page.waitForRequest((r) => new URL(r.url()).pathname.startsWith('/api/'));
  await page.getByRole('radio', { name: 'Nitrogen Loss Protection', exact: true }).check();
  await sagaLoaded;
  await catalogueAsked;
});

test('a results step whose code cannot be loaded offers "Try again", which loads it', async ({ page }) => {
  await page.route(/\/assets\/selector-saga\.[0-9a-f]+\.js$/, (route) => route.abort());
  await page.goto('/product-selector?step=7&challenge=6&crop=1&nitrogenSource=1');
  await expect(page.getByRole('alert')).toContainText('Sorry, something went wrong. Please try again later.');
  await expect(page.getByText('Loading your solutions…')).toHaveCount(0);

  await page.unroute(/\/assets\/selector-saga\.[0-9a-f]+\.js$/);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('list', { name: 'Solutions' }).getByRole('heading', { level: 2 })).toHaveText(['ANVOL', 'SUPERU']);
  await expect(page.getByRole('alert')).toHaveCount(0);
});
