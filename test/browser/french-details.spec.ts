import { expect, test } from '@playwright/test';

import { watchConsole } from './support/login';

/**
 * French details a reader notices: the phone field's countries named in French, « d’ » before a vowel, and the
 * knowledge center's category tabs that stay on the French site.
 */
test.describe('French details', () => {
  test('the phone field names its countries in French and finds them by type-ahead without accents', async ({ page }) => {
    const errors = watchConsole(page);
    await page.goto('/fr/contact-ca');
    const country = page.getByRole('button', { name: /^Pays :/ });
    await expect(country).toBeVisible();
    await country.click();
    const list = page.getByRole('listbox', { name: 'Pays' });
    await expect(list).toBeVisible();
    await expect(list.getByRole('option', { name: /^États-Unis/ })).toBeVisible();
    await expect(list.getByRole('option', { name: /^Royaume-Uni/ })).toHaveCount(1);
    await expect(list.getByRole('option', { name: /United States/ })).toHaveCount(0);
    // "ega" finds Égypte, accent or not.
    await page.keyboard.type('ega');
    await expect(list.getByRole('option', { name: /^Égypte/ })).toHaveClass(/is-active/);
    await page.waitForTimeout(1100);
    await page.keyboard.type('all');
    await expect(list.getByRole('option', { name: /^Allemagne/ })).toHaveClass(/is-active/);
    await page.keyboard.press('Enter');
    await expect(country).toHaveAccessibleName('Pays : Allemagne (+49)');
    expect(errors).toEqual([]);
  });

  test('a product page writes d’ before a brand that starts with a vowel', async ({ page }) => {
    await page.goto('/fr/agrotain-ca');
    await page.locator('#labels').scrollIntoViewIfNeeded();
    await expect(page.getByText('Toutes les étiquettes et FDS d’AGROTAIN').first()).toBeVisible();
    await expect(page.getByText('FDS de AGROTAIN')).toHaveCount(0);
  });

  test("the knowledge center's category tabs stay on the French site", async ({ page }) => {
    await page.goto('/fr/can/knowledge-center');
    const tab = page.getByRole('link', { name: 'Articles', exact: true }).first();
    await expect(tab).toHaveAttribute('href', '/fr/can/knowledge-center/category/39');
    await tab.click();
    await expect(page).toHaveURL(/\/fr\/can\/knowledge-center\/category\/39$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Articles');
    await expect(page).toHaveTitle('Articles - Centre du savoir - Koch Agronomic Services');
  });
});
