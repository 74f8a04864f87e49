import { expect, Page, test } from '@playwright/test';

/** Fails the test on any console error or page error in the pages it covers. */
function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

const header = (page: Page) => page.locator('header.site-header');
const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

async function chooseRegion(page: Page, code: 'US' | 'CA' | 'INT') {
  await page.getByRole('button', { name: 'Select country' }).click();
  await page.getByRole('button', { name: code, exact: true }).click();
}

test.describe('homes and pages', () => {
  test('the three homes render with their titles and no console errors', async ({ page }) => {
    const errors = watchConsole(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Protect your nitrogen. Feed every acre.' })).toBeVisible();
    await expect(page).toHaveTitle('Home - Koch Agronomic Services');
    await expect(page.getByRole('heading', { name: 'Agronomy insights from the field' })).toBeVisible();

    await page.goto('/home-ca');
    await expect(page.getByRole('heading', { level: 1, name: 'More from every tonne of fertilizer.' })).toBeVisible();
    await expect(page).toHaveTitle('Canada - Koch Agronomic Services');
    await page.goto('/can');
    await expect(page.getByRole('heading', { level: 1, name: 'More from every tonne of fertilizer.' })).toBeVisible();

    await page.goto('/int');
    await expect(page.getByRole('heading', { level: 1, name: 'Enhanced efficiency for every growing region.' })).toBeVisible();
    // The international header: logo, Contact and the selector only.
    await expect(mainNav(page).getByRole('link')).toHaveText(['Contact']);
    await expect(page.getByRole('button', { name: 'Solutions' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Select country' })).toBeVisible();
    await page.goto('/home-int');
    await expect(page).toHaveTitle('International - Koch Agronomic Services');
    expect(errors).toEqual([]);
  });

  test('US and Canada product pages render from their product records', async ({ page }) => {
    const errors = watchConsole(page);
    for (const [path, brand] of [
      ['/agrotain', 'AGROTAIN'],
      ['/wolf-trax', 'WOLF TRAX'],
      ['/anvol-ca', 'ANVOL'],
      ['/nitamin-ca', /OPTRIENT|NITAMIN/],
      ['/dual-purpose', /dual/i],
    ] as [string, string | RegExp][]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(brand);
      await expect(page.getByRole('heading', { name: 'Labels & Safety Data Sheets' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Find a Rep' }).first()).toHaveAttribute('href', path.endsWith('-ca') ? '/find-a-rep-ca' : '/find-a-rep');
      await expect(page).toHaveTitle(/ - Koch Agronomic Services$/);
    }
    expect(errors).toEqual([]);
  });

  test('a product page links its label and SDS from the product-labels records', async ({ page }) => {
    await page.goto('/superu');
    const docs = page.locator('#labels');
    await expect(docs.getByRole('link', { name: /SUPERU.*Label/i }).first()).toHaveAttribute('href', /^\/doccenter\//);
    await expect(docs.getByRole('link', { name: /SUPERU.*SDS/i }).first()).toHaveAttribute('href', /^\/doccenter\//);
  });

  test('the campaign pages and About render from their page records', async ({ page }) => {
    const errors = watchConsole(page);
    for (const [path, title] of [
      ['/clear-choice', 'The Clear Choice'],
      ['/balanced-nutrition', 'Balanced Nutrition'],
      ['/thats-farming', "That's Farming"],
      ['/anvol-protects', 'ANVOL Protects'],
      ['/about', 'About Us'],
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page).toHaveURL(path);
    }
    expect(errors).toEqual([]);
  });

  test('an unknown path ends at the not-found message with the spec’s words', async ({ page }) => {
    const errors = watchConsole(page);
    await page.goto('/this/page/does-not-exist');
    await expect(page).toHaveURL(/\/not-found$/);
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await expect(page.getByText('This page is missing. Please check the URL or use the navigation above to find what you are looking for.')).toBeVisible();
    // The document itself is a real 404 (no soft 404), which Chromium logs once; nothing else may fail.
    expect(errors).toEqual(['Failed to load resource: the server responded with a status of 404 (Not Found)']);
    // Reached by navigation inside the app, the same path looks up a redirect and a page first.
    await page.goto('/');
    await page.evaluate(() => {
      window.history.pushState({}, '', '/another/missing-page');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page).toHaveURL(/\/not-found$/);
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await page.goto('/access-denied');
    await expect(page.getByText("Sorry, you don't have permission to access this page.")).toBeVisible();
    await page.goto('/error/server-error');
    await expect(page.getByText('Sorry, something went wrong. Please try again later.')).toBeVisible();
  });

  test('/careers leaves for the configured careers site', async ({ page }) => {
    await page.route('https://careers.example.com/**', (r) => r.fulfill({ contentType: 'text/html', body: '<title>Careers</title><h1>Join us</h1>' }));
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Careers' }).click();
    await expect(page).toHaveURL(/^https:\/\/careers\.example\.com\/?$/);
    await expect(page.getByRole('heading', { name: 'Join us' })).toBeVisible();
  });
});

test.describe('header, menus and region', () => {
  test('the US Solutions mega menu holds exactly the spec’s products and the Product Selector button', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Solutions' }).click();
    const menu = page.locator('#solutions-menu');
    await expect(menu.getByRole('heading', { level: 2 })).toHaveText(['Nutrient Management', 'Nutrient Protection', 'Seed Enhancement']);
    await expect(menu.getByRole('heading', { level: 3 })).toHaveText(['Above Ground', 'Below Ground', 'Above & Below Ground']);
    const links = menu.getByRole('link');
    await expect(links).toHaveText(['OPTRIENT', 'WOLF TRAX', 'AGROTAIN', 'ANVOL', 'CENTURO', 'SUPERU', 'PROTIVATE', /Product Selector/]);
    const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(['/optrient', '/wolf-trax', '/agrotain', '/anvol', '/centuro', '/superu', '/protivate', '/product-selector']);
    // Body scroll is locked while the menu is open; the menu closes on route change.
    await expect(page.locator('body')).toHaveClass(/menu-open/);
    await menu.getByRole('link', { name: 'CENTURO' }).click();
    await expect(page).toHaveURL(/\/centuro$/);
    await expect(menu).toBeHidden();
    await expect(page.locator('body')).not.toHaveClass(/menu-open/);
  });

  test('the Canada mega menu holds exactly the spec’s products, OPTRIENT linking to nitamin-ca', async ({ page }) => {
    await page.goto('/home-ca');
    await page.getByRole('button', { name: 'Solutions' }).click();
    const menu = page.locator('#solutions-menu');
    await expect(menu.getByRole('heading', { level: 2 })).toHaveText(['Nutrient Management', 'Nutrient Protection', 'Seed Enhancement']);
    const links = menu.getByRole('link');
    await expect(links).toHaveText(['OPTRIENT', 'SYNTHOS', 'WOLF TRAX', 'AGROTAIN', 'ANVOL', 'CENTURO', 'SUPERU', 'TRIBUNE', 'PROTIVATE']);
    const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(['/nitamin-ca', '/synthos-ca', '/wolf-trax-ca', '/agrotain-ca', '/anvol-ca', '/centuro-ca', '/superu-ca', '/tribune-ca', '/protivate-ca']);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Solutions' })).toBeFocused();
    await expect(mainNav(page).getByRole('link', { name: 'Retailers & Reps' })).toHaveAttribute('href', '/find-a-rep-ca');
  });

  test('the region selector goes to the chosen region’s home and the choice persists', async ({ page }) => {
    const errors = watchConsole(page);
    await page.goto('/knowledge-center');
    // With script the choice is a client-side navigation: the selector's form (for pages without script) is not sent.
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await chooseRegion(page, 'CA');
    await expect(page).toHaveURL(/\/home-ca$/);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    await expect(mainNav(page).getByRole('link', { name: 'Retailers & Reps' })).toHaveAttribute('href', '/find-a-rep-ca');
    // Stored: still Canada after a reload on a page without a region of its own.
    await page.goto('/knowledge-center');
    await expect(mainNav(page).getByRole('link', { name: 'Retailers & Reps' })).toHaveAttribute('href', '/find-a-rep-ca');
    expect(await page.evaluate(() => localStorage.getItem('region'))).toBe('3');

    await chooseRegion(page, 'INT');
    await expect(page).toHaveURL(/\/home-int$/);
    await expect(page.getByRole('button', { name: 'Solutions' })).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Solutions' })).toHaveCount(0);

    await chooseRegion(page, 'US');
    await expect(page).toHaveURL(/\/$/);
    await expect(mainNav(page).getByRole('link', { name: 'Retailers & Reps' })).toHaveAttribute('href', '/find-a-rep');
    // A Canada route implies Canada.
    await page.goto('/superu-ca');
    await expect(mainNav(page).getByRole('link', { name: 'Retailers & Reps' })).toHaveAttribute('href', '/find-a-rep-ca');
    expect(errors).toEqual([]);
  });

  test('the header docks at the top, hides on scroll down and returns on scroll up', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 700 });
    await page.goto('/');
    // Let lazily loaded parts (footer, images) settle first: a layout change moves the scroll position.
    await page.waitForLoadState('networkidle');
    await expect(page.locator('footer').first()).toBeAttached();
    // The header follows the scroll once the server-rendered page has hydrated.
    await expect(page.locator('#root')).toHaveAttribute('data-hydrated', '1');
    await expect(header(page)).toHaveAttribute('data-docked', 'true');
    await page.mouse.wheel(0, 1400);
    await expect(header(page)).toHaveAttribute('data-docked', 'false');
    await expect(header(page)).toHaveAttribute('data-hidden', 'true');
    await expect(header(page)).toBeHidden();
    await page.mouse.wheel(0, -300);
    await expect(header(page)).toHaveAttribute('data-hidden', 'false');
    await expect(header(page)).toBeVisible();
    await expect(header(page)).toHaveAttribute('data-docked', 'false');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header(page)).toHaveAttribute('data-docked', 'true');
  });

  test('the mobile menu opens, reaches the products and closes on navigation', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Solutions' })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.locator('body')).toHaveClass(/menu-open/);
    await page.getByRole('button', { name: 'Solutions' }).click();
    await page.locator('#solutions-menu').getByRole('link', { name: 'PROTIVATE' }).click();
    await expect(page).toHaveURL(/\/protivate$/);
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
    await expect(page.locator('body')).not.toHaveClass(/menu-open/);
  });

  test('the phone menu opened from the keyboard takes focus, and Tab goes through its links', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/fr/home-ca');
    await expect(page.locator('#root[data-hydrated="1"]')).toBeAttached();
    const toggle = page.getByRole('button', { name: 'Ouvrir le menu' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Solutions' })).toBeFocused();
    await page.keyboard.press('Tab');
    const nav = page.getByRole('navigation', { name: 'Menu principal' });
    await expect(nav.getByRole('link').first()).toBeFocused();
    await expect(page.getByRole('button', { name: 'Fermer le menu' })).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Ouvrir le menu' })).toBeFocused();
  });

  test('on a phone the Canada header (language switch, country, menu) fits the screen in both languages', async ({ browser }, testInfo) => {
    const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL, viewport: { width: 360, height: 800 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    for (const [path, menu] of [
      ['/home-ca', 'Open menu'],
      ['/fr/home-ca', 'Ouvrir le menu'],
    ]) {
      await page.goto(path);
      const box = (await page.getByRole('button', { name: menu }).boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(360);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      await expect(page.getByRole('link', { name: path.startsWith('/fr') ? 'English' : 'Français' })).toBeVisible();
    }
    await context.close();
  });

  test('the Canada PROTIVATE banner dismisses and stays dismissed', async ({ page }) => {
    await page.goto('/protivate-ca');
    const banner = page.getByRole('region', { name: 'Brand announcement' });
    await expect(banner).toContainText('ROCKET SEEDS is now PROTIVATE.');
    await banner.getByRole('button', { name: 'Dismiss announcement' }).click();
    await expect(banner).toBeHidden();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('PROTIVATE');
    await expect(page.getByText('ROCKET SEEDS is now PROTIVATE.')).toHaveCount(0);
  });
});

test.describe('footer', () => {
  test('the footer shows the find-a-rep block, columns and legal links; the dual-purpose footer promotes PROTIVATE', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('heading', { name: 'Find a rep or retailer near you' })).toBeVisible();
    await expect(footer.getByRole('img', { name: /Map of the United States and Canada/ })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Contact Us' }).first()).toHaveAttribute('href', '/contact');
    for (const name of ['Solutions', 'Knowledge Center', 'About', 'Retailers & Reps']) await expect(footer.getByRole('navigation', { name })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Press Releases' })).toHaveAttribute('href', '/press-releases');
    await expect(footer.getByRole('link', { name: 'Patents' })).toHaveAttribute('href', /^\/doccenter\//);
    await expect(footer.getByRole('link', { name: 'Modern Slavery Statement' })).toHaveAttribute('href', /^\/doccenter\//);
    await expect(footer.getByText(/are trademarks of Koch Agronomic/)).toBeVisible();

    await page.goto('/dual-purpose-ca');
    await expect(footer.getByRole('heading', { name: /PROTIVATE/ })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'More Product Info' })).toHaveAttribute('href', '/protivate-ca');
    await expect(footer.getByRole('img', { name: /^Map of Canada highlighting the main corn and soybean/ })).toBeVisible();

    await page.goto('/reps-retailers');
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
  });
});
