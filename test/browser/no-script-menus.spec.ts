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

  test('the region selector goes to the chosen region’s home and keeps the choice, in English and in French', async ({ page, context }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/knowledge-center');
    const list = page.getByRole('list', { name: 'Choose your country' });
    await expect(list).toBeHidden();
    await page.getByRole('button', { name: 'Select country' }).click();
    await expect(list).toBeVisible();
    await list.getByRole('button', { name: 'CA', exact: true }).click();
    await expect(page).toHaveURL(/\/home-ca$/);
    expect((await context.cookies()).find((c) => c.name === 'region')?.value).toBe('3');
    // The server renders the next page without a region of its own with the choice.
    await page.goto('/knowledge-center');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Retailers & Reps' })).toHaveAttribute('href', '/find-a-rep-ca');

    // By keyboard, from a French page: Canada leads to the French Canada home.
    await page.goto('/fr/agrotain-ca');
    await page.getByRole('button', { name: 'Choisir le pays' }).focus();
    const frList = page.getByRole('list', { name: 'Choisissez votre pays' });
    await expect(frList).toBeVisible();
    await frList.getByRole('button', { name: 'CA', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/fr\/home-ca$/);

    await page.getByRole('button', { name: 'Choisir le pays' }).click();
    await page.getByRole('list', { name: 'Choisissez votre pays' }).getByRole('button', { name: 'US', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    expect((await context.cookies()).find((c) => c.name === 'region')?.value).toBe('2');
  });
});
