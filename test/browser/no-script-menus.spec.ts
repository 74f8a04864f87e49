import { expect, test } from '@playwright/test';

/** With JavaScript off, the header's menus still lead somewhere: they open while focus is in them. */
test.describe('header menus without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('on a desktop, Solutions opens its menu on focus and a product link in it works', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    const menu = page.locator('#solutions-menu');
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'Solutions' }).click();
    await expect(menu.getByRole('link', { name: 'AGROTAIN' })).toBeVisible();
    await menu.getByRole('link', { name: 'AGROTAIN' }).click();
    await expect(page).toHaveURL(/\/agrotain$/);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();

    // By keyboard: Tab onto Solutions shows the menu, and Tab goes on into its links.
    await page.goto('/');
    await page.getByRole('button', { name: 'Solutions' }).focus();
    await expect(menu).toBeVisible();
    await page.keyboard.press('Tab');
    const focused = page.locator(':focus');
    await expect(focused).toHaveClass(/mega-menu__link/);
    await expect(menu).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page).not.toHaveURL(/\/$/);
  });

  test('on a phone, the menu button shows the main links and they work', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'About' })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(nav.getByRole('link', { name: 'About' })).toBeVisible();
    await nav.getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL(/\/about$/);
  });
});
