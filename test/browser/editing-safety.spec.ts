import { expect, Page, test } from '@playwright/test';

import { pdf } from './support/files';
import { loginAsAdmin, watchConsole } from './support/login';

/** Editing that protects staff: nothing lost, draft first, and saying what Save will do. */

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const leavePrompt = (page: Page) => page.getByRole('dialog', { name: 'Leave without saving?' });

test.describe('nothing lost', () => {
  test('leaving an edited item by the sidebar asks first; staying keeps the edits, leaving goes', async ({ page }) => {
    const errors = watchConsole(page);
    const title = `Unsaved Title ${unique()}`;
    await loginAsAdmin(page);
    await page.goto('/siteadmin/knowledge-center/create');
    await page.getByLabel('Title').fill(title);

    const sidebar = page.getByRole('navigation', { name: 'Administrator' });
    await sidebar.getByRole('link', { name: 'Press Releases' }).click();
    await expect(leavePrompt(page)).toBeVisible();
    await expect(leavePrompt(page)).toContainText('You have unsaved changes.');
    await leavePrompt(page).getByRole('button', { name: 'Stay on this page' }).click();
    await expect(leavePrompt(page)).toBeHidden();
    await expect(page).toHaveURL(/\/siteadmin\/knowledge-center\/create$/);
    await expect(page.getByLabel('Title')).toHaveValue(title);

    // Cancel asks the same question; leaving goes, and the draft is given up.
    await page.getByRole('button', { name: 'Cancel' }).click();
    await leavePrompt(page).getByRole('button', { name: 'Leave without saving' }).click();
    await expect(page).toHaveURL(/\/siteadmin\/knowledge-center$/);
    await page.goto('/siteadmin/knowledge-center/create');
    await expect(page.getByLabel('Title')).toHaveValue('');
    await expect(page.getByText(/Restore your unsaved changes/)).toHaveCount(0);

    // An untouched form leaves without a question.
    await sidebar.getByRole('link', { name: 'Press Releases' }).click();
    await expect(page).toHaveURL(/\/siteadmin\/press-releases$/);
    await expect(leavePrompt(page)).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('the browser Back and Forward buttons and choosing a rollback version ask first too', async ({ page }) => {
    const errors = watchConsole(page);
    const title = `Back Button ${unique()}`;
    await loginAsAdmin(page);
    await page.goto('/siteadmin/knowledge-center/create');
    await page.getByLabel('Title').fill(title);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Your changes were saved.')).toBeVisible();
    await page.getByLabel('Summary').fill('Second version.');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    // The second save has come back once the history lists both versions (the saved notice is still the first one's).
    await page.getByRole('button', { name: 'Rollback' }).click();
    await expect(page.locator('.rollback-menu').getByRole('button')).toHaveCount(2);
    await page.getByRole('button', { name: 'Rollback' }).click();
    await expect(page.getByText('Your changes were saved.')).toBeVisible();
    const editUrl = page.url();

    await page.getByLabel('Summary').fill('Typed but not saved.');
    await page.getByRole('button', { name: 'Rollback' }).click();
    await page.locator('.rollback-menu').getByRole('button').last().click();
    await leavePrompt(page).getByRole('button', { name: 'Stay on this page' }).click();
    await expect(leavePrompt(page)).toBeHidden();
    await expect(page).toHaveURL(editUrl);
    await expect(page.getByLabel('Summary')).toHaveValue('Typed but not saved.');

    // Back and Forward within the admin: the step is undone while the question is open.
    await page.getByRole('navigation', { name: 'Administrator' }).getByRole('link', { name: 'Dashboard' }).click();
    await leavePrompt(page).getByRole('button', { name: 'Leave without saving' }).click();
    await expect(page).toHaveURL(/\/siteadmin$/);
    await expect(page.getByRole('heading', { name: 'Site Administration' })).toBeVisible();
    // The page's own history.back()/forward(): Chromium's back button may skip entries pushed by script.
    await page.evaluate(() => history.back());
    await expect(page).toHaveURL(editUrl);
    await expect(page.getByLabel('Summary')).toHaveValue('Second version.');
    await page.getByLabel('Summary').fill('Typed but not saved.');
    await page.evaluate(() => history.forward());
    await expect(leavePrompt(page)).toBeVisible();
    await leavePrompt(page).getByRole('button', { name: 'Stay on this page' }).click();
    await expect(leavePrompt(page)).toBeHidden();
    await expect(page).toHaveURL(editUrl);
    await expect(page.getByLabel('Summary')).toHaveValue('Typed but not saved.');
    await page.evaluate(() => history.forward());
    await leavePrompt(page).getByRole('button', { name: 'Leave without saving' }).click();
    await expect(page).toHaveURL(/\/siteadmin$/);
    await expect(page.getByRole('heading', { name: 'Site Administration' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('a reload offers the local draft back, and restoring brings the text back', async ({ page }) => {
    const errors = watchConsole(page);
    const title = `Crash Safe ${unique()}`;
    await loginAsAdmin(page);
    await page.goto('/siteadmin/press-releases/create');
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Summary').fill('Typed before the reload.');
    await page.reload();

    const offer = page.getByRole('status').filter({ hasText: /^Restore your unsaved changes from \d{1,2}:\d{2} (AM|PM)\?$/ });
    await expect(offer).toBeVisible();
    await expect(page.getByLabel('Title')).toHaveValue('');
    await page.getByRole('button', { name: 'Restore', exact: true }).click();
    await expect(page.getByLabel('Title')).toHaveValue(title);
    await expect(page.getByLabel('Summary')).toHaveValue('Typed before the reload.');
    await expect(offer).toHaveCount(0);

    // Saved: the draft is gone, so a reload offers nothing.
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page).toHaveURL(/\/siteadmin\/press-releases\/edit\/\d+$/);
    await page.goto('/siteadmin/press-releases/create');
    await expect(page.getByLabel('Title')).toHaveValue('');
    await expect(page.getByText(/Restore your unsaved changes/)).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('a draft restored after a colleague saved brings back only its own changes, never undoing theirs', async ({ page, context }) => {
    const errors = watchConsole(page);
    const title = `Two Tabs ${unique()}`;
    await loginAsAdmin(page);
    await page.goto('/siteadmin/press-releases/create');
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Summary').fill('First summary.');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page).toHaveURL(/\/siteadmin\/press-releases\/edit\/\d+$/);
    const editUrl = page.url();

    // Another tab opens the item; then the first tab changes the summary and saves.
    const other = await context.newPage();
    await other.goto(editUrl);
    await expect(other.getByLabel('Title')).toHaveValue(title);
    const saved = page.waitForResponse((r) => r.url().includes('/api/admin/press-releases/') && r.request().method() === 'POST' && r.status() === 200);
    await page.getByLabel('Summary').fill('A colleague’s summary.');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await saved;

    // The other tab changes the title: its save is refused as a conflict; it reloads, as told, and restores its draft.
    await other.getByLabel('Title').fill(`${title} renamed`);
    await other.waitForTimeout(400);
    await other.getByRole('button', { name: 'Save Changes' }).click();
    await expect(other.getByText(/changed by someone else/)).toBeVisible();
    await other.reload();
    await expect(other.getByRole('status').filter({ hasText: 'only the fields you changed are restored' })).toBeVisible();
    await expect(other.getByLabel('Summary')).toHaveValue('A colleague’s summary.');
    await other.getByRole('button', { name: 'Restore', exact: true }).click();
    await expect(other.getByLabel('Title')).toHaveValue(`${title} renamed`);
    await expect(other.getByLabel('Summary')).toHaveValue('A colleague’s summary.');
    await other.getByRole('button', { name: 'Save Changes' }).click();
    await expect(other.getByText(/changed by someone else/)).toHaveCount(0);
    await other.reload();
    await expect(other.getByLabel('Title')).toHaveValue(`${title} renamed`);
    await expect(other.getByLabel('Summary')).toHaveValue('A colleague’s summary.');
    expect(errors).toEqual([]);
  });

  test('a save whose answer is slow leaves no draft behind: the next new item and the next redirect start empty', async ({ page }) => {
    const errors = watchConsole(page);
    const id = unique();
    await loginAsAdmin(page);
    // Each save's answer comes later than the editor's delayed draft write.
    const slow = async (route: import('@playwright/test').Route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    };
    await page.route('**/api/admin/press-releases/add', slow);
    await page.route('**/api/admin/redirects/add', slow);

    await page.goto('/siteadmin/press-releases/create');
    // The last keystroke and the save come together, so the delayed draft write falls while the save is on its way.
    await page.getByLabel('Title').fill(`Slow Save ${id}`);
    await page.getByLabel('Title').press('!');
    await page.getByLabel('Title').press('Enter');
    await expect(page).toHaveURL(/\/siteadmin\/press-releases\/edit\/\d+$/);
    await expect(page.getByRole('status').filter({ hasText: 'Your changes were saved.' })).toBeVisible();
    await page.goto('/siteadmin/press-releases/create');
    await expect(page.getByLabel('Title')).toHaveValue('');
    await page.waitForTimeout(400);
    await expect(page.getByText(/Restore your unsaved changes/)).toHaveCount(0);

    await page.goto('/siteadmin/redirects');
    await page.getByRole('button', { name: 'Add Redirect' }).click();
    const dialog = page.getByRole('dialog', { name: 'Redirect Add' });
    await dialog.getByLabel('Source path').fill(`/slow-save-${id}`);
    await dialog.getByLabel('Target').fill('/agrotai');
    await dialog.getByLabel('Target').press('n');
    await dialog.getByLabel('Target').press('Enter');
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'Add Redirect' }).click();
    await expect(dialog.getByLabel('Source path')).toHaveValue('');
    await page.waitForTimeout(400);
    await expect(dialog.getByText(/Restore your unsaved changes/)).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await page.unrouteAll();
    expect(errors).toEqual([]);
  });

  test('the other editors keep a draft too: a user, a rep and a redirect', async ({ page }) => {
    const errors = watchConsole(page);
    const id = unique();
    await loginAsAdmin(page);

    await page.goto('/siteadmin/users/add');
    await page.getByLabel('Email').fill(`draft-${id}@example.com`);
    await page.reload();
    await page.getByRole('button', { name: 'Restore', exact: true }).click();
    await expect(page.getByLabel('Email')).toHaveValue(`draft-${id}@example.com`);

    await page.goto('/siteadmin/reps-retailers/rep/create');
    await page.getByLabel('Name').fill(`Rep ${id}`);
    await page.getByRole('navigation', { name: 'Administrator' }).getByRole('link', { name: 'Redirects' }).click();
    await leavePrompt(page).getByRole('button', { name: 'Stay on this page' }).click();
    await expect(page.getByLabel('Name')).toHaveValue(`Rep ${id}`);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await leavePrompt(page).getByRole('button', { name: 'Leave without saving' }).click();

    await page.goto('/siteadmin/redirects');
    await page.getByRole('button', { name: 'Add Redirect' }).click();
    const dialog = page.getByRole('dialog', { name: 'Redirect Add' });
    await dialog.getByLabel('Source path').fill(`/draft-${id}`);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await leavePrompt(page).getByRole('button', { name: 'Stay on this page' }).click();
    await expect(dialog.getByLabel('Source path')).toHaveValue(`/draft-${id}`);
    await page.reload();
    await page.getByRole('button', { name: 'Add Redirect' }).click();
    await dialog.getByRole('button', { name: 'Restore', exact: true }).click();
    await expect(dialog.getByLabel('Source path')).toHaveValue(`/draft-${id}`);
    expect(errors).toEqual([]);
  });

  test('the Save bar stays in view after scrolling to the bottom on a 390×844 phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await loginAsAdmin(page);
    await page.goto('/siteadmin/knowledge-center/create');
    await expect(page.getByRole('heading', { name: 'Knowledge Center Add' })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    for (const name of ['Save Changes', 'Cancel', 'Preview']) await expect(page.getByRole('button', { name, exact: true })).toBeInViewport();
    const save = await page.getByRole('button', { name: 'Save Changes' }).boundingBox();
    expect(save!.y).toBeGreaterThanOrEqual(0);
    expect(save!.y + save!.height).toBeLessThanOrEqual(844);
  });
});

test.describe('draft first', () => {
  test('a new item starts as a Draft; saving it says so and leaves the public URL a 404; publishing asks nothing, unpublishing asks', async ({ page }) => {
    const errors = watchConsole(page);
    const title = `Draft First ${unique()}`;
    const slug = title.toLowerCase().replace(/\s+/g, '-');
    await loginAsAdmin(page);
    await page.goto('/siteadmin/knowledge-center/create');
    await expect(page.getByLabel('Status')).toHaveValue('draft');
    await expect(page.getByLabel('Status').locator('option:checked')).toHaveText('Draft');
    await page.getByLabel('Title').fill(title);
    await expect(page.getByRole('button', { name: 'Save Changes' })).toHaveAccessibleDescription('Saves a draft');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Your changes were saved.')).toBeVisible();
    await expect(page.getByText('Status: Draft')).toBeVisible();
    expect((await page.request.get(`/knowledge-center/${slug}`)).status()).toBe(404);

    // "View on site" on a draft opens its preview.
    const [preview] = await Promise.all([page.context().waitForEvent('page'), page.getByRole('button', { name: 'View on site' }).click()]);
    await preview.waitForURL(/\/preview\/[A-Za-z0-9_-]+$/);
    await expect(preview.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await preview.close();

    await page.getByLabel('Status').selectOption('published');
    await expect(page.getByText('Publishes now')).toBeVisible();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Status: Published')).toBeVisible();
    expect((await page.request.get(`/knowledge-center/${slug}`)).status()).toBe(200);

    await page.getByLabel('Status').selectOption('draft');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    const ask = page.getByRole('dialog', { name: 'Unpublish this item?' });
    await expect(ask).toContainText('This takes it off the site');
    await ask.getByRole('button', { name: 'Keep it published' }).click();
    await expect(page.getByText('Status: Published')).toBeVisible();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await ask.getByRole('button', { name: 'Unpublish' }).click();
    await expect(page.getByText('Status: Draft')).toBeVisible();
    await expect.poll(async () => (await page.request.get(`/knowledge-center/${slug}`)).status()).toBe(404);
    expect(errors).toEqual([]);
  });

  test('a future date makes the line read "Schedules for …", and the status box, badge and list say Scheduled', async ({ page }) => {
    const errors = watchConsole(page);
    const title = `Scheduled Release ${unique()}`;
    await loginAsAdmin(page);
    await page.goto('/siteadmin/press-releases/create');
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Status').selectOption('published');
    await page.getByLabel('Publish date').fill('2031-11-28T09:00');
    await expect(page.getByLabel('Status')).toHaveValue('scheduled');
    await expect(page.getByText('Schedules for Nov 28, 2031, 9:00 AM CST')).toBeVisible();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Your changes were saved.')).toBeVisible();
    await expect(page.getByText(/Status: Scheduled/)).toBeVisible();
    await expect(page.getByLabel('Status').locator('option:checked')).toHaveText('Scheduled');

    await page.goto('/siteadmin/press-releases');
    await expect(page.getByRole('row', { name: new RegExp(title) })).toContainText('Scheduled');
    expect(errors).toEqual([]);
  });
});

test.describe('one way to revise a label', () => {
  test('revising a label from its product editor adds the next revision to the same GUID with the note', async ({ page }) => {
    const errors = watchConsole(page);
    const note = `New rates for sandy soils ${unique()}.`;
    await loginAsAdmin(page);
    await page.goto('/siteadmin/product-labels');
    await page.getByRole('table').getByRole('link').first().click();
    await expect(page).toHaveURL(/\/siteadmin\/product-labels\/edit\/\d+$/);
    const picker = page.getByRole('group', { name: 'Label document' });
    const href = await picker.getByRole('link').first().getAttribute('href');
    const guid = href!.split('/').pop()!;
    const before = (await (await page.request.get(`/api/labels/documents/${guid}`)).json()).data.current.n as number;
    await expect(picker.getByRole('button', { name: 'Choose another document' })).toBeVisible();

    await picker.getByRole('button', { name: 'Upload a new revision' }).click();
    const dialog = page.getByRole('dialog', { name: /Upload a new revision/ });
    await dialog.getByLabel('New file').setInputFiles({ name: 'label-rev.pdf', mimeType: 'application/pdf', buffer: pdf(`Label revision ${note}`) });
    await expect(dialog.getByLabel('Revision date')).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
    await dialog.getByLabel('Effective date').fill('2031-01-15');
    await dialog.getByLabel('Valid on existing stock until').fill('2031-12-31');
    // Without the note: the message is tied to its field, which gets focus.
    await dialog.getByRole('button', { name: 'Upload revision' }).click();
    const whatChanged = dialog.getByLabel('What changed');
    await expect(whatChanged).toBeFocused();
    await expect(whatChanged).toHaveAttribute('aria-invalid', 'true');
    await expect(whatChanged).toHaveAccessibleDescription('Please describe what changed in this revision.');
    await whatChanged.fill(note);
    await dialog.getByRole('button', { name: 'Upload revision' }).click();
    await expect(dialog).toBeHidden();
    await expect(picker.getByRole('status')).toHaveText(`Revision ${before + 1} uploaded: the same link now serves the new file.`);

    const after = (await (await page.request.get(`/api/labels/documents/${guid}`)).json()).data;
    expect(after.guid).toBe(guid);
    expect(after.current).toMatchObject({ n: before + 1, whatChanged: note, effectiveDate: '2031-01-15' });
    expect(after.revisions[0]).toMatchObject({ n: before, validUntil: '2031-12-31' });
    expect(errors).toEqual([]);
  });
});

test('the document editor ties its messages to the fields and focuses the first', async ({ page }) => {
  const errors = watchConsole(page);
  await loginAsAdmin(page);
  await page.goto('/siteadmin/document-library/create');
  await page.getByRole('checkbox', { name: 'US' }).uncheck();
  await page.getByRole('checkbox', { name: 'Canada' }).uncheck();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  const title = page.getByLabel('Title');
  await expect(title).toBeFocused();
  await expect(title).toHaveAttribute('aria-invalid', 'true');
  await expect(title).toHaveAccessibleDescription('Title is required.');
  await expect(page.getByRole('checkbox', { name: 'US' })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('group', { name: 'Regions' })).toHaveAccessibleDescription('Choose at least one region.');
  await expect(page.getByLabel('File', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('File', { exact: true })).toHaveAccessibleDescription(/^Please choose a file to upload\./);
  expect(errors).toEqual([]);
});
