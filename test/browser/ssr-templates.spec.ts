import { BrowserContext, expect, Page, test } from '@playwright/test';

import siteCatalog from '../../src/contract/i18n/messages/site.en.json';

/**
 * Every public template is rendered on the server: it paints and reads before any script runs,
 * and the browser hydrates it without a console error, without a hydration mismatch and without moving
 * anything on the screen (no layout shift), in the region the visitor keeps (the `region` cookie).
 */

// A visitor far from the server's time zone (UTC+14: the seeded 13:00-14:00 UTC dates are the next day there): dates must
// read the same in the server's HTML and the browser's render.
test.use({ timezoneId: 'Pacific/Kiritimati' });

const TEMPLATES: { path: string; heading: string | RegExp; content: string | RegExp }[] = [
  { path: '/knowledge-center', heading: 'Knowledge Center', content: 'Why Surface-Applied Urea Loses Nitrogen' },
  { path: '/can/knowledge-center', heading: 'Knowledge Center', content: /./ },
  { path: '/knowledge-center/category/38', heading: 'Podcasts', content: 'Podcast: Planning Your Spring Nitrogen' },
  { path: '/knowledge-center/why-surface-applied-urea-loses-nitrogen', heading: 'Why Surface-Applied Urea Loses Nitrogen', content: 'More From the Knowledge Center' },
  { path: '/press-releases', heading: 'Press Releases', content: /./ },
  { path: '/product-labels', heading: 'Product Labels & SDS', content: 'Nitrogen Stabilizers' },
  { path: '/find-a-rep', heading: 'Find a Rep or Retailer', content: 'Search by Zip' },
  { path: '/find-a-rep-ca', heading: 'Find a Rep or Retailer', content: 'Search by Postal Code' },
  { path: '/reps-retailers?label=Retailers&zip=50309&region=2', heading: 'Find a Retailer', content: /retailers? within \d+ miles of Des Moines/ },
  { path: '/reps-retailers?label=Reps&zip=50309&region=2', heading: 'Find a Rep', content: /rep/i },
  { path: '/about', heading: 'About Us', content: /./ },
  { path: '/clear-choice', heading: 'The Clear Choice', content: /./ },
  { path: '/privacy-policy', heading: 'Privacy Policy', content: /./ },
  { path: '/product-selector', heading: 'What challenge are you facing?', content: 'Nitrogen Loss Protection' },
  { path: '/rep-thankyou', heading: 'Thank You', content: 'Your rep has your details' },
  { path: '/retailer-thankyou', heading: 'Thank You', content: 'Thank you for contacting a retailer' },
  { path: '/not-found', heading: 'Page Not Found', content: 'This page is missing.' },
  { path: '/access-denied', heading: 'Access Denied', content: "Sorry, you don't have permission to access this page." },
  { path: '/error/server-error', heading: 'Error', content: 'Sorry, something went wrong. Please try again later.' },
];

/** The Canada region's French templates (their words are checked in french.spec.ts; here, that they hydrate whole). */
const FRENCH_TEMPLATES = [
  '/fr/home-ca',
  '/fr/agrotain-ca',
  '/fr/can/knowledge-center',
  '/fr/can/press-releases',
  '/fr/product-labels',
  '/fr/find-a-rep-ca',
  '/fr/reps-retailers?label=Retailers&zip=R3C%204T3&region=3',
  '/fr/about',
  '/fr/product-selector',
  '/fr/not-found',
];

/** Pages answered with 404 on purpose: the browser logs their status as a console error. */
const NOT_FOUND_PATHS = ['/not-found', '/fr/not-found', '/no-such-page', '/knowledge-center/no-such-article'];

/** Console and page errors, less the browser's note about a page answered with 404 on purpose. */
function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() !== 'error') return;
    const at = m.location().url ? new URL(m.location().url).pathname : '';
    if (/status of 404/.test(m.text()) && NOT_FOUND_PATHS.includes(at)) return;
    errors.push(`${m.text()} (${m.location().url})`);
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

/** Records layout shifts (not caused by input) from the start of every page load. */
async function watchLayoutShifts(context: BrowserContext | Page) {
  await context.addInitScript(() => {
    const w = window as unknown as { __shifts: { value: number; sources: string[] }[] };
    w.__shifts = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean; sources?: { node?: Node }[] }[]) {
        if (e.hadRecentInput) continue;
        w.__shifts.push({ value: e.value, sources: (e.sources ?? []).map((s) => (s.node instanceof Element ? `${s.node.tagName}.${s.node.className}` : String(s.node?.nodeName))) });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}
const layoutShifts = (page: Page) => page.evaluate(() => (window as unknown as { __shifts: { value: number; sources: string[] }[] }).__shifts);
const hydrationErrors = (page: Page) => page.evaluate(() => (window as unknown as { __hydrationErrors?: string[] }).__hydrationErrors);
const retailersAndReps = (page: Page) => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Retailers & Reps' });

/** Loads a page, waits until it has hydrated and its late parts (footer, data, maps) have settled. */
async function openHydrated(page: Page, path: string) {
  await page.goto(path);
  expect(await page.locator('#root').getAttribute('data-ssr'), `${path} is server-rendered`).toBe('1');
  await expect(page.locator('#root')).toHaveAttribute('data-hydrated', '1');
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
}

/** Every template: server-rendered, hydrated with no mismatch, and nothing moved on the screen meanwhile. */
async function expectEachHydratesCleanly(page: Page) {
  await watchLayoutShifts(page);
  for (const t of TEMPLATES) {
    await openHydrated(page, t.path);
    await expect(page.getByRole('heading', { level: 1 }).first(), t.path).toHaveText(t.heading);
    expect(await hydrationErrors(page), t.path).toEqual([]);
    expect(await layoutShifts(page), t.path).toEqual([]);
  }
}

test.describe('every public template is rendered on the server', () => {
  test('each reads fully without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const t of TEMPLATES) {
      await page.goto(t.path);
      await expect(page.getByRole('heading', { level: 1 }).first(), t.path).toHaveText(t.heading);
      await expect(page.locator('main'), t.path).toContainText(t.content);
    }
    // The labels' document links and a directory search's results are there before any script.
    await page.goto('/product-labels');
    expect(await page.locator('a[href^="/doccenter/"]').count()).toBeGreaterThan(3);
    await page.goto('/reps-retailers?label=Retailers&zip=50309&region=2');
    expect(await page.getByRole('list', { name: 'Retailers' }).getByRole('listitem').count()).toBeGreaterThan(0);
    await context.close();
  });

  test('on a phone too, each hydrates without a console error, a mismatch or a layout shift', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const errors = watchConsole(page);
    await expectEachHydratesCleanly(page);
    expect(errors).toEqual([]);
  });

  test('each hydrates without a console error, a mismatch or a layout shift, and works afterwards', async ({ page }) => {
    const errors = watchConsole(page);
    await expectEachHydratesCleanly(page);
    expect(errors).toEqual([]);

    // Hydrated pages work: the list's search, the labels' region switch, the selector's options. (The
    // Canada pages above made Canada the visitor's region: the US home makes it the US again.)
    await openHydrated(page, '/');
    await openHydrated(page, '/knowledge-center');
    await page.getByRole('searchbox', { name: 'Search Knowledge Center' }).fill('anhydrous');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Getting the Most From Anhydrous Ammonia' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Why Surface-Applied Urea Loses Nitrogen' })).toHaveCount(0);
    // The search is in the address: a reload shows the same results, rendered by the server.
    await expect(page).toHaveURL(/\/knowledge-center\?q=anhydrous$/);
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: 'Getting the Most From Anhydrous Ammonia' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Why Surface-Applied Urea Loses Nitrogen' })).toHaveCount(0);
    await openHydrated(page, '/product-labels');
    await page.getByRole('button', { name: 'Canada' }).click();
    await expect(page.getByText('sold in Canada')).toBeVisible();
    await openHydrated(page, '/product-selector');
    await page.getByText('Nitrogen Loss Protection').click();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'What crop are you growing?' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('an unknown path and a missing item show Page Not Found from the server, then go to /not-found', async ({ page }) => {
    const errors = watchConsole(page);
    await watchLayoutShifts(page);
    for (const path of ['/no-such-page', '/knowledge-center/no-such-article']) {
      const res = await page.goto(path);
      expect(res?.status()).toBe(404);
      await expect(page).toHaveURL(/\/not-found$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
      expect(await hydrationErrors(page), path).toEqual([]);
      expect(await layoutShifts(page), path).toEqual([]);
    }
    expect(errors).toEqual([]);
  });

  test('a label document page and the French templates hydrate without a mismatch, and no message shows its id', async ({ page }) => {
    const errors = watchConsole(page);
    await watchLayoutShifts(page);
    // A message id is its catalog prefix, a dot and a name: `notify.title`, `footer.about`.
    const prefixes = Object.keys(siteCatalog).map((id) => id.split('.')[0]);
    const messageId = new RegExp(`\\b(${[...new Set(prefixes)].join('|')})\\.[a-zA-Z]+\\b`);
    const labels = await (await page.request.get('/product-labels')).text();
    const english = /href="(\/product-labels\/[0-9a-f-]{36})"/.exec(labels)?.[1];
    const frenchLabels = await (await page.request.get('/fr/product-labels')).text();
    const french = /href="(\/fr\/product-labels\/[0-9a-f-]{36})"/.exec(frenchLabels)?.[1];
    expect(english && french).toBeTruthy();
    const pages = [english!, '/agrotain', french!, ...FRENCH_TEMPLATES];
    for (const path of pages) {
      await openHydrated(page, path);
      // The page's late parts (the footer below the fold, a form near it) have their text too.
      await page.keyboard.press('End');
      await page.waitForLoadState('networkidle');
      // (The selector and the search results have none: spec 2.2.)
      if (!/\/(product-selector|reps-retailers)/.test(path)) await expect(page.locator('footer').first(), path).toBeVisible();
      expect(await hydrationErrors(page), path).toEqual([]);
      expect(await page.locator('body').innerText(), path).not.toMatch(messageId);
      if (path.startsWith('/fr')) await expect(page.locator('html'), path).toHaveAttribute('lang', 'fr-CA');
    }
    expect(errors).toEqual([]);
  });

  test('the visitor’s region: a chosen region sets the region cookie, and the server renders with it', async ({ page, context }) => {
    const errors = watchConsole(page);
    await watchLayoutShifts(page);
    const cookie = async () => (await context.cookies()).find((c) => c.name === 'region');

    // No region chosen yet: the default (US) header.
    await openHydrated(page, '/knowledge-center');
    await expect(retailersAndReps(page)).toHaveAttribute('href', '/find-a-rep');
    expect(await cookie()).toBeUndefined();

    // Choosing Canada stores it under the spec's key and in the cookie (a year, the whole site, Lax).
    await page.getByRole('button', { name: 'Select country' }).click();
    await page.getByRole('button', { name: 'CA', exact: true }).click();
    await expect(page).toHaveURL(/\/home-ca$/);
    await expect.poll(async () => (await cookie())?.value).toBe('3');
    const c = (await cookie())!;
    expect(c.path).toBe('/');
    expect(c.sameSite).toBe('Lax');
    expect(c.expires - Date.now() / 1000).toBeGreaterThan(364 * 24 * 3600);
    expect(await page.evaluate(() => localStorage.getItem('region'))).toBe('3');

    // The server renders the knowledge center in Canada's region: its header and its list.
    const html = await (await page.request.get('/knowledge-center')).text();
    expect(html).toContain('href="/find-a-rep-ca"');
    await openHydrated(page, '/knowledge-center');
    await expect(retailersAndReps(page)).toHaveAttribute('href', '/find-a-rep-ca');
    await openHydrated(page, '/product-labels');
    await expect(page.getByText('sold in Canada')).toBeVisible();
    expect(await hydrationErrors(page)).toEqual([]);
    expect(await layoutShifts(page)).toEqual([]);

    // A route with a region of its own changes it, and the cookie follows.
    await openHydrated(page, '/agrotain');
    await expect.poll(async () => (await cookie())?.value).toBe('2');
    await openHydrated(page, '/about');
    await expect(retailersAndReps(page)).toHaveAttribute('href', '/find-a-rep');
    expect(await hydrationErrors(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('a region kept from before the cookie existed: the page is shown in that region and the cookie is set', async ({ page, context }) => {
    const errors = watchConsole(page);
    await page.goto('/home-ca');
    await expect.poll(async () => (await context.cookies()).find((c) => c.name === 'region')?.value).toBe('3');
    await context.clearCookies();
    await page.goto('/knowledge-center');
    await expect(retailersAndReps(page)).toHaveAttribute('href', '/find-a-rep-ca');
    await expect(page.getByRole('button', { name: 'Select country' })).toHaveAttribute('title', 'Country: Canada');
    await expect.poll(async () => (await context.cookies()).find((c) => c.name === 'region')?.value).toBe('3');
    // From now on the server renders it in Canada's region.
    await openHydrated(page, '/knowledge-center');
    expect(await hydrationErrors(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('the cookie alone (local storage cleared): the page hydrates in the cookie’s region', async ({ page, context, baseURL }) => {
    const errors = watchConsole(page);
    await context.addCookies([{ name: 'region', value: '3', url: baseURL! }]);
    await openHydrated(page, '/press-releases');
    await expect(retailersAndReps(page)).toHaveAttribute('href', '/find-a-rep-ca');
    expect(await hydrationErrors(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('the contact pages render and hydrate in their own region whatever the visitor’s, and a shared page’s language follows the visitor’s', async ({ browser, baseURL }) => {
    for (const [path, country] of [
      ['/contact-ca', 'Canada'],
      ['/contact', 'United States'],
    ] as const) {
      for (const kept of [null, '2', '3']) {
        const context = await browser.newContext();
        if (kept) await context.addCookies([{ name: 'region', value: kept, url: baseURL! }]);
        const page = await context.newPage();
        const errors = watchConsole(page);
        await openHydrated(page, path);
        await expect(page.getByRole('button', { name: 'Select country' }), `${path} with region ${kept}`).toHaveAttribute('title', `Country: ${country}`);
        expect(await hydrationErrors(page), `${path} with region ${kept}`).toEqual([]);
        expect(errors).toEqual([]);
        await context.close();
      }
    }
    // A page every region shares is sent in the visitor's English, as the browser then keeps it.
    const context = await browser.newContext();
    await context.addCookies([{ name: 'region', value: '3', url: baseURL! }]);
    const res = await context.request.get('/about');
    expect(await res.text()).toContain('<html lang="en-CA">');
    await context.close();
  });

  test('after the first page view, client navigation loads a page’s data as before', async ({ page }) => {
    const errors = watchConsole(page);
    const asked: string[] = [];
    page.on('request', (r) => r.url().includes('/api/') && asked.push(new URL(r.url()).pathname));
    await openHydrated(page, '/knowledge-center');
    // The hydrated page asked for no list: its list came with the HTML.
    expect(asked.filter((p) => p.startsWith('/api/knowledge-center'))).toEqual([]);
    await page.getByRole('link', { name: 'Why Surface-Applied Urea Loses Nitrogen' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Why Surface-Applied Urea Loses Nitrogen' })).toBeVisible();
    await page.getByRole('link', { name: '‹ Back to Knowledge Center' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Why Surface-Applied Urea Loses Nitrogen' })).toBeVisible();
    expect(asked).toEqual(expect.arrayContaining(['/api/knowledge-center/get-by-slug/why-surface-applied-urea-loses-nitrogen', '/api/knowledge-center/filter']));
    expect(errors).toEqual([]);
  });
});
