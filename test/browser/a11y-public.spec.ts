import { APIRequestContext, expect, Page, test } from '@playwright/test';

import { ScreenSummary, wcagViolations } from './support/axe';

/**
 * WCAG 2.2 AA on the public site: every public template, in the US and in Canada (and the
 * international home), plus the states a visitor opens on them (mega menu, region selector, contact
 * overlay with its messages, search results), has no axe violation of an A or AA rule.
 */

/** Pages answered with 404 on purpose: the browser logs their status as a console error. */
const NOT_FOUND_PATHS = ['/not-found', '/a-page-that-does-not-exist'];

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

/** The first published item's public path in a region, from the public list filter. */
async function firstOf(request: APIRequestContext, kind: string, regionId: number, prefix: string, locale: 'en' | 'fr' = 'en'): Promise<string> {
  const res = await request.post(`/api/${kind}/filter`, { data: { regionId, length: 1, locale } });
  const item = (await res.json()).data.items[0] as { slug: string } | undefined;
  if (!item) throw new Error(`no published ${kind} in region ${regionId}`);
  return `${prefix}/${item.slug}`;
}

async function firstLabelDocument(request: APIRequestContext, regionId: number): Promise<string | null> {
  const body = await (await request.get('/api/product-labels/search', { params: { regionId } })).json();
  const guid = (body?.data?.documents?.[0]?.guid ?? body?.data?.items?.[0]?.documents?.[0]?.guid) as string | undefined;
  return guid ? `/product-labels/${guid}` : null;
}

/** Opens a page and waits until it has hydrated and its late parts (footer, data, maps) have settled. */
async function openSettled(page: Page, path: string): Promise<void> {
  await page.goto(path);
  // Server-rendered templates say when they have hydrated; the account pages render in the browser only.
  if ((await page.locator('#root').getAttribute('data-ssr')) === '1') await expect(page.locator('#root')).toHaveAttribute('data-hydrated', '1');
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
}

test('every public template, in both regions, has no WCAG 2.2 AA violation', async ({ page, request }) => {
  test.setTimeout(300_000);
  const errors = watchConsole(page);
  const summary = new ScreenSummary('Public templates');
  const check = async (screen: string) => {
    const found = await wcagViolations(page);
    summary.add(screen, found.length);
    expect.soft(found, screen).toEqual([]);
  };

  const us = [
    '/',
    '/about',
    '/agrotain',
    '/clear-choice',
    '/privacy-policy',
    '/knowledge-center',
    '/knowledge-center/category/38',
    await firstOf(request, 'knowledge-center', 2, '/knowledge-center'),
    '/press-releases',
    await firstOf(request, 'press-releases', 2, '/press-releases'),
    '/product-labels',
    await firstLabelDocument(request, 2),
    '/find-a-rep',
    '/reps-retailers?label=Retailers&zip=50309&region=2',
    '/reps-retailers?label=Reps&zip=50309&region=2',
    '/rep-thankyou',
    '/retailer-thankyou',
    '/product-selector',
    '/product-selector?step=7&challenge=6&crop=1&nitrogenSource=1',
    '/not-found',
    '/a-page-that-does-not-exist',
    '/access-denied',
    '/error/server-error',
    '/account/login',
    '/account/forgot-password',
  ];
  for (const path of us) {
    if (!path) continue;
    await openSettled(page, path);
    await check(`US ${path}`);
  }

  // The states a visitor opens on a page.
  await openSettled(page, '/');
  await page.getByRole('button', { name: 'Solutions' }).click();
  await expect(page.getByRole('button', { name: 'Solutions' })).toHaveAttribute('aria-expanded', 'true');
  await check('US / with the mega menu open');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Select country' }).click();
  await expect(page.getByRole('button', { name: 'US', exact: true })).toBeVisible();
  await check('US / with the region selector open');
  await page.keyboard.press('Escape');

  await openSettled(page, '/knowledge-center');
  await page.getByRole('searchbox', { name: 'Search Knowledge Center' }).fill('anhydrous');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Getting the Most From Anhydrous Ammonia' })).toBeVisible();
  await check('US /knowledge-center with search results');

  await openSettled(page, '/contact');
  await check('US /contact (overlay)');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');
  await check('US /contact with its messages');

  // Canada: its own routes make it the visitor's region, and the shared templates render in it.
  const ca = [
    '/home-ca',
    '/agrotain-ca',
    '/can/knowledge-center',
    await firstOf(request, 'knowledge-center', 3, '/can/knowledge-center'),
    '/press-releases',
    '/product-labels',
    await firstLabelDocument(request, 3),
    '/find-a-rep-ca',
    '/about',
  ];
  for (const path of ca) {
    if (!path) continue;
    await openSettled(page, path);
    await check(`CA ${path}`);
  }
  await openSettled(page, '/contact-ca');
  await check('CA /contact-ca (overlay)');

  // The Canada region in French.
  const fr = [
    '/fr/home-ca',
    '/fr/agrotain-ca',
    '/fr/about',
    '/fr/can/knowledge-center',
    await firstOf(request, 'knowledge-center', 3, '/fr/can/knowledge-center', 'fr'),
    await firstOf(request, 'press-releases', 3, '/fr/can/press-releases', 'fr'),
    '/fr/product-labels',
    '/fr/find-a-rep-ca',
    '/fr/product-selector',
  ];
  for (const path of fr) {
    await openSettled(page, path);
    await check(`FR ${path}`);
  }
  await openSettled(page, '/fr/contact-ca');
  await check('FR /fr/contact-ca (overlay)');

  await openSettled(page, '/home-int');
  await check('International /home-int');

  summary.print();
  expect(errors).toEqual([]);
});
