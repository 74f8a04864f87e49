import { APIRequestContext, expect, test } from '@playwright/test';

import { E2E_ADMIN, loginAsAdmin, watchConsole } from './support/login';

/** French content kept current: a French draft of an English Canada item, published, outdated when its source changes, marked up to date. */

async function apiAuth(request: APIRequestContext): Promise<Record<string, string>> {
  const res = await request.post('/auth/login', { data: { Username: E2E_ADMIN.email, Password: E2E_ADMIN.password } });
  expect(res.ok()).toBeTruthy();
  return { authorization: `Bearer ${(await res.json()).data.token}` };
}

test('"Add French translation" opens a prefilled French draft beside its source; published, it goes outdated when the source changes until marked up to date', async ({
  page,
  request,
}) => {
  const errors = watchConsole(page);
  const suffix = Date.now().toString(36);
  const englishTitle = `Spring Wheat Nitrogen ${suffix}`;
  const auth = await apiAuth(request);
  const article = (summary: string) => ({
    title: englishTitle,
    regionIds: [2, 3],
    resourceType: 0,
    summary,
    modules: [{ type: 2, editorData: '<p>Split your nitrogen for spring wheat.</p>' }],
  });
  const created = await request.post('/api/admin/knowledge-center/add', { headers: auth, data: article('How to time nitrogen on spring wheat.') });
  expect(created.ok()).toBeTruthy();
  const source = (await created.json()).data as { baseId: number; latestVersionId: number };

  await loginAsAdmin(page);
  await page.goto(`/siteadmin/knowledge-center/edit/${source.baseId}`);
  await page.getByRole('link', { name: 'Add French translation' }).click();
  await expect(page).toHaveURL(new RegExp(`/siteadmin/knowledge-center/translate/${source.baseId}$`));

  // The draft starts from the English fields, with the English source beside the form.
  const aside = page.getByRole('complementary', { name: 'English source' });
  await expect(aside.getByText(englishTitle)).toBeVisible();
  await expect(aside.getByText('How to time nitrogen on spring wheat.')).toBeVisible();
  await expect(page.getByLabel('Title')).toHaveValue(englishTitle);
  await expect(page.getByLabel('Summary')).toHaveValue('How to time nitrogen on spring wheat.');
  await expect(page.getByLabel('Status')).toHaveValue('draft');
  await expect(page.getByText(`New French translation of “${englishTitle}”`)).toBeVisible();
  // A French version is shown in Canada only: no other region is offered.
  const regions = page.getByRole('group', { name: 'Regions' });
  await expect(regions.getByRole('checkbox', { name: 'Canada' })).toBeChecked();
  await expect(regions.getByRole('checkbox', { name: 'Canada' })).toBeDisabled();
  await expect(regions.getByRole('checkbox', { name: 'Canada' })).toHaveAccessibleDescription('A French version is shown in Canada only.');
  await expect(regions.getByRole('checkbox')).toHaveCount(1);

  const frenchTitle = `L’azote du blé de printemps ${suffix}`;
  await page.getByLabel('Title').fill(frenchTitle);
  await page.getByLabel('Summary').fill('Comment fractionner l’azote sur le blé de printemps.');
  await page.getByLabel('Status').selectOption('published');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page).toHaveURL(/\/siteadmin\/knowledge-center\/edit\/\d+$/);
  await expect(page.getByText('Your changes were saved.')).toBeVisible();
  const frenchId = Number(new URL(page.url()).pathname.split('/').pop());
  expect(frenchId).not.toBe(source.baseId);
  await expect(page.getByText('French translation of')).toBeVisible();
  await expect(page.getByText('Up to date')).toBeVisible();
  await expect(page.getByRole('group', { name: 'Regions' }).getByRole('checkbox')).toHaveCount(1);

  // Published at its own slug, in French.
  const frenchSlug = (await (await request.get(`/api/admin/knowledge-center/get/${frenchId}`, { headers: auth })).json()).data.slug as string;
  const served = await request.get(`/api/knowledge-center/get-by-slug/${frenchSlug}?locale=fr`);
  expect(served.ok()).toBeTruthy();
  expect((await served.json()).data.title).toBe(frenchTitle);

  // The English item publishes a change: the translation is outdated in the editor, the list and the dashboard.
  const changed = await request.post('/api/admin/knowledge-center/add', {
    headers: auth,
    data: { ...article('When and how much nitrogen to put on spring wheat.'), baseId: source.baseId, basedOnVersionId: source.latestVersionId },
  });
  expect(changed.ok()).toBeTruthy();

  await page.goto('/siteadmin/knowledge-center');
  await page.getByLabel('Language').selectOption('fr');
  const row = page.getByRole('row').filter({ hasText: frenchTitle });
  await expect(row.getByText('Français')).toBeVisible();
  await expect(row.getByText('Translation outdated')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: englishTitle })).toHaveCount(0);

  await page.goto('/siteadmin');
  const card = page.getByRole('region', { name: 'Translations' });
  await expect(card.getByRole('link', { name: englishTitle })).toHaveAttribute('href', `/siteadmin/knowledge-center/edit/${frenchId}`);
  await card.getByRole('link', { name: englishTitle }).click();
  await expect(page).toHaveURL(new RegExp(`/siteadmin/knowledge-center/edit/${frenchId}$`));

  await expect(page.getByText('Translation outdated')).toBeVisible();
  await page.getByRole('button', { name: 'Show what changed' }).click();
  const changes = page.getByRole('table', { name: 'What changed in the English item' });
  await expect(changes.getByRole('rowheader', { name: 'Summary' })).toBeVisible();
  await expect(changes.locator('ins')).toContainText(['much']);
  const versionsBefore = (await (await request.get(`/api/admin/knowledge-center/get-versions/${frenchId}`, { headers: auth })).json()).data;

  await page.getByRole('button', { name: 'Mark as up to date' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Marked as up to date.' })).toBeVisible();
  await expect(page.getByText('Translation outdated')).toHaveCount(0);
  await expect(page.getByText('Up to date', { exact: true })).toBeVisible();
  // No new version of the French text.
  expect((await (await request.get(`/api/admin/knowledge-center/get-versions/${frenchId}`, { headers: auth })).json()).data).toEqual(versionsBefore);

  await page.reload();
  await expect(page.getByText('French translation of')).toBeVisible();
  await expect(page.getByText('Translation outdated')).toHaveCount(0);
  expect(errors).toEqual([]);
});

/** An English Canada knowledge item and its French translation, made through the API. */
async function canadaItemWithFrench(request: APIRequestContext, englishTitle: string, frenchTitle: string, status: 'draft' | 'published') {
  const auth = await apiAuth(request);
  const base = { regionIds: [3], resourceType: 0, summary: 'A Canada item.', modules: [{ type: 2, editorData: '<p>Text.</p>' }] };
  const add = async (data: Record<string, unknown>) => {
    const res = await request.post('/api/admin/knowledge-center/add', { headers: auth, data: { ...base, ...data } });
    expect(res.ok()).toBeTruthy();
    return (await res.json()).data as { baseId: number };
  };
  const english = await add({ title: englishTitle });
  const french = await add({ title: frenchTitle, status, locale: 'fr', translationOf: english.baseId });
  return { english, french };
}

test('an item whose French version is only a draft stays under "Missing French versions", leading to that draft', async ({ page, request }) => {
  const suffix = Date.now().toString(36);
  // Sorted first in its section, so it is among the rows the card shows.
  const englishTitle = `Aaa Alfalfa Boron ${suffix}`;
  const { french: draft } = await canadaItemWithFrench(request, englishTitle, `Bore pour la luzerne ${suffix}`, 'draft');

  await loginAsAdmin(page);
  await page.goto('/siteadmin');
  const card = page.getByRole('region', { name: 'Translations' });
  const missing = card.getByRole('list', { name: /Missing French versions/ });
  const row = missing.getByRole('listitem').filter({ hasText: englishTitle });
  await expect(row.getByRole('link', { name: englishTitle })).toHaveAttribute('href', `/siteadmin/knowledge-center/edit/${draft.baseId}`);
  await expect(row).toContainText('French draft not published');
});

test('a French item whose English source was deleted says so in its editor, with no link to the missing source', async ({ page, request }) => {
  const suffix = Date.now().toString(36);
  const englishTitle = `Oat Seeding Rates ${suffix}`;
  const auth = await apiAuth(request);
  const { english: source, french: fr } = await canadaItemWithFrench(request, englishTitle, `Taux de semis de l’avoine ${suffix}`, 'published');
  expect((await request.get(`/api/admin/knowledge-center/delete/${source.baseId}`, { headers: auth })).ok()).toBeTruthy();

  await loginAsAdmin(page);
  await page.goto(`/siteadmin/knowledge-center/edit/${fr.baseId}`);
  const status = page.getByRole('region', { name: 'Translation' });
  await expect(status).toContainText(`French translation of “${englishTitle}”`);
  await expect(status.getByText('English source deleted')).toBeVisible();
  await expect(status.getByRole('link', { name: englishTitle })).toHaveCount(0);
  await expect(status.getByText('Up to date', { exact: true })).toHaveCount(0);
});

test('a French Canada page made by staff is served at its own slug under /fr/can, and the language switch goes between the two', async ({ page, request }) => {
  const errors = watchConsole(page);
  const auth = await apiAuth(request);
  const suffix = Date.now().toString(36);
  const add = async (data: Record<string, unknown>) => {
    const res = await request.post('/api/admin/pages/add', { headers: auth, data: { modules: [{ type: 2, editorData: '<p>Text.</p>' }], ...data } });
    expect(res.ok()).toBeTruthy();
    return (await res.json()).data as { baseId: number; slug: string };
  };
  const english = await add({ title: `Winter Meeting ${suffix}`, slug: `winter-meeting-${suffix}`, regionIds: [3] });
  const french = await add({ title: `Rencontre d’hiver ${suffix}`, slug: `rencontre-hiver-${suffix}`, locale: 'fr', translationOf: english.baseId });

  await page.goto(`/can/${english.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: `Winter Meeting ${suffix}` })).toBeVisible();
  await page.getByRole('link', { name: 'Français', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/fr/can/${french.slug}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Rencontre d’hiver ${suffix}` })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  await page.getByRole('link', { name: 'English', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/can/${english.slug}$`));

  // Opened directly, as the server renders it; an address under /fr/can without a French page is not found, in French.
  await page.goto(`/fr/can/${french.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: `Rencontre d’hiver ${suffix}` })).toBeVisible();
  await page.goto(`/fr/can/${english.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Page introuvable' })).toBeVisible();
  expect(errors.filter((e) => !/404/.test(e))).toEqual([]);
});

test('an admin list keeps its filters in the address: Back from an item shows the list as it was left', async ({ page }) => {
  const errors = watchConsole(page);
  await loginAsAdmin(page);
  await page.goto('/siteadmin/knowledge-center');
  await page.getByLabel('Language').selectOption('fr');
  await page.getByLabel('Search').fill('azote');
  const searched = page.waitForResponse((r) => r.url().endsWith('/api/admin/knowledge-center/filter') && r.request().postData()?.includes('azote') === true);
  await page.getByLabel('Search').press('Enter');
  await searched;
  await expect(page).toHaveURL(/\/siteadmin\/knowledge-center\?q=azote&lang=fr$/);
  const rows = page.locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  const titles = (await rows.locator('td a').first().innerText()).trim();
  await rows.locator('td a').first().click();
  await expect(page).toHaveURL(/\/siteadmin\/knowledge-center\/edit\/\d+$/);
  await page.goBack();
  await expect(page).toHaveURL(/\?q=azote&lang=fr$/);
  await expect(page.getByLabel('Language')).toHaveValue('fr');
  await expect(page.getByLabel('Search')).toHaveValue('azote');
  // Other tests add items meanwhile: the one opened is still listed, and every row is French.
  await expect(rows.locator('td a', { hasText: titles })).toHaveCount(1);
  // A reload keeps it too.
  await page.reload();
  await expect(page.getByLabel('Language')).toHaveValue('fr');
  expect(errors).toEqual([]);
});
