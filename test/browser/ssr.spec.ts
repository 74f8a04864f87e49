import { expect, Page, test } from '@playwright/test';

import { loginAsAdmin, watchConsole } from './support/login';

/** What React reported while hydrating the server's HTML (main.tsx keeps it in window.__hydrationErrors). */
const hydrationErrors = (page: Page) => page.evaluate(() => (window as unknown as { __hydrationErrors?: string[] }).__hydrationErrors);

const ENTRY = /\/assets\/main\.[0-9a-f]+\.js$/;

/** Holds back the scripts matching `pattern` (replacing an earlier hold on it) until the returned function is called. */
async function holdScripts(page: Page, pattern: RegExp): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((r) => (release = r));
  await page.unroute(pattern);
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return () => release();
}

/** The page has hydrated when its header's menu opens on click. */
async function expectInteractive(page: Page) {
  await page.getByRole('button', { name: 'Select country' }).click();
  await expect(page.getByRole('button', { name: 'CA', exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
}

test.describe('server-rendered pages', () => {
  test('homes and product pages read fully without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/agrotain');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('AGROTAIN');
    await expect(page.getByRole('heading', { level: 2, name: 'Benefits' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Find a Rep' }).first()).toHaveAttribute('href', '/find-a-rep');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Protect your nitrogen. Feed every acre.' })).toBeVisible();
    await page.goto('/home-ca');
    await expect(page.getByRole('heading', { level: 1, name: 'More from every tonne of fertilizer.' })).toBeVisible();
    await context.close();
  });

  test('the browser hydrates them without mismatches and they work', async ({ page }) => {
    const errors = watchConsole(page);
    for (const path of ['/', '/home-ca', '/home-int', '/agrotain', '/agrotain-ca', '/wolf-trax', '/protivate-ca']) {
      await page.goto(path);
      expect(await page.locator('#root').getAttribute('data-ssr')).toBe('1');
      await expectInteractive(page);
      expect(await hydrationErrors(page), path).toEqual([]);
    }
    expect(errors).toEqual([]);
  });

  test('a visitor whose stored region differs, a dismissed banner and signed-in staff hydrate cleanly too', async ({ page }) => {
    const errors = watchConsole(page);
    // Stored region Canada, then a US product page: the page shows the US header, as the server rendered it.
    await page.goto('/home-ca');
    await page.goto('/agrotain');
    await expectInteractive(page);
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Retailers & Reps' })).toHaveAttribute('href', '/find-a-rep');
    expect(await hydrationErrors(page)).toEqual([]);

    await page.goto('/protivate-ca');
    await page.getByRole('region', { name: 'Brand announcement' }).getByRole('button', { name: 'Dismiss announcement' }).click();
    // A click before the banner's code has arrived is held and replayed: the banner goes once it has been.
    await expect(page.getByRole('region', { name: 'Brand announcement' })).toHaveCount(0);
    await page.reload();
    await expectInteractive(page);
    await expect(page.getByRole('region', { name: 'Brand announcement' })).toHaveCount(0);
    expect(await hydrationErrors(page)).toEqual([]);

    await loginAsAdmin(page);
    await page.goto('/agrotain');
    // Staff tools: the admin drawer (spec 2.8), opened from its button.
    await page.getByRole('button', { name: 'Administrator' }).click();
    await expect(page.getByRole('link', { name: 'Edit in admin' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('navigation', { name: 'Administrator' })).toBeHidden();
    await expectInteractive(page);
    expect(await hydrationErrors(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('a page scrolled before its script arrives keeps its scroll position when it hydrates', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 700 });
    const release = await holdScripts(page, ENTRY);
    await page.goto('/agrotain', { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 2, name: 'Benefits' })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 600));
    release();
    await expect(page.locator('#root')).toHaveAttribute('data-hydrated', '1');
    await page.waitForTimeout(200);
    // Not sent back to the top (the page may settle by a few pixels as late parts load).
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(550);
    await expectInteractive(page);
  });

  test('buttons clicked before the page has hydrated do their work once it has; links work without the script', async ({ page }) => {
    const holdEntry = () => holdScripts(page, ENTRY);

    // A menu opened (twice: a second click on the same button is not a second toggle) opens once hydrated.
    let release = await holdEntry();
    await page.goto('/', { waitUntil: 'commit' });
    await page.getByRole('button', { name: 'Solutions' }).click();
    await page.getByRole('button', { name: 'Solutions' }).click();
    expect(await page.locator('#root').getAttribute('data-hydrated')).toBeNull();
    release();
    await expect(page.locator('#solutions-menu').getByRole('link', { name: 'AGROTAIN' })).toBeVisible();
    await expect(page.locator('#root')).toHaveAttribute('data-hydrated', '1');
    // Once hydrated, clicks go straight to the page: the menu closes on the next click.
    await page.getByRole('button', { name: 'Solutions' }).click();
    await expect(page.locator('#solutions-menu')).toBeHidden();

    // The banner's button in its lazily loaded section: the dismissal happens once that section hydrates.
    release = await holdEntry();
    await page.goto('/protivate-ca', { waitUntil: 'commit' });
    await page.getByRole('button', { name: 'Dismiss announcement' }).click();
    release();
    await expect(page.getByRole('region', { name: 'Brand announcement' })).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('protivateBannerDismissed'))).toBe('1');

    // A link within the page (the skip link) and a link to another page work before any script.
    release = await holdEntry();
    await page.goto('/agrotain', { waitUntil: 'commit' });
    await expect(page.getByRole('contentinfo')).toBeAttached();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/agrotain#main$/);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact Us' }).first().click();
    await expect(page).toHaveURL(/\/contact$/);
    release();
  });

  test('lazily loaded parts keep their server HTML while their code arrives after hydration (no layout shift)', async ({ page }) => {
    // The banner's and the footer's code arrive only after the rest of the page has hydrated.
    const release = await holdScripts(page, /\/assets\/(site-banner|site-footer)\.[0-9a-f]+\.js$/);
    await page.addInitScript(() => {
      const w = window as unknown as { __removed: string[] };
      w.__removed = [];
      new MutationObserver((records) => {
        for (const r of records) for (const n of r.removedNodes) if (n instanceof Element && n.matches('.brand-banner, .site-footer')) w.__removed.push(n.className);
      }).observe(document, { childList: true, subtree: true });
    });
    // (The held code also holds the load event.)
    await page.goto('/protivate-ca', { waitUntil: 'domcontentloaded' });
    await expect(page.locator('#root')).toHaveAttribute('data-hydrated', '1');
    await page.waitForTimeout(300);
    release();
    await expect(page.getByRole('region', { name: 'Brand announcement' }).getByRole('button', { name: 'Dismiss announcement' })).toBeVisible();
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => (window as unknown as { __removed: string[] }).__removed)).toEqual([]);
    expect(await hydrationErrors(page)).toEqual([]);
    // Hydrated: the banner's button works.
    await page.getByRole('button', { name: 'Dismiss announcement' }).click();
    await expect(page.getByRole('region', { name: 'Brand announcement' })).toHaveCount(0);
  });

  test('the Canada banner: a dismissal never shows it again, not even before the script runs; dismissing works before its code arrives', async ({ page }) => {
    // Its code (a lazily loaded chunk) arrives late: a click on its button is made again once it has.
    const release = await holdScripts(page, /\/assets\/site-banner\.[0-9a-f]+\.js$/);
    await page.goto('/protivate-ca', { waitUntil: 'domcontentloaded' });
    await expect(page.locator('#root')).toHaveAttribute('data-hydrated', '1');
    await page.getByRole('button', { name: 'Dismiss announcement' }).click();
    await expect(page.getByRole('region', { name: 'Brand announcement' })).toBeVisible();
    release();
    await expect(page.getByRole('region', { name: 'Brand announcement' })).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('protivateBannerDismissed'))).toBe('1');

    // Dismissed, with no script at all: the server's banner is hidden before the first paint.
    await page.route(ENTRY, (route) => route.abort());
    await page.goto('/protivate-ca');
    await expect(page.locator('.brand-banner')).toHaveCount(1);
    await expect(page.locator('.brand-banner')).toBeHidden();
  });

  test('the international header fits a 320 px phone without scrolling sideways', async ({ page }) => {
    for (const width of [320, 360, 390]) {
      await page.setViewportSize({ width, height: 740 });
      await page.goto('/home-int');
      const { scrollWidth, right } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        right: document.querySelector('.region-selector__toggle')!.getBoundingClientRect().right,
      }));
      expect(scrollWidth, `${width} px`).toBeLessThanOrEqual(width);
      expect(right, `${width} px`).toBeLessThanOrEqual(width - 8);
      await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Select country' })).toBeVisible();
    }
  });
});
