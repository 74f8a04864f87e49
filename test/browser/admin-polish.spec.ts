import { expect, Locator, Page, test } from '@playwright/test';

import { loginAsAdmin, watchConsole } from './support/login';

/**
 * The admin wears the site's theme and keeps its controls tidy: primary buttons in the brand green (not
 * Bootstrap's blue), the editor's action buttons on one row on a desktop, the rich-text toolbar one row
 * on a phone, and staff dates on the site's clock with its zone named.
 */

const BOOTSTRAP_BLUE = 'rgb(13, 110, 253)';

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
}

/** Signs in and opens the dashboard; from there on, the console errors of the admin's own screens (sign-in lands on the public home). */
async function signIn(page: Page): Promise<string[]> {
  await loginAsAdmin(page);
  await open(page, '/siteadmin');
  return watchConsole(page);
}

/** The first item's editor of a content list. */
/** The first item's editor in a list (oldest first: a seeded item, with a rich-text module; other tests add drafts that sort first by newest). */
async function openFirstEditor(page: Page, list: string): Promise<void> {
  await open(page, list);
  const href = await page.locator('main a[href*="/edit/"]').first().getAttribute('href');
  expect(href).toBeTruthy();
  await open(page, href!);
}

/** The tops of each visible element, rounded. */
async function tops(items: Locator): Promise<number[]> {
  const boxes = await items.evaluateAll((els) => els.filter((e) => (e as HTMLElement).offsetParent).map((e) => e.getBoundingClientRect().top));
  return boxes.map(Math.round);
}

test('primary admin buttons are the brand colour, not Bootstrap blue', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const errors = await signIn(page);
  await open(page, '/siteadmin/knowledge-center');
  const addNew = page.getByRole('link', { name: 'Add New' });
  await expect(addNew).toHaveClass(/btn-primary/);
  expect(await addNew.evaluate((e) => getComputedStyle(e).backgroundColor)).not.toBe(BOOTSTRAP_BLUE);

  await openFirstEditor(page, '/siteadmin/knowledge-center?sort=oldest');
  const save = page.getByRole('button', { name: 'Save Changes' });
  expect(await save.evaluate((e) => getComputedStyle(e).backgroundColor)).not.toBe(BOOTSTRAP_BLUE);
  // An outline-primary button draws its text and border in the theme too.
  const generate = page.getByRole('button', { name: 'Generate from title' });
  if (await generate.count()) expect(await generate.evaluate((e) => getComputedStyle(e).color)).not.toBe(BOOTSTRAP_BLUE);
  expect(errors).toEqual([]);
});

test('the editor keeps its action buttons on one row at 1280 wide', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const errors = await signIn(page);
  await openFirstEditor(page, '/siteadmin/knowledge-center?sort=oldest');
  const bar = page.getByRole('group', { name: 'Save and other actions' });
  const buttons = bar.locator('.btn');
  await expect(buttons.filter({ hasText: 'Save Changes' })).toBeVisible();
  const rows = await tops(buttons);
  expect(rows.length).toBeGreaterThanOrEqual(3);
  expect(Math.max(...rows) - Math.min(...rows)).toBeLessThanOrEqual(4);
  // The header's own buttons (Share preview, Compare Versions) sit on the title's row.
  const head = page.locator('.edit-shell__head');
  const headRows = await tops(head.locator('.btn'));
  if (headRows.length) expect(Math.max(...headRows) - Math.min(...headRows)).toBeLessThanOrEqual(4);
  expect(await head.evaluate((e) => e.getBoundingClientRect().height)).toBeLessThan(70);
  expect(errors).toEqual([]);
});

test('the rich-text toolbar is one row that scrolls sideways at 390 wide', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const errors = await signIn(page);
  await openFirstEditor(page, '/siteadmin/knowledge-center?sort=oldest');
  const toolbar = page.getByRole('toolbar').first();
  await toolbar.scrollIntoViewIfNeeded();
  const tools = toolbar.getByRole('button');
  await expect(tools).toHaveCount(8);
  const rows = await tops(tools);
  expect(rows).toHaveLength(8);
  expect(Math.max(...rows) - Math.min(...rows)).toBeLessThanOrEqual(2);
  // Every tool can be reached: the last scrolls into view inside the toolbar, and the page does not scroll sideways.
  const last = tools.last();
  await last.scrollIntoViewIfNeeded();
  await expect(last).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(errors).toEqual([]);
});

test('the users list and the dashboard show staff dates on the site clock, naming its zone', async ({ page }) => {
  const errors = await signIn(page);
  await open(page, '/siteadmin/users');
  const lastLogin = page.locator('main table time[datetime]').first();
  await expect(lastLogin).toHaveText(/\d{1,2}:\d{2} [AP]M [A-Z]{2,5}|GMT[+-]\d/);
  await expect(lastLogin).toHaveAttribute('title', /UTC/);

  await open(page, '/siteadmin');
  const overdue = page.locator('section[aria-labelledby="dash-overdue"] li time[datetime]');
  if (await overdue.count()) await expect(overdue.first()).toHaveText(/\d{1,2}:\d{2} [AP]M [A-Z]{2,5}|GMT[+-]\d/);
  expect(errors).toEqual([]);
});
