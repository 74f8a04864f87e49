import { expect, test } from '@playwright/test';

// The footer's code loads when the footer comes near the viewport (or at the first navigation), not with
// the page: its server HTML stays until then. These protect what a visitor sees of that.

test("the footer's code loads when the visitor scrolls near it; its links then navigate in the app, and Back returns to the same place", async ({ page }) => {
  const loaded: string[] = [];
  page.on('request', (r) => {
    if (/site-footer\./.test(r.url())) loaded.push(r.url());
  });
  await page.goto('/');
  await expect(page.locator('#root')).toHaveAttribute('data-hydrated', '1');
  await page.waitForLoadState('networkidle');
  expect(loaded).toEqual([]);
  await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));
  await page.locator('footer.site-footer').scrollIntoViewIfNeeded();
  await expect.poll(() => loaded.length).toBe(1);
  await page.waitForTimeout(300);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Press Releases' }).click();
  await expect(page).toHaveURL(/\/press-releases$/);
  expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);
  await expect(page.locator('footer.site-footer')).toBeVisible();
  // Back: the home page where it was scrolled to.
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
});

test('a navigation before the footer was near keeps the footer, which works on the next page', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('#root')).toHaveAttribute('data-hydrated', '1');
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Knowledge Center' }).first().click();
  await expect(page).toHaveURL(/\/knowledge-center/);
  expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);
  await expect(page.locator('footer.site-footer')).toHaveCount(1);
  await page.locator('footer.site-footer').scrollIntoViewIfNeeded();
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Press Releases' })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
});
