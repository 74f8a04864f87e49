import { expect, Locator, Page, test } from '@playwright/test';

import { watchConsole } from './support/login';

/**
 * Keyboard focus shows the site's ring on buttons (Bootstrap's own focus rules would drop it), and on a phone the
 * French document and Find a Rep pages fit the screen, with the postal code box wide enough for its placeholder.
 */

/** The focused element's ring: its outline, and the dark inner edge drawn as a box-shadow. */
async function ringOf(target: Locator) {
  return target.evaluate((el) => {
    const s = getComputedStyle(el);
    return { style: s.outlineStyle, width: parseFloat(s.outlineWidth), shadow: s.boxShadow };
  });
}

async function expectRing(target: Locator) {
  await expect(target).toBeFocused();
  // Bootstrap's buttons animate their box-shadow; poll until it has settled.
  await expect.poll(async () => (await ringOf(target)).shadow).toMatch(/0px 0px 0px 2px$/);
  const ring = await ringOf(target);
  expect(ring.style).not.toBe('none');
  expect(ring.width).toBeGreaterThanOrEqual(2);
}

/** How far the page scrolls sideways: at most the viewport's width when nothing sticks out. */
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/** Whether a box lies inside another (to the pixel). */
async function isInside(inner: Locator, outer: Locator): Promise<boolean> {
  const [a, b] = [await inner.boundingBox(), await outer.boundingBox()];
  return !!a && !!b && a.x >= b.x - 0.5 && a.x + a.width <= b.x + b.width + 0.5;
}

test('Tab to "Utiliser ma position" and "Rechercher" on the French Find a Rep page shows the focus ring', async ({ page }) => {
  const errors = watchConsole(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/fr/find-a-rep-ca');
  await page.getByLabel('Rechercher par code postal').focus();
  await page.keyboard.press('Tab');
  await expectRing(page.getByRole('button', { name: 'Utiliser ma position' }));
  await page.keyboard.press('Tab');
  await expectRing(page.getByRole('button', { name: 'Rechercher', exact: true }));
  expect(errors).toEqual([]);
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the French document page with its revision history does not scroll sideways', async ({ page }) => {
    const errors = watchConsole(page);
    await page.goto('/product-labels?product=AGROTAIN');
    const href = await page.getByRole('link', { name: 'Details and revision history of AGROTAIN Label' }).getAttribute('href');
    await page.goto(`/fr${href}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
    await expect(page.getByRole('table').getByRole('rowheader').first()).toBeVisible();
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    expect(errors).toEqual([]);
  });

  test('the French Find a Rep form fits its card and the page does not scroll sideways', async ({ page }) => {
    const errors = watchConsole(page);
    await page.goto('/fr/find-a-rep-ca');
    const form = page.getByRole('main').getByRole('form').first();
    await expect(form.getByRole('button', { name: 'Utiliser ma position' })).toBeVisible();
    for (const field of [form.getByLabel('Pays'), form.getByLabel('Rechercher par code postal'), form.getByRole('button', { name: 'Utiliser ma position' })]) {
      expect(await isInside(field, form)).toBe(true);
    }
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    expect(errors).toEqual([]);
  });
});

test('at 1280 px the postal code box shows its whole placeholder and a typed postal code, in French and English', async ({ page }) => {
  const errors = watchConsole(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  for (const [path, label] of [
    ['/fr/find-a-rep-ca', 'Rechercher par code postal'],
    ['/find-a-rep-ca', 'Search by Postal Code'],
  ]) {
    await page.goto(path);
    const zip = page.getByLabel(label);
    // A placeholder never scrolls (scrollWidth stays the box's width), so its text is measured in the box's font.
    const fits = (text: string) =>
      zip.evaluate((el: HTMLInputElement, t) => {
        const s = getComputedStyle(el);
        const ctx = document.createElement('canvas').getContext('2d')!;
        ctx.font = s.font;
        return ctx.measureText(t).width <= el.clientWidth - parseFloat(s.paddingLeft) - parseFloat(s.paddingRight);
      }, text);
    expect(await fits((await zip.getAttribute('placeholder')) ?? '')).toBe(true);
    await zip.fill('R3C 4T3');
    expect(await fits('R3C 4T3')).toBe(true);
    expect(await zip.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  }
  expect(errors).toEqual([]);
});
