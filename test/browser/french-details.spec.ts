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

  test('the French offer and the language switch lead to the real twin, keep a search, and never to a missing page', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'fr-CA' });
    const page = await context.newPage();
    // An English Canada item: its French twin has a slug of its own.
    await page.goto('/can/knowledge-center/protecting-nitrogen-on-the-prairies');
    const bar = page.getByRole('region', { name: 'Langue' });
    await expect(bar.getByRole('link')).toHaveAttribute('href', '/fr/can/knowledge-center/proteger-azote-prairies');
    await expect(page.getByRole('link', { name: 'Français', exact: true })).toHaveAttribute('href', '/fr/can/knowledge-center/proteger-azote-prairies');
    // A search keeps its query in the other language.
    await page.goto('/fr/reps-retailers?label=Retailers&zip=R3C%204T3&region=3');
    await expect(page.getByRole('link', { name: 'English', exact: true })).toHaveAttribute('href', '/reps-retailers?label=Retailers&zip=R3C%204T3&region=3');
    // A campaign page with no French version: the switch leads to the French home, and nothing offers a missing page.
    await page.goto('/home-ca');
    await page.goto('/clear-choice');
    await expect(page.locator('#root[data-hydrated="1"]')).toBeAttached();
    const toFrench = page.getByRole('link', { name: 'Français', exact: true });
    if (await toFrench.count()) await expect(toFrench).toHaveAttribute('href', '/fr/home-ca');
    await expect(page.getByRole('region', { name: 'Langue' })).toHaveCount(0);
    // The Canada contact page's other address leads to the same French page.
    await page.goto('/can/contact-us');
    await expect(page.locator('#root[data-hydrated="1"]')).toBeAttached();
    await expect(page.getByRole('link', { name: 'Français', exact: true }).first()).toHaveAttribute('href', '/fr/contact-ca');
    // A French page that is not there has no English counterpart: the switch leads to the English Canada home.
    const missing = await page.goto('/fr/aucune-page-ici');
    expect(missing?.status()).toBe(404);
    await expect(page.locator('#root[data-hydrated="1"]')).toBeAttached();
    await expect(page.getByRole('link', { name: 'English', exact: true })).toHaveAttribute('href', '/home-ca');
    await context.close();
  });

  test('the contact form lists the provinces in French order', async ({ page }) => {
    await page.goto('/fr/contact-ca');
    const province = page.getByLabel('Province', { exact: true });
    await expect(province.locator('option', { hasText: 'Québec' })).toHaveCount(1);
    const names = (await province.locator('option').allTextContents()).slice(1);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'fr-CA')));
    expect(names.indexOf('Île-du-Prince-Édouard')).toBeLessThan(names.indexOf('Manitoba'));
  });

  test('the header fits a 1024 px screen in both languages (its links fold into the menu below 1100 px)', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 1024, height: 768 } });
    const page = await context.newPage();
    for (const path of ['/fr/home-ca', '/home-ca', '/']) {
      await page.goto(path);
      await expect(page.locator('#root[data-hydrated="1"]')).toBeAttached();
      expect([path, await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)]).toEqual([path, true]);
    }
    await context.close();
  });
});

test('the French footer marks what exists in English only: the legal pages and documents, careers', async ({ page }) => {
  await page.goto('/fr/home-ca');
  const footer = page.getByRole('contentinfo');
  await footer.scrollIntoViewIfNeeded();
  const privacy = footer.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Politique de confidentialité' }) });
  await expect(privacy).toHaveText('Politique de confidentialité (en anglais seulement)');
  await expect(footer.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Carrières' }) })).toContainText('(en anglais seulement)');
  // Pages with a French twin carry no note.
  await expect(footer.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'À propos de nous' }) })).not.toContainText('anglais');
  await page.goto('/home-ca');
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await expect(page.getByRole('contentinfo')).not.toContainText('English only');
});

test('the French Find a Rep form keeps its fields on one line on a desktop, its choices in full', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/fr/reps-retailers?label=Reps&zip=H2X%201Y4&region=3');
  const form = page.getByRole('form', { name: 'Trouver un représentant ou un détaillant' });
  const zip = (await form.getByLabel('Rechercher par code postal').boundingBox())!;
  const locate = (await form.getByRole('button', { name: 'Utiliser ma position' }).boundingBox())!;
  const submit = (await form.getByRole('button', { name: 'Rechercher des représentants' }).boundingBox())!;
  expect(Math.abs(locate.y - zip.y)).toBeLessThan(8);
  expect(Math.abs(submit.y - zip.y)).toBeLessThan(8);
  expect(submit.x + submit.width).toBeLessThanOrEqual(1280);
  // The who-are-you choice is shown whole ("Je suis un détaillant", not cut).
  const who = form.getByLabel('Qui êtes-vous\u00a0?');
  expect(await who.evaluate((el: HTMLSelectElement) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
  const text = await who.evaluate((el: HTMLSelectElement) => {
    const ctx = document.createElement('canvas').getContext('2d')!;
    ctx.font = getComputedStyle(el).font;
    return { width: ctx.measureText(el.selectedOptions[0].text).width, box: el.clientWidth };
  });
  expect(text.width + 40).toBeLessThanOrEqual(text.box);
});
