import { expect, Page, test } from '@playwright/test';

import { loginAsAdmin, watchConsole } from './support/login';

/** The long-format date plus 12-hour time of spec 2.8, e.g. "November 23, 2026 10:38:05 AM". */
const VERSION_FORMAT = /^[A-Z][a-z]+ \d{1,2}, \d{4} \d{1,2}:\d{2}(:\d{2})? (AM|PM)/;

async function moduleGroup(page: Page, name: string) {
  return page.getByRole('group', { name });
}

test('an editor creates a knowledge article with every module type, publishes it, rolls it back, and the public page follows', async ({ page }) => {
  const errors = watchConsole(page);
  const title = `Soil Temperature and Nitrogen ${Date.now().toString(36)}`;
  const slug = title.toLowerCase().replace(/\s+/g, '-');
  await loginAsAdmin(page);

  await page.goto('/siteadmin/knowledge-center/create');
  await expect(page.getByRole('heading', { name: 'Knowledge Center Add' })).toBeVisible();
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Summary').fill('First summary: cold soils slow nitrification.');
  // New items start as drafts: this one is published on its first save.
  await page.getByLabel('Status').selectOption('published');

  await page.getByRole('button', { name: 'Add Testimonial' }).click();
  const t1 = await moduleGroup(page, 'Module 1: Testimonial');
  await t1.getByLabel('Quote').fill('Our stands came up even after a cold week.');
  await t1.getByLabel('Author').fill('A Kansas grower');

  await page.getByRole('button', { name: 'Add Rich Text' }).click();
  const t2 = await moduleGroup(page, 'Module 2: Rich Text');
  const editor = t2.getByRole('textbox', { name: 'Rich text' });
  await editor.click();
  await page.keyboard.type('Read the university extension guide.');
  await page.keyboard.press('Control+A');
  await t2.getByRole('button', { name: 'Link' }).click();
  await t2.getByLabel('Link address').fill('https://extension.example.org/guide');
  await t2.getByRole('button', { name: 'Apply link' }).click();

  await page.getByRole('button', { name: 'Add ROI Items' }).click();
  const t3 = await moduleGroup(page, 'Module 3: ROI Items');
  await t3.getByLabel('Section headline').fill('Return on investment');
  await t3.getByLabel('ROI item 1 headline').fill('+8 bu/A');
  await t3.getByLabel('ROI item 1 short description').fill('average response\nin cool springs');

  await page.getByRole('button', { name: 'Add Multi-Image' }).click();
  const t4 = await moduleGroup(page, 'Module 4: Multi-Image');
  await t4.getByLabel('Image 1 URL').fill('/favicon.ico');
  await t4.getByLabel('Image 1 alt text').fill('Cornfield at sunrise');
  await t4.getByLabel('Image 1 headline').fill('Early season');

  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page).toHaveURL(/\/siteadmin\/knowledge-center\/edit\/\d+$/);
  await expect(page.getByText('Your changes were saved.')).toBeVisible();
  const baseId = Number(new URL(page.url()).pathname.split('/').pop());

  // Public page: every module renders; the external link opens in a new tab safely.
  await page.goto(`/knowledge-center/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page).toHaveTitle(`${title} - Koch Agronomic Services`);
  await expect(page.getByText('First summary: cold soils slow nitrification.')).toBeVisible();
  await expect(page.getByText('Our stands came up even after a cold week.')).toBeVisible();
  const link = page.getByRole('link', { name: 'Read the university extension guide.' });
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(page.getByRole('heading', { name: '+8 bu/A' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Cornfield at sunrise' })).toBeVisible();

  // Second version.
  await page.goto(`/siteadmin/knowledge-center/edit/${baseId}`);
  await page.getByLabel('Summary').fill('Second summary: edited.');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Your changes were saved.')).toBeVisible();
  await page.goto(`/knowledge-center/${slug}`);
  await expect(page.getByText('Second summary: edited.')).toBeVisible();

  // Rollback: the dropdown lists versions (long date + 12-hour time) in a list that scrolls at 175 px.
  await page.goto(`/siteadmin/knowledge-center/edit/${baseId}`);
  await page.getByRole('button', { name: 'Rollback' }).click();
  const menu = page.locator('.rollback-menu');
  await expect(menu).toBeVisible();
  const items = menu.getByRole('button');
  await expect(items).toHaveCount(2);
  for (const text of await items.allInnerTexts()) expect(text.trim()).toMatch(VERSION_FORMAT);
  expect(await menu.evaluate((el) => [getComputedStyle(el).maxHeight, getComputedStyle(el).overflowY])).toEqual(['175px', 'auto']);
  await items.nth(1).click();
  await expect(page).toHaveURL(new RegExp(`/siteadmin/knowledge-center/edit/${baseId}/\\d+$`));
  await expect(page.getByLabel('Summary')).toHaveValue('First summary: cold soils slow nitrification.');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page).toHaveURL(new RegExp(`/siteadmin/knowledge-center/edit/${baseId}$`));
  await expect(page.getByText('Your changes were saved.')).toBeVisible();

  await page.goto(`/knowledge-center/${slug}`);
  await expect(page.getByText('First summary: cold soils slow nitrification.')).toBeVisible();

  // The compare view shows what changed between the two newest versions.
  await page.goto(`/siteadmin/knowledge-center/compare/${baseId}`);
  await expect(page.getByRole('heading', { name: 'Knowledge Center Compare Versions' })).toBeVisible();
  await expect(page.getByRole('rowheader', { name: 'Summary' })).toBeVisible();
  await expect(page.locator('.version-diff ins').first()).toBeVisible();
  expect(errors).toEqual([]);
});

test('the public knowledge center filters by category, searches, loads more and plays podcasts; press releases open', async ({ page }) => {
  const errors = watchConsole(page);
  await page.goto('/knowledge-center');
  await expect(page.getByRole('heading', { level: 1, name: 'Knowledge Center' })).toBeVisible();
  await expect(page).toHaveTitle('Knowledge Center - Koch Agronomic Services');
  const cards = page.locator('.resource-card');
  await expect(cards).toHaveCount(9);
  await page.getByRole('button', { name: 'Load More' }).click();
  await expect(cards).not.toHaveCount(9);
  // With script the page is added in place: the address stays.
  await expect(page).toHaveURL(/\/knowledge-center$/);

  await page.getByRole('navigation', { name: 'Knowledge Center categories' }).getByRole('link', { name: 'Podcasts' }).click();
  await expect(page).toHaveURL(/\/knowledge-center\/category\/38$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Podcasts' })).toBeVisible();
  for (const t of await page.locator('.resource-card__type').allInnerTexts()) expect(t.toLowerCase()).toBe('podcast');
  await page.locator('.resource-card__title a').first().click();
  await expect(page.getByRole('heading', { name: 'Listen to the episode' })).toBeVisible();
  // The player itself (mounted by this button) is covered in podcast-player.spec.ts.
  await expect(page.getByRole('button', { name: /^Play episode: Podcast: / })).toBeVisible();

  await page.goto('/knowledge-center');
  await page.getByLabel('Search Knowledge Center').fill('volatilization');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('link', { name: 'Why Surface-Applied Urea Loses Nitrogen' })).toBeVisible();

  await page.goto('/press-releases');
  await expect(page.getByRole('heading', { level: 1, name: 'Press Releases' })).toBeVisible();
  await page.locator('.resource-card__title a').first().click();
  await expect(page).toHaveURL(/\/press-releases\/[a-z0-9-]+$/);
  await expect(page.getByText('Press Release', { exact: true })).toBeVisible();
  expect(errors).toEqual([]);
});

test('an editor pins a knowledge item and it is listed first, marked Featured; delete asks for confirmation and an Administrator restores', async ({ page }) => {
  const errors = watchConsole(page);
  await loginAsAdmin(page);
  await page.goto('/siteadmin/knowledge-center');
  await expect(page.getByRole('heading', { level: 1, name: 'Knowledge Center' })).toBeVisible();
  const name = 'Micronutrients 101: Zinc, Boron and Manganese';
  await page.getByRole('checkbox', { name: `Pin ${name}`, exact: true }).check();
  await expect(page.getByText(`“${name}” is pinned.`)).toBeVisible();

  await page.goto('/knowledge-center');
  await expect(page.locator('.resource-card').first().getByRole('heading')).toHaveText(name);
  await expect(page.locator('.resource-card').first().getByText('Featured')).toBeVisible();

  await page.goto('/siteadmin/knowledge-center');
  await page.getByRole('checkbox', { name: `Pin ${name}`, exact: true }).uncheck();
  await expect(page.getByText(`“${name}” is no longer pinned.`)).toBeVisible();
  await page.getByRole('button', { name: `Delete ${name}`, exact: true }).click();
  await expect(page.getByRole('dialog')).toContainText(`Are you sure you want to delete “${name}”?`);
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page.getByRole('link', { name, exact: true })).toBeVisible();

  // Delete for real, then an Administrator restores it from the Deleted list.
  await page.getByRole('button', { name: `Delete ${name}`, exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(`“${name}” was deleted.`)).toBeVisible();
  await expect(page.getByRole('link', { name, exact: true })).toHaveCount(0);
  await page.getByLabel('Status').selectOption('deleted');
  await expect(page.getByRole('button', { name: 'Restore' })).toHaveCount(1);
  await page.getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByText(`“${name}” was restored.`)).toBeVisible();
  await page.getByLabel('Status').selectOption('');
  await expect(page.getByRole('link', { name, exact: true })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a slug clash is refused with the server message next to the slug', async ({ page }) => {
  const errors = watchConsole(page);
  await loginAsAdmin(page);
  await page.goto('/siteadmin/press-releases/create');
  await expect(page.getByRole('heading', { name: 'Press Releases Add' })).toBeVisible();
  await page.getByLabel('Title').fill('Company Expands Micronutrient Coating Capacity');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  const message = 'The slug "company-expands-micronutrient-coating-capacity" is already used by another press release in the US.';
  await expect(page.getByRole('alert')).toHaveText(message);
  await expect(page.locator('.invalid-feedback', { hasText: message })).toBeVisible();
  await expect(page).toHaveURL(/\/siteadmin\/press-releases\/create$/);
  // The refused save is a 400 the browser logs; nothing else may error.
  expect(errors.filter((e) => !/status of 400/.test(e))).toEqual([]);
});
