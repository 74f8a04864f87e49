import { expect, Page, test } from '@playwright/test';

import { watchConsole } from './support/login';

/**
 * The Canada region in French: the language switch and its twin pages, `lang="fr-CA"`, no English UI text on
 * French pages, Find a Rep and the product selector start to finish, the contact overlay's French messages.
 */

/**
 * English UI words and phrases of the site's templates (header, footer, forms, locator, selector, messages). None
 * may show on a French page: its text comes from the French catalog (records and brand names are data, and are
 * French or proper names themselves).
 */
const ENGLISH_UI = [
  'Knowledge Center',
  'Retailers & Reps',
  'Labels / SDS',
  'Contact Us',
  'Find a Rep',
  'Find a Retailer',
  'Nutrient Management',
  'Nutrient Protection',
  'Seed Enhancement',
  'Select country',
  'Choose your country',
  'Local expertise',
  'Press Releases',
  'Careers',
  'All Resources',
  'Privacy Policy',
  'Terms of Use',
  'All rights reserved',
  'Always read and follow label directions',
  'Who Are You?',
  'Search by',
  'I am a grower',
  'Use my location',
  'Search for',
  'Back to Home',
  'Step ',
  'Next',
  'Start Over',
  'Your Solutions',
  'Your Path',
  'Product Label',
  'Product Details',
  'Guaranteed Analysis',
  'Loading',
  'Page Not Found',
  'Skip to content',
  'Connect with us',
  'Thank you',
];

/** The English UI phrases a page shows (or names to assistive technology). */
async function englishOn(page: Page): Promise<string[]> {
  const text = await page.evaluate(() => {
    const attrs = [...document.querySelectorAll('[aria-label],[placeholder],[title],[alt]')].flatMap((el) =>
      ['aria-label', 'placeholder', 'title', 'alt'].map((a) => el.getAttribute(a) ?? ''),
    );
    return `${document.body.innerText}\n${attrs.join('\n')}`;
  });
  return ENGLISH_UI.filter((phrase) => text.includes(phrase));
}

test('the header switch leads from an English Canada page to its French twin and back', async ({ page }) => {
  const errors = watchConsole(page);
  await page.goto('/home-ca');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-CA');
  const toFrench = page.getByRole('link', { name: 'Français', exact: true });
  await expect(toFrench).toHaveAttribute('lang', 'fr-CA');
  await expect(toFrench).toHaveAttribute('hreflang', 'fr-CA');
  await toFrench.click();
  await page.waitForURL('**/fr/home-ca');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tirez le maximum de chaque tonne d’engrais.');
  const toEnglish = page.getByRole('link', { name: 'English', exact: true });
  await expect(toEnglish).toHaveAttribute('hreflang', 'en-CA');
  await toEnglish.click();
  await page.waitForURL(/\/home-ca$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-CA');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('More from every tonne of fertilizer.');

  // A product page's twin is the same product in French.
  await page.goto('/agrotain-ca');
  await page.getByRole('link', { name: 'Français', exact: true }).click();
  await page.waitForURL('**/fr/agrotain-ca');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  await page.getByRole('link', { name: 'English', exact: true }).click();
  await page.waitForURL(/\/agrotain-ca$/);
  expect(errors).toEqual([]);
});

test('French pages say so to search engines and hold no English UI text', async ({ page, request }) => {
  const errors = watchConsole(page);
  for (const path of ['/fr/home-ca', '/fr/find-a-rep-ca', '/fr/product-selector', '/fr/agrotain-ca', '/fr/product-labels', '/fr/can/knowledge-center']) {
    await page.goto(path);
    await expect(page.locator('#root[data-hydrated="1"]')).toBeAttached();
    await expect(page.locator('html'), path).toHaveAttribute('lang', 'fr-CA');
    expect(await englishOn(page), path).toEqual([]);
  }
  // Reciprocal hreflang on the pair, fully qualified, and a French canonical.
  const fr = await (await request.get('/fr/find-a-rep-ca')).text();
  const en = await (await request.get('/find-a-rep-ca')).text();
  const alternates = (html: string) => [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map((m) => `${m[1]} ${new URL(m[2]).pathname}`).sort();
  expect(alternates(fr)).toEqual(alternates(en));
  expect(alternates(fr)).toEqual(expect.arrayContaining(['en-CA /find-a-rep-ca', 'fr-CA /fr/find-a-rep-ca']));
  expect(fr).toMatch(/<link rel="canonical" href="http[^"]+\/fr\/find-a-rep-ca">/);
  expect(fr).toContain('<meta property="og:locale" content="fr_CA">');
  expect(fr).toContain('<meta property="og:locale:alternate" content="en_CA">');
  // A French address with no French page is the French Page Not Found, with its status.
  for (const path of ['/fr/agrotain', '/fr/not-found']) {
    const missing = await request.get(path);
    expect(missing.status(), path).toBe(404);
    expect(await missing.text()).toContain('Page introuvable');
  }
  expect(errors).toEqual([]);
});

test('Find a Rep validates in French and reaches French results', async ({ page }) => {
  const errors = watchConsole(page);
  await page.goto('/fr/find-a-rep-ca');
  await expect(page.getByRole('heading', { level: 1, name: 'Trouver un représentant ou un détaillant' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Trouver un représentant ou un détaillant' });
  await form.getByRole('button', { name: 'Rechercher', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Veuillez choisir une valeur et entrer un code postal');
  await page.getByLabel('Qui êtes-vous\u00a0?').selectOption({ label: 'Je suis un détaillant' });
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.getByLabel('Rechercher par code postal').fill('M5V 3L9');
  await form.getByRole('button', { name: 'Rechercher des représentants' }).click();
  await page.waitForURL('**/fr/reps-retailers');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  await expect(page.getByRole('heading', { name: /^2 représentants desservent .+ M5V 3L9$/ })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Représentants' }).getByRole('listitem').first()).toContainText('Dessert les codes postaux M5V');
  expect(await englishOn(page)).toEqual([]);
  expect(errors).toEqual([]);
});

test('file sizes on French label pages read the Canadian French way: a decimal comma, a no-break space, Ko or Mo', async ({ page }) => {
  const errors = watchConsole(page);
  await page.goto('/fr/product-labels');
  const meta = page.locator('.label-link__meta');
  await expect(meta.first()).toBeVisible();
  for (const text of await meta.allTextContents()) expect(text).toMatch(/^[A-Z]+, \d+(,\d)?\u00a0(octets?|Ko|Mo|Go)$/);
  await page.goto('/product-labels');
  await expect(page.locator('.label-link__meta').first()).toHaveText(/^[A-Z]+, \d+(\.\d)? (bytes|KB|MB)$/);
  expect(errors).toEqual([]);
});

test('the product selector runs start to finish in French', async ({ page }) => {
  const errors = watchConsole(page);
  await page.goto('/fr/product-selector');
  await expect(page.getByRole('heading', { level: 1, name: 'Quel défi devez-vous relever\u00a0?' })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Progression du sélecteur de produits' })).toHaveAttribute('aria-valuetext', 'Étape 1 de 7');
  await page.getByText('Carences en oligoéléments', { exact: true }).click();
  await page.getByRole('button', { name: 'Suivant' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Comment souhaitez-vous appliquer vos éléments nutritifs\u00a0?' })).toBeVisible();
  await page.getByText('Engrais granulaires', { exact: true }).click();
  await page.getByRole('button', { name: 'Suivant' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Que cultivez-vous\u00a0?' })).toBeVisible();
  await page.getByText('Canola', { exact: true }).click();
  await page.getByRole('button', { name: 'Suivant' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Quelles carences observez-vous\u00a0?' })).toBeVisible();
  await expect(page.getByText('Sélectionnez toutes les réponses qui s’appliquent')).toBeVisible();
  await page.getByText('Zinc', { exact: true }).click();
  await page.getByText('Bore', { exact: true }).click();
  await page.getByRole('button', { name: 'Suivant' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Vos solutions' })).toBeVisible();
  const path = page.locator('.selector-path-list');
  await expect(path).toContainText('Carences en oligoéléments');
  // Several answers read as French writes a list: a capital only on the first.
  await expect(path).toContainText('Zinc, bore');
  await expect(path).toContainText('Engrais granulaires');
  const zinc = page.getByRole('article', { name: 'WOLF TRAX Zinc DDP' });
  await expect(zinc).toContainText('Analyse garantie');
  // Numbers follow the locale: a space before the percent sign.
  await expect(zinc).toContainText(/Zinc 62\s%/);
  await expect(zinc.getByRole('link', { name: 'Étiquette du produit' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Recommencer' })).toBeVisible();
  await page.getByRole('button', { name: 'Trouver un détaillant ou un représentant' }).click();
  await page.waitForURL('**/fr/find-a-rep-ca');
  await expect(page.getByRole('heading', { level: 1, name: 'Trouver un représentant ou un détaillant' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('the contact overlay in French: its title, French messages on an empty send, the thank-you after a valid one', async ({ page }) => {
  const errors = watchConsole(page);
  await page.goto('/fr/contact-ca');
  await expect(page.getByRole('dialog', { name: 'Communiquez avec nous' })).toBeVisible();
  await page.getByRole('button', { name: 'Envoyer' }).click();
  await expect(page.locator('.invalid-feedback')).toHaveText(['Le nom est requis.', "L'adresse courriel est requise.", 'La région est requise.', 'Le rôle est requis.']);
  await expect(page.getByLabel('Province')).toBeVisible();
  await expect(page.getByLabel('Province').locator('option', { hasText: 'Québec' })).toHaveCount(1);
  await page.getByLabel('Nom', { exact: true }).fill('Julie Tremblay');
  await page.getByLabel('Courriel', { exact: true }).fill('julie@example.com');
  await page.getByLabel('Région', { exact: true }).selectOption('Canada');
  await page.getByLabel('Rôle', { exact: true }).selectOption('Grower');
  await page.getByRole('textbox', { name: /^Message/ }).fill('Des questions sur AGROTAIN pour le canola.');
  await page.getByRole('button', { name: 'Envoyer' }).click();
  await expect(page.getByRole('status')).toContainText('Merci');
  expect(await englishOn(page)).toEqual([]);
  expect(errors).toEqual([]);
});

test('a browser that prefers French is offered the French twin of an English Canada page, and can dismiss the offer', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'fr-CA' });
  const page = await context.newPage();
  await page.goto('/home-ca');
  const bar = page.getByRole('region', { name: 'Langue' });
  await expect(bar).toContainText('Ce site est aussi offert en français');
  await expect(bar.getByRole('link')).toHaveAttribute('href', '/fr/home-ca');
  await bar.getByRole('button', { name: 'Fermer' }).click();
  await expect(bar).toHaveCount(0);
  await page.reload();
  await expect(page.locator('#root[data-hydrated="1"]')).toBeAttached();
  await expect(page.getByRole('region', { name: 'Langue' })).toHaveCount(0);
  await context.close();
});
