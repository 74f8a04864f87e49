import { expect, test } from '@playwright/test';

// What a desktop visitor sees fits where it belongs, in both languages, and nothing promises what cannot come.

for (const [path, who] of [
  ['/find-a-rep', 'Who Are You?'],
  ['/find-a-rep-ca', 'Who Are You?'],
  ['/fr/find-a-rep-ca', 'Qui êtes-vous ?'],
] as const) {
  test(`${path}: at 1280 px every choice of who you are keeps the search button inside its card`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(path);
    await expect(page.locator('#root')).toHaveAttribute('data-hydrated', '1');
    const select = page.getByLabel(who);
    const options = await select.locator('option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value).filter(Boolean));
    expect(options.length).toBeGreaterThan(1);
    for (const value of options) {
      await select.selectOption(value);
      const edges = await page.evaluate(() => {
        const card = document.querySelector('.find-rep-card')!.getBoundingClientRect();
        const inside = [...document.querySelectorAll('.find-rep-card button, .find-rep-card input, .find-rep-card select')].map((e) => e.getBoundingClientRect());
        return { card: card.right, widest: Math.max(...inside.map((r) => r.right)), page: document.documentElement.scrollWidth };
      });
      expect(edges.widest, `${path} with ${value}`).toBeLessThanOrEqual(edges.card);
      expect(edges.page).toBeLessThanOrEqual(1280);
    }
  });
}

test('without JavaScript a product page does not say its documents are loading: the library link leads to them', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const [path, loading, library] of [
    ['/agrotain', 'Loading documents…', 'Every AGROTAIN document'],
    ['/fr/agrotain-ca', 'Chargement des documents…', 'Tous les documents AGROTAIN'],
  ] as const) {
    await page.goto(path);
    await expect(page.locator('#labels').getByText(loading)).toBeHidden();
    await expect(page.locator('#labels').getByRole('link', { name: new RegExp(library) })).toBeVisible();
  }
  await context.close();
});

test('the image of a first screen is fetched first: fetchpriority="high" in the server HTML and once the page runs', async ({ page, request }) => {
  for (const path of ['/', '/agrotain', '/fr/agrotain-ca']) {
    expect(await (await request.get(path)).text(), path).toMatch(/<img[^>]*fetchpriority="high"/);
    await page.goto(path);
    await expect(page.locator('#root')).toHaveAttribute('data-hydrated', '1');
    await expect(page.locator('img[fetchpriority="high"]').first(), path).toBeAttached();
  }
});
