import AxeBuilder from '@axe-core/playwright';
import { expect, Page, test } from '@playwright/test';

/*
 * The product selector (spec 2.5, 4): the walks through it on one page.
 * Every walk clicks through the wizard as a visitor would; the URL, the browser's Back button,
 * Back from each skip, Start Over, the keyboard and the close button are checked on the way.
 */

test.describe.configure({ mode: 'serial' });

const Q1 = 'What challenge are you facing?';
const Q2 = 'How would you like to apply your nutrients?';
const Q3 = 'What crop are you growing?';
const Q4 = 'What are you deficient in?';
const Q5 = 'Will you be treating on-farm/at the planter?';
const Q6 = 'What nitrogen source are you applying?';
const RESULTS = 'Your Solutions';

let page: Page;
const errors: string[] = [];
/** Only the selector's own page counts: the pages it links to belong to other features (and their tests). */
const onSelector = () => new URL(page.url()).pathname === '/product-selector';

test.beforeAll(async ({ browser }) => {
  // A context of our own: axe needs one (browser.newPage() shares a default context).
  page = await (await browser.newContext()).newPage();
  page.on('console', (m) => onSelector() && m.type() === 'error' && errors.push(`${m.text()} (${page.url()})`));
  page.on('pageerror', (e) => onSelector() && errors.push(e.message));
});
test.afterAll(async () => {
  await page.context().close();
});
test.afterEach(() => {
  const seen = errors.splice(0);
  expect(seen).toEqual([]);
});

/** Follows a button out of the selector to the page it names, then leaves that page (another feature's). */
async function leaveBy(button: ReturnType<Page['getByRole']>, url: RegExp) {
  await Promise.all([page.waitForURL(url), button.click()]);
  await page.goto('about:blank');
}

const question = () => page.getByRole('heading', { level: 1 });
const nextButton = () => page.getByRole('button', { name: 'Next', exact: true });
const backButton = () => page.getByRole('button', { name: 'Back', exact: true });
const cardTitles = () => page.getByRole('list', { name: 'Solutions' }).getByRole('heading', { level: 2 });

async function expectQuestion(text: string) {
  await expect(question()).toHaveText(text);
  // Focus moves to the new question.
  await expect(question()).toBeFocused();
}
async function choose(label: string) {
  await expect(nextButton()).toHaveCount(0); // Next appears only once an answer is chosen.
  await page.getByRole('radio', { name: label, exact: true }).check();
  await expect(nextButton()).toBeVisible();
}
async function next(expected: string) {
  await nextButton().click();
  await expectQuestion(expected);
}
async function back(expected: string) {
  await backButton().click();
  await expectQuestion(expected);
}
/** No WCAG A/AA violations on the step shown. */
async function expectAccessible() {
  // The step fades in; contrast is measured once it has.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}
async function startOver() {
  await page.getByRole('button', { name: 'Start Over' }).click();
  await expectQuestion(Q1);
  await expect(page).toHaveURL(/\/product-selector$/);
  await expect(page.getByRole('radio', { checked: true })).toHaveCount(0);
  await expect(nextButton()).toHaveCount(0);
}

test('nitrogen paths: skips, Back from each skip, notes, and the solutions by challenge and source', async () => {
  await page.goto('/product-selector');
  await expect(question()).toHaveText(Q1);
  await expect(page.getByRole('radiogroup', { name: Q1 }).getByRole('radio')).toHaveCount(8);
  await expect(backButton()).toBeVisible();
  await expect(nextButton()).toHaveCount(0);
  await expectAccessible();

  // Challenge 5 skips to the crop; Back from the crop returns to step 1 with the answer kept.
  await choose('Nitrogen Loss Protection');
  // Opened directly (the server's HTML), Next is the gold button: the route's styles win over Bootstrap's `.btn`.
  await expect(nextButton()).toHaveCSS('background-color', 'rgb(242, 169, 0)');
  await next(Q3);
  await expect(page).toHaveURL(/step=3&challenge=5$/);
  await back(Q1);
  await expect(page.getByRole('radio', { name: 'Nitrogen Loss Protection' })).toBeChecked();
  await next(Q3);
  // The crop list is restricted for challenge 5: Rice and Other show, Soybean and Sunflowers do not.
  await expect(page.getByRole('radiogroup', { name: Q3 }).getByRole('radio')).toHaveCount(6);
  await expect(page.getByRole('radio', { name: 'Rice' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Soybean' })).toHaveCount(0);
  await choose('Corn');
  // The crop skips to the nitrogen source; Back from it returns to the crop.
  await next(Q6);
  await back(Q3);
  await next(Q6);
  await expect(page.getByText('Up to 40% of surface-applied urea can be lost by volatilization.')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'UAN' })).toHaveAccessibleDescription(/leaching and denitrification/);
  await expectAccessible();
  await choose('Urea');
  await next(RESULTS);
  await expect(cardTitles()).toHaveText(['SUPERU']);
  await expectAccessible();
  await expect(page.getByText('Nitrogen Loss Protection')).toBeVisible(); // the chosen path
  // Back from the results goes to the nitrogen source.
  await back(Q6);
  await page.getByRole('radio', { name: 'Anhydrous Ammonia' }).check();
  await next(RESULTS);
  await expect(cardTitles()).toHaveText(['CENTURO']);

  // Challenge 6: UAN gives ANVOL and CENTURO; the browser's Back button and urea give ANVOL and SUPERU.
  await startOver();
  await choose('Nitrogen Use Efficiency');
  await next(Q3);
  await choose('Wheat');
  await next(Q6);
  await choose('UAN');
  await next(RESULTS);
  await expect(cardTitles()).toHaveText(['ANVOL', 'CENTURO']);
  await page.goBack();
  await expect(question()).toHaveText(Q6);
  await expect(page.getByRole('radio', { name: 'UAN' })).toBeChecked();
  await page.getByRole('radio', { name: 'Urea', exact: true }).check();
  await next(RESULTS);
  await expect(cardTitles()).toHaveText(['ANVOL', 'SUPERU']);

  // A shared result URL shows the same solutions.
  const shared = page.url();
  await page.goto('about:blank');
  await page.goto(shared);
  await expect(question()).toHaveText(RESULTS);
  await expect(cardTitles()).toHaveText(['ANVOL', 'SUPERU']);
});

test('granular paths: deficiency cards with guaranteed analyses, CROPMIX, 3-TRAX, and NU-TRAX P+ for challenge 1', async () => {
  await page.goto('/product-selector');
  await choose('Micronutrient Deficiencies');
  await next(Q2);
  await choose('Granular Fertilizers');
  await next(Q3);
  await expect(page.getByRole('radio', { name: 'Other' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Peas' })).toHaveCount(0);
  await back(Q2);
  await back(Q1);
  await next(Q2);
  await next(Q3);
  await choose('Corn');
  await next(Q4);
  await expect(page.getByText('Select all that apply')).toBeVisible();
  await expect(page.getByRole('group', { name: Q4 })).toHaveAccessibleDescription('Select all that apply');
  await expect(nextButton()).toHaveCount(0);
  await expectAccessible();
  for (const d of ['Zinc', 'Boron', 'Blend of Nutrients']) await page.getByRole('checkbox', { name: d }).check();
  await page.getByRole('checkbox', { name: 'Copper' }).check();
  await page.getByRole('checkbox', { name: 'Copper' }).uncheck();
  await next(RESULTS);
  await expect(cardTitles()).toHaveText(['WOLF TRAX Zinc DDP', 'WOLF TRAX Boron DDP', 'CROPMIX', '3-TRAX']);
  const zinc = page.getByRole('article', { name: 'WOLF TRAX Zinc DDP' });
  await expect(zinc).toContainText('Zinc 62%');
  await expect(page.getByRole('article', { name: 'WOLF TRAX Boron DDP' })).toContainText('Boron 18%');
  await expect(page.getByRole('article', { name: 'CROPMIX' })).toContainText('17% zinc, 2% boron, 18% manganese, 1% copper, 1% iron');
  await expect(page.getByRole('article', { name: '3-TRAX' })).toContainText('26% zinc, 3% boron, 13% manganese');
  await expect(page.getByText('Zinc, Boron, Blend of Nutrients')).toBeVisible();
  // Back from the results goes to the deficiencies, ticked as before; Back from there to the crop.
  await back(Q4);
  await expect(page.getByRole('checkbox', { name: 'Boron' })).toBeChecked();
  await back(Q3);

  // Challenge 1 with granular adds NU-TRAX P+.
  await page.goto('/product-selector');
  await choose('Early Crop Growth Emergence');
  await next(Q2);
  await choose('Granular Fertilizers');
  await next(Q3);
  await choose('Cotton');
  await next(Q4);
  await page.getByRole('checkbox', { name: 'Blend of Nutrients' }).check();
  await next(RESULTS);
  await expect(cardTitles()).toHaveText(['CROPMIX', '3-TRAX', 'NU-TRAX P+']);
  await expect(page.getByRole('article', { name: 'NU-TRAX P+' })).toContainText('20% zinc, 25% phosphate, 5% manganese, 4% nitrogen');
});

test('seed enhancer paths by keyboard: granular hidden for challenge 7, on-farm gives NU4-DRI and NU5-DRI, otherwise NU5-LUX', async () => {
  await page.goto('/product-selector');
  await choose('Planter Flowability');
  await page.keyboard.press('Enter'); // Enter moves on, like Next
  await expectQuestion(Q2);
  await expect(page.getByRole('radio', { name: 'Granular Fertilizers' })).toHaveCount(0);
  // Tab to the only option, Space to choose it, Enter for Next.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('radio', { name: 'Seed Enhancer' })).toBeFocused();
  await page.keyboard.press('Space');
  await expect(page.getByRole('radio', { name: 'Seed Enhancer' })).toBeChecked();
  await page.keyboard.press('Enter');
  await expectQuestion(Q3);
  // The full crop list for the seed enhancer: Soybean shows, Rice does not.
  await expect(page.getByRole('radiogroup', { name: Q3 }).getByRole('radio')).toHaveCount(10);
  await expect(page.getByRole('radio', { name: 'Rice' })).toHaveCount(0);
  await page.keyboard.press('Tab');
  await page.keyboard.press('ArrowDown'); // arrows move through the radio group
  await expect(page.getByRole('radio', { name: 'Soybean' })).toBeChecked();
  await page.keyboard.press('Enter');
  // The crop skips the deficiencies for the seed enhancer; Back from step 5 returns to the crop.
  await expectQuestion(Q5);
  await back(Q3);
  await next(Q5);
  await choose('Yes');
  await next(RESULTS);
  await expect(cardTitles()).toHaveText(['NU4-DRI', 'NU5-DRI']);
  await page.goBack();
  await expect(question()).toHaveText(Q5);
  await page.getByRole('radio', { name: 'No' }).check();
  await next(RESULTS);
  await expect(cardTitles()).toHaveText(['NU5-LUX']);
  await startOver();
});

test('each card links to its label and SDS documents and its product page; Find a Retailer/Rep goes to /find-a-rep', async () => {
  await page.goto('/product-selector?step=7&challenge=6&crop=1&nitrogenSource=1');
  await expect(cardTitles()).toHaveText(['ANVOL', 'SUPERU']);
  const superu = page.getByRole('article', { name: 'SUPERU' });
  for (const name of ['Product Label', 'SDS']) {
    const link = superu.getByRole('link', { name, exact: true });
    await expect(link).toHaveAttribute('href', /^\/doccenter\/[0-9a-f-]{36}$/);
    await expect(link).toHaveAttribute('target', '_blank');
    const res = await page.request.get((await link.getAttribute('href'))!);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toBe('application/pdf');
    expect(res.headers()['content-disposition']).toContain(name === 'SDS' ? 'superu-sds' : 'superu-label');
  }
  await leaveBy(superu.getByRole('button', { name: 'Product Details' }), /\/superu$/);
  await page.goto('/product-selector?step=7&challenge=6&crop=1&nitrogenSource=1');
  await expect(cardTitles()).toHaveText(['ANVOL', 'SUPERU']);
  await leaveBy(page.getByRole('button', { name: 'Find a Retailer/Rep' }), /\/find-a-rep$/);
});

test('the close button goes back when the selector was opened inside the site, otherwise home', async () => {
  // Opened inside the site: from the home page's link; after a few steps Close returns to that very entry.
  await page.goto('/');
  await page.locator('a[href="/product-selector"]').first().dispatchEvent('click');
  await expectOpen();
  await choose('Early Season Nutrition');
  await next(Q2);
  await choose('Seed Enhancer');
  await next(Q3);
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => (window.history.state as { idx: number }).idx)).toBe(0);

  // Opened directly (a shared link): Close goes to /. Back on step 1 leaves the same way.
  await page.goto('/product-selector?step=3&challenge=5');
  await expect(question()).toHaveText(Q3);
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/product-selector');
  await backButton().click();
  await expect(page).toHaveURL(/\/$/);
});

async function expectOpen() {
  await expect(page).toHaveURL(/\/product-selector$/);
  await expect(question()).toHaveText(Q1);
}
