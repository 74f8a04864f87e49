import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

/** Accessibility (acceptance 3): no serious or critical axe violation on the key public pages. */
const PAGES = ['/', '/home-ca', '/home-int', '/agrotain', '/knowledge-center', '/press-releases'];

for (const path of PAGES) {
  test(`axe finds no serious or critical violation on ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
    const bad = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map(
        (v) =>
          `${v.id} (${v.impact}): ${v.nodes
            .map((n) => n.target.join(' '))
            .slice(0, 5)
            .join(', ')}`,
      );
    expect(bad).toEqual([]);
  });
}

test('the mega menu and region selector are reachable and usable by keyboard', async ({ page }) => {
  await page.goto('/');
  const solutions = page.getByRole('button', { name: 'Solutions' });
  await solutions.focus();
  await page.keyboard.press('Enter');
  await expect(solutions).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  await expect(page.locator('#solutions-menu').getByRole('link', { name: 'OPTRIENT' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(solutions).toHaveAttribute('aria-expanded', 'false');
  await expect(solutions).toBeFocused();
  const selector = page.getByRole('button', { name: 'Select country' });
  await selector.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'US', exact: true })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/home-ca$/);
});
