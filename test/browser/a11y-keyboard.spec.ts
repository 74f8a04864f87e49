import { expect, Locator, Page, test } from '@playwright/test';

import { E2E_ADMIN, watchConsole } from './support/login';

/**
 * What axe cannot see, with the keyboard alone: the mega menu and the region selector open, move and
 * close on Escape with focus back on their buttons; the contact overlay keeps focus inside and gives
 * it back; signing in allows pasting; errors are tied to their fields and the first gets focus; a
 * version is rolled back and saved; status messages come through live regions.
 */

/** Presses Tab (or Shift+Tab) until `target` has focus; fails after `limit` presses. */
async function tabTo(page: Page, target: Locator, { limit = 60, back = false } = {}): Promise<void> {
  for (let i = 0; i < limit; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  await expect(target).toBeFocused();
}

/** Whether the focused element is inside `container`. */
const focusInside = (container: Locator) => container.evaluate((el) => el.contains(document.activeElement));

/** The rendered size of the focused element, in CSS pixels. */
const focusedSize = (page: Page) =>
  page.evaluate(() => {
    const r = document.activeElement!.getBoundingClientRect();
    return { width: r.width, height: r.height };
  });

async function openHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  // Server-rendered templates say when they have hydrated; the account pages render in the browser only.
  if ((await page.locator('#root').getAttribute('data-ssr')) === '1') await expect(page.locator('#root')).toHaveAttribute('data-hydrated', '1');
  await page.waitForLoadState('networkidle');
}

test('the mega menu opens, is walked and closes on Escape, by keyboard alone', async ({ page }) => {
  const errors = watchConsole(page);
  await openHydrated(page, '/');
  const solutions = page.getByRole('button', { name: 'Solutions' });
  await tabTo(page, solutions);
  const size = await focusedSize(page);
  expect(size.width).toBeGreaterThanOrEqual(24);
  expect(size.height).toBeGreaterThanOrEqual(24);
  await page.keyboard.press('Enter');
  await expect(solutions).toHaveAttribute('aria-expanded', 'true');
  const menu = page.locator('#solutions-menu');
  await expect(menu).toBeVisible();
  await page.keyboard.press('Tab');
  expect(await focusInside(menu)).toBe(true);
  await page.keyboard.press('Tab');
  expect(await focusInside(menu)).toBe(true);
  await page.keyboard.press('Escape');
  await expect(solutions).toHaveAttribute('aria-expanded', 'false');
  await expect(menu).toBeHidden();
  await expect(solutions).toBeFocused();
  // Tabbing past its last link closes it, and the page scrolls again.
  await page.keyboard.press('Enter');
  await expect(menu).toBeVisible();
  const links = await menu.getByRole('link').count();
  for (let i = 0; i < links; i++) await page.keyboard.press('Tab');
  expect(await focusInside(menu)).toBe(true);
  await page.keyboard.press('Tab');
  await expect(menu).toBeHidden();
  await expect(solutions).toHaveAttribute('aria-expanded', 'false');
  await expect(page.locator('body')).not.toHaveClass(/menu-open/);
  await solutions.focus();
  // Space opens it too, and a link in it is followed with Enter.
  await page.keyboard.press('Space');
  await expect(solutions).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  await expect(menu.getByRole('link', { name: 'OPTRIENT' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/optrient$/);
  expect(errors).toEqual([]);
});

test('the region selector opens on the current country, closes on Escape and changes the region, by keyboard alone', async ({ page }) => {
  const errors = watchConsole(page);
  await openHydrated(page, '/');
  const selector = page.getByRole('button', { name: 'Select country' });
  await tabTo(page, selector);
  const size = await focusedSize(page);
  expect(size.width).toBeGreaterThanOrEqual(24);
  expect(size.height).toBeGreaterThanOrEqual(24);
  await page.keyboard.press('Enter');
  await expect(selector).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('button', { name: 'US', exact: true })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(selector).toHaveAttribute('aria-expanded', 'false');
  await expect(selector).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'US', exact: true })).toBeFocused();
  // Tabbing out of the list (past INT) closes it.
  for (let i = 0; i < 3; i++) await page.keyboard.press('Tab');
  await expect(selector).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('button', { name: 'INT', exact: true })).toBeHidden();
  await selector.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'US', exact: true })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'CA', exact: true })).toBeFocused();
  const choice = await focusedSize(page);
  expect(choice.height).toBeGreaterThanOrEqual(24);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/home-ca$/);
  await expect(selector).toHaveAttribute('title', 'Country: Canada');
  expect(errors).toEqual([]);
});

test('the contact overlay traps focus, closes on Escape and gives focus back to the Contact link', async ({ page }) => {
  const errors = watchConsole(page);
  await openHydrated(page, '/');
  const contact = page.getByRole('banner').getByRole('link', { name: 'Contact', exact: true }).first();
  await tabTo(page, contact);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Connect with us' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAttribute('aria-modal', 'true');
  expect(await focusInside(dialog)).toBe(true);

  // Forward round the whole form and past its end: focus never leaves the dialog.
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press('Tab');
    expect(await focusInside(dialog), `after ${i + 1} Tab presses`).toBe(true);
  }
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press('Shift+Tab');
    expect(await focusInside(dialog), `after ${i + 1} Shift+Tab presses`).toBe(true);
  }

  // Sending it empty ties each message to its field and focuses the first field in error.
  await tabTo(page, dialog.getByRole('button', { name: 'Send' }));
  await page.keyboard.press('Enter');
  const name = dialog.getByLabel('Name');
  await expect(name).toBeFocused();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toHaveAccessibleDescription(/Name is required\./);

  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/$/);
  await expect(contact).toBeFocused();
  expect(errors).toEqual([]);
});

test('signing in by keyboard: errors tied to their fields, the password may be pasted, Enter signs in', async ({ page, context }) => {
  const errors = watchConsole(page);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openHydrated(page, '/account/login');
  const username = page.getByLabel('Username');
  const password = page.getByLabel('Password');
  const login = page.getByRole('button', { name: 'Login' });

  // Sent empty: the messages are announced, tied to their fields, and the first field gets focus.
  await tabTo(page, login);
  await page.keyboard.press('Enter');
  await expect(username).toBeFocused();
  await expect(username).toHaveAttribute('aria-invalid', 'true');
  await expect(username).toHaveAccessibleDescription(/.+/);

  await page.keyboard.type(E2E_ADMIN.email);
  await page.keyboard.press('Tab');
  await expect(password).toBeFocused();
  // Pasting into the password field is allowed: nothing cancels the paste.
  const cancelled = await password.evaluate((el) => {
    const data = new DataTransfer();
    data.setData('text/plain', 'x');
    const event = new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true });
    el.dispatchEvent(event);
    return event.defaultPrevented;
  });
  expect(cancelled).toBe(false);
  await page.evaluate((p) => navigator.clipboard.writeText(p), E2E_ADMIN.password);
  await page.keyboard.press('ControlOrMeta+V');
  await expect(password).toHaveValue(E2E_ADMIN.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL((url) => url.pathname === '/', { timeout: 15_000 });
  expect(errors).toEqual([]);
});

test('an editor rolls back a version and saves it, by keyboard alone, and hears each outcome', async ({ page }) => {
  const errors = watchConsole(page);
  const title = `Keyboard Rollback ${Date.now().toString(36)}`;
  await page.goto('/account/login');
  await page.getByLabel('Username').fill(E2E_ADMIN.email);
  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL((url) => url.pathname === '/', { timeout: 15_000 });
  await page.waitForFunction(() => {
    const root = window.localStorage.getItem('persist:root');
    return !!root && JSON.parse(JSON.parse(root).auth ?? '{}').isAuthenticated === true;
  });

  await page.goto('/siteadmin/knowledge-center/create');
  const titleField = page.getByLabel('Title');
  await expect(titleField).toBeVisible();
  await page.waitForLoadState('networkidle');

  // Saving without a title: the message is tied to the field and the field gets focus.
  await tabTo(page, page.getByRole('button', { name: 'Save Changes' }));
  await page.keyboard.press('Enter');
  await expect(titleField).toBeFocused();
  await expect(titleField).toHaveAttribute('aria-invalid', 'true');
  await expect(titleField).toHaveAccessibleDescription(/.+/);

  await page.keyboard.type(title);
  await tabTo(page, page.getByLabel('Summary'));
  await page.keyboard.type('First summary.');
  await tabTo(page, page.getByRole('button', { name: 'Save Changes' }), { back: true });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/siteadmin\/knowledge-center\/edit\/\d+$/);
  const saved = page.getByRole('status').filter({ hasText: 'Your changes were saved.' });
  await expect(saved).toBeVisible();

  const summary = page.getByLabel('Summary');
  await tabTo(page, summary);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('Second summary.');
  await tabTo(page, page.getByRole('button', { name: 'Save Changes' }), { back: true });
  await page.keyboard.press('Enter');
  await expect(saved).toBeVisible();
  await expect(summary).toHaveValue('Second summary.');

  // The Rollback menu: opened with Enter, walked with the arrow keys, closed with Escape.
  const rollback = page.getByRole('button', { name: 'Rollback' });
  await tabTo(page, rollback, { back: true });
  await page.keyboard.press('Enter');
  await expect(rollback).toHaveAttribute('aria-expanded', 'true');
  const versions = page.locator('.rollback-menu').getByRole('button');
  await expect(versions).toHaveCount(2);
  await page.keyboard.press('Escape');
  await expect(rollback).toHaveAttribute('aria-expanded', 'false');
  await expect(rollback).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowDown');
  await expect(versions.nth(0)).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(versions.nth(1)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/siteadmin\/knowledge-center\/edit\/\d+\/\d+$/);
  await expect(summary).toHaveValue('First summary.');

  await tabTo(page, page.getByRole('button', { name: 'Save Changes' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/siteadmin\/knowledge-center\/edit\/\d+$/);
  await expect(saved).toBeVisible();
  await expect(summary).toHaveValue('First summary.');
  expect(errors).toEqual([]);
});

test('a confirmation dialog keeps focus inside, closes on Escape and gives focus back to its button', async ({ page }) => {
  const errors = watchConsole(page);
  await page.goto('/account/login');
  await page.getByLabel('Username').fill(E2E_ADMIN.email);
  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL((url) => url.pathname === '/', { timeout: 15_000 });
  await page.waitForFunction(() => {
    const root = window.localStorage.getItem('persist:root');
    return !!root && JSON.parse(JSON.parse(root).auth ?? '{}').isAuthenticated === true;
  });
  await page.goto('/siteadmin/knowledge-center');
  const remove = page.getByRole('button', { name: /^Delete / }).first();
  await expect(remove).toBeVisible();
  await page.waitForLoadState('networkidle');
  await tabTo(page, remove, { limit: 120 });
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Delete item' });
  await expect(dialog).toBeVisible();
  await expect.poll(() => focusInside(dialog)).toBe(true);
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press('Tab');
    expect(await focusInside(dialog), `after ${i + 1} Tab presses`).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(remove).toBeFocused();
  expect(errors).toEqual([]);
});

test('a knowledge center search by keyboard announces its results count through a live region', async ({ page }) => {
  const errors = watchConsole(page);
  await openHydrated(page, '/knowledge-center');
  const search = page.getByRole('searchbox', { name: 'Search Knowledge Center' });
  await tabTo(page, search);
  await page.keyboard.type('anhydrous');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: 'Getting the Most From Anhydrous Ammonia' })).toBeVisible();
  await expect(page.locator('[aria-live="polite"], [role="status"]').filter({ hasText: /Showing \d+ of \d+/ })).toHaveCount(1);
  expect(errors).toEqual([]);
});
