import { APIRequestContext, expect, Locator, Page, test } from '@playwright/test';

import { watchConsole } from './support/login';

/**
 * French pages link each product's own French (or bilingual) label and SDS, and a product's English one, marked
 * "(en anglais seulement)", when it has none: on a product page's "Étiquettes et FDS" and on the selector's results.
 */

const ENGLISH_ONLY = '(en anglais seulement)';

/** The labels-library document a /doccenter link leads to. */
async function documentOf(request: APIRequestContext, link: Locator): Promise<{ guid: string; title: string; language: string; products: string[] }> {
  const href = await link.getAttribute('href');
  const guid = /^\/doccenter\/([0-9a-f-]{36})$/.exec(href ?? '')?.[1];
  expect(guid, `${href}`).toBeTruthy();
  const view = await request.get(`/api/labels/documents/${guid}`);
  expect(view.status()).toBe(200);
  return (await view.json()).data;
}

test('each line of a French product page’s labels opens that product’s own document', async ({ page, request }) => {
  const errors = watchConsole(page);
  await page.goto('/fr/wolf-trax-ca');
  await expect(page.locator('#root[data-hydrated="1"]')).toBeAttached();
  const section = page.locator('#labels');
  await section.scrollIntoViewIfNeeded();
  const list = section.locator('.doc-list');
  await expect(list).toBeVisible();

  // The brand's own record has a French label and SDS: no note, and a French document of the brand.
  const brandLabel = list.getByRole('link', { name: 'Étiquette du produit WOLF TRAX', exact: true });
  const brandSds = list.getByRole('link', { name: 'FDS WOLF TRAX', exact: true });
  const frenchLabel = await documentOf(request, brandLabel);
  expect(frenchLabel).toMatchObject({ language: 'fr', products: ['WOLF TRAX'] });
  expect(await documentOf(request, brandSds)).toMatchObject({ language: 'fr', products: ['WOLF TRAX'] });

  // The nutrient products have no French documents: each line opens its own English one and says so.
  const hrefs = new Set<string>();
  for (const nutrient of ['Zinc', 'Boron']) {
    const product = `WOLF TRAX ${nutrient} DDP`;
    for (const [text, title] of [
      [`Étiquette du produit ${product} ${ENGLISH_ONLY}`, `${product} Label`],
      [`FDS ${product} ${ENGLISH_ONLY}`, `${product} SDS`],
    ]) {
      const link = list.getByRole('link', { name: text, exact: true });
      await expect(link).toHaveAttribute('hreflang', 'en');
      const doc = await documentOf(request, link);
      expect(doc, text).toMatchObject({ title, language: 'en' });
      hrefs.add(doc.guid);
    }
  }
  hrefs.add(frenchLabel.guid);
  expect(hrefs.size).toBe(5);
  expect(errors).toEqual([]);
});

/** Answers the French selector's questions in order (option text, or several for the deficiencies) up to its results. */
async function runSelector(page: Page, answers: string[][]) {
  await page.goto('/fr/product-selector');
  await expect(page.getByRole('heading', { level: 1, name: 'Quel défi devez-vous relever\u00a0?' })).toBeVisible();
  for (const options of answers) {
    const heading = await page.getByRole('heading', { level: 1 }).textContent();
    for (const option of options) await page.getByText(option, { exact: true }).click();
    await page.getByRole('button', { name: 'Suivant' }).click();
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(heading ?? '');
  }
  await expect(page.getByRole('heading', { level: 1, name: 'Vos solutions' })).toBeVisible();
}

test('the French selector’s results link a product’s French label, or its English one marked as such', async ({ page, request }) => {
  const errors = watchConsole(page);
  await runSelector(page, [['Efficacité d’utilisation de l’azote'], ['Maïs'], ['Urée']]);
  const superu = page.getByRole('article', { name: 'SUPERU' });
  const label = superu.getByRole('link', { name: 'Étiquette du produit', exact: true });
  await expect(label).toHaveAttribute('href', /^\/doccenter\//);
  expect(await documentOf(request, label)).toMatchObject({ language: 'fr', products: ['SUPERU'] });
  const sds = superu.getByRole('link', { name: 'FDS', exact: true });
  await expect(sds).toHaveAttribute('href', /^\/doccenter\//);
  expect(await documentOf(request, sds)).toMatchObject({ language: 'fr', products: ['SUPERU'] });
  await expect(superu).not.toContainText(ENGLISH_ONLY);

  await runSelector(page, [['Carences en oligoéléments'], ['Engrais granulaires'], ['Canola'], ['Zinc']]);
  const zinc = page.getByRole('article', { name: 'WOLF TRAX Zinc DDP' });
  const zincLabel = zinc.getByRole('link', { name: `Étiquette du produit ${ENGLISH_ONLY}`, exact: true });
  await expect(zincLabel).toHaveAttribute('hreflang', 'en');
  expect(await documentOf(request, zincLabel)).toMatchObject({ title: 'WOLF TRAX Zinc DDP Label', language: 'en' });
  await expect(zinc.getByRole('link', { name: `FDS ${ENGLISH_ONLY}`, exact: true })).toBeVisible();
  expect(errors).toEqual([]);
});

test('English selector results stay as they are: the English documents, no note', async ({ page, request }) => {
  const errors = watchConsole(page);
  await page.goto('/product-selector');
  await page.getByText('Nitrogen Use Efficiency', { exact: true }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByText('Corn', { exact: true }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByText('Urea', { exact: true }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  const superu = page.getByRole('article', { name: 'SUPERU' });
  const label = superu.getByRole('link', { name: 'Product Label', exact: true });
  await expect(label).toHaveAttribute('href', /^\/doccenter\//);
  expect(await documentOf(request, label)).toMatchObject({ title: 'SUPERU Label', language: 'en' });
  await expect(superu).not.toContainText('English only');
  expect(errors).toEqual([]);
});

test('the French labels library names the documents of no product and the registration acts in French', async ({ page }) => {
  const errors = watchConsole(page);
  await page.goto('/fr/product-labels');
  await expect(page.locator('#root[data-hydrated="1"]')).toBeAttached();
  // The statements that name no product (patents, modern slavery) are one card.
  await expect(page.getByRole('heading', { level: 3, name: 'Autres documents' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'Other documents' })).toHaveCount(0);

  // Within a type the French document comes first; an English copy says its language.
  const wolfTrax = page.locator('.label-card').filter({ has: page.getByRole('heading', { level: 3, name: 'WOLF TRAX', exact: true }) });
  await expect(wolfTrax.locator('a.label-link')).toHaveText([/^Étiquette du produit(?! \(anglais\))/, /^Étiquette du produit \(anglais\)/, /^FDS(?! \(anglais\))/, /^FDS \(anglais\)/]);
  await expect(wolfTrax.locator('a.label-link').first()).toHaveAttribute('hreflang', 'fr');
  await expect(wolfTrax.locator('a.label-link').nth(1)).toHaveAttribute('hreflang', 'en');

  // A Canadian label's registration: the act in French, then its number.
  await page
    .getByRole('link', { name: /^Détails et historique des révisions/ })
    .first()
    .click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  const registrations = page.locator('dt', { hasText: 'Numéros d’homologation' }).locator('xpath=following-sibling::dd[1]');
  await expect(registrations).toContainText(/Loi sur les engrais \(Canada\) \d+A/);

  // English pages keep the spec's words.
  await page.goto('/product-labels');
  await page.getByRole('button', { name: 'Canada' }).click();
  await expect(page.getByRole('heading', { level: 3, name: 'Other documents' })).toBeVisible();
  // Statements belong to no product: their links do not say "of Other documents".
  await expect(page.getByRole('link', { name: /of Other documents/ })).toHaveCount(0);
  expect(errors).toEqual([]);
});
