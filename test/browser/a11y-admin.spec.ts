import { expect, Locator, Page, test } from '@playwright/test';

import { ScreenSummary, wcagViolations } from './support/axe';
import { dropFile, pdf } from './support/files';
import { loginAsAdmin, watchConsole } from './support/login';

/**
 * WCAG 2.2 AA in the admin: the dashboard, every list, every editor (with the modules and rich-text
 * editors, the document upload, the rollback menu open), every modal and confirmation, the audit log,
 * the link report and the forms inbox have no axe violation of an A or AA rule.
 */

const CONTENT_SECTIONS = ['products', 'knowledge-center', 'product-labels', 'press-releases', 'pages'];

/** The first edit link of a list screen (e.g. /siteadmin/pages/edit/12), if the list has one. */
async function firstEditPath(page: Page, part = '/edit/'): Promise<string | null> {
  const link = page.locator(`main a[href*="${part}"]`).first();
  if (!(await link.count())) return null;
  return link.getAttribute('href');
}

/** Opens an admin screen and waits until its data has arrived. */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.spinner-border')).toHaveCount(0);
}

/** Opens a dialog with its button, checks it, and closes it with Cancel (or Escape). */
async function inDialog(page: Page, opener: Locator, check: () => Promise<void>): Promise<void> {
  await opener.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await page.waitForTimeout(400); // the fade-in: axe reads colours once it is opaque
  await check();
  const cancel = dialog.getByRole('button', { name: /^(Cancel|Close)$/ }).first();
  if (await cancel.count()) await cancel.click();
  else await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
}

test('every admin screen, editor, menu and dialog has no WCAG 2.2 AA violation', async ({ page }) => {
  test.setTimeout(420_000);
  const errors = watchConsole(page);
  const summary = new ScreenSummary('Admin screens');
  const check = async (screen: string) => {
    // The pointer off every control and transitions ended: axe reads the colours at rest.
    await page.mouse.move(0, 0);
    await page.waitForTimeout(250);
    const found = await wcagViolations(page);
    summary.add(screen, found.length);
    expect.soft(found, screen).toEqual([]);
  };
  await loginAsAdmin(page);

  await open(page, '/siteadmin');
  await check('/siteadmin (dashboard)');

  for (const section of CONTENT_SECTIONS) {
    const list = `/siteadmin/${section}`;
    await open(page, list);
    await check(list);
    const remove = page.getByRole('button', { name: /^Delete / }).first();
    if (await remove.count()) await inDialog(page, remove, () => check(`${list} delete confirmation`));
    const edit = await firstEditPath(page);
    if (!edit) continue;

    await open(page, edit);
    await check(`${list}/edit (editor)`);
    const rollback = page.getByRole('button', { name: 'Rollback' });
    if ((await rollback.count()) && (await rollback.isEnabled())) {
      await rollback.click();
      await expect(page.getByRole('menu', { name: 'Saved versions' }).or(page.locator('.rollback-menu.show'))).toBeVisible();
      await check(`${list}/edit with the rollback menu open`);
      await page.keyboard.press('Escape');
    }
    const share = page.getByRole('button', { name: 'Share preview' });
    if (await share.count()) {
      await share.click();
      await expect(page.getByRole('region', { name: 'Share preview' })).toBeVisible();
      await check(`${list}/edit with the share preview panel open`);
      await share.click();
    }
  }

  // The modules editor with every module type, and the rich-text editor, on a new page.
  await open(page, '/siteadmin/knowledge-center/create');
  await check('/siteadmin/knowledge-center/create (empty editor)');
  for (const add of await page.getByRole('button', { name: /^Add (?!New$|ROI item$)/ }).all()) {
    if (await add.isVisible()) await add.click();
  }
  await expect(page.getByRole('textbox', { name: 'Rich text' }).first()).toBeVisible();
  await check('/siteadmin/knowledge-center/create with every module added');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
  await check('/siteadmin/knowledge-center/create with its error messages');

  await open(page, '/siteadmin/pages/create');
  await check('/siteadmin/pages/create');

  const compare = await (async () => {
    await open(page, '/siteadmin/knowledge-center');
    const edit = await firstEditPath(page);
    return edit ? edit.replace('/edit/', '/compare/') : null;
  })();
  if (compare) {
    await open(page, compare);
    await check('/siteadmin/knowledge-center/compare');
  }

  // Documents, with an upload.
  for (const path of ['/siteadmin/document-library', '/siteadmin/document-library/subscribers', '/siteadmin/document-library/change-notices']) {
    await open(page, path);
    await check(path);
  }
  await open(page, '/siteadmin/document-library');
  const docEdit = await firstEditPath(page, '/document-library/edit/');
  await open(page, '/siteadmin/document-library/create');
  await check('/siteadmin/document-library/create');
  await dropFile(page, 'a11y-check.pdf', pdf('Accessibility check'));
  await expect(page.getByText('a11y-check.pdf').first()).toBeVisible();
  await check('/siteadmin/document-library/create with a file dropped');
  if (docEdit) {
    await open(page, docEdit);
    await check('/siteadmin/document-library/edit');
  }

  // Reps and retailers, and the locator report.
  for (const tab of ['retailers', 'reps']) {
    const list = `/siteadmin/reps-retailers?tab=${tab}`;
    await open(page, list);
    await check(list);
    const edit = await firstEditPath(page);
    if (edit) {
      await open(page, edit);
      await check(`${edit.replace(/\/edit\/.*/, '/edit')} (editor)`);
    }
  }
  for (const path of ['/siteadmin/reps-retailers/retailer/create', '/siteadmin/reps-retailers/rep/create', '/siteadmin/locator']) {
    await open(page, path);
    await check(path);
  }
  await open(page, '/siteadmin/reps-retailers?tab=retailers');
  const importCsv = page.getByRole('button', { name: 'Import CSV' });
  await importCsv.click();
  await expect(importCsv).toHaveAttribute('aria-expanded', 'true');
  await check('/siteadmin/reps-retailers with the CSV import open');
  await importCsv.click();

  // Forms inbox, its case and settings.
  await open(page, '/siteadmin/forms');
  await check('/siteadmin/forms (inbox)');
  const archive = page.getByRole('button', { name: /^Archive / }).first();
  if (await archive.count()) await inDialog(page, archive, () => check('/siteadmin/forms archive confirmation'));
  const casePath = await firstEditPath(page, '/siteadmin/forms/case/');
  for (const path of ['/siteadmin/forms/settings', '/siteadmin/forms/response-times', ...(casePath ? [casePath] : [])]) {
    await open(page, path);
    await check(path);
  }

  // Users.
  await open(page, '/siteadmin/users');
  await check('/siteadmin/users');
  const userEdit = await firstEditPath(page);
  await inDialog(page, page.getByRole('button', { name: /^Delete / }).last(), () => check('/siteadmin/users delete confirmation'));
  await open(page, '/siteadmin/users/add');
  await check('/siteadmin/users/add');
  if (userEdit) {
    await open(page, userEdit);
    await check('/siteadmin/users/edit');
  }

  // Redirects and their editor.
  await open(page, '/siteadmin/redirects');
  await check('/siteadmin/redirects');
  await inDialog(page, page.getByRole('button', { name: 'Add Redirect' }), () => check('/siteadmin/redirects add dialog'));
  const editRedirect = page.getByRole('button', { name: /^Edit / }).first();
  if (await editRedirect.count()) await inDialog(page, editRedirect, () => check('/siteadmin/redirects edit dialog'));

  // Webhooks, audit log, link report, privacy requests.
  for (const path of ['/siteadmin/webhooks', '/siteadmin/audit', '/siteadmin/links', '/siteadmin/privacy']) {
    await open(page, path);
    await check(path);
  }
  await open(page, '/siteadmin/webhooks');
  // The server refuses an empty webhook with 400, which the browser logs: the only console error allowed.
  const before = errors.length;
  await page.getByRole('button', { name: 'Create webhook' }).click();
  await expect(page.locator('[aria-invalid="true"]').first()).toBeFocused();
  await check('/siteadmin/webhooks with its error messages');
  const form = page.getByRole('form', { name: 'Add a webhook' });
  const hook = `Accessibility check ${Date.now().toString(36)}`;
  await form.getByLabel('Name').fill(hook);
  await form.getByLabel('URL').fill('http://127.0.0.1:9/a11y');
  await form.getByRole('group', { name: 'Events' }).getByLabel('Content published (content.published)').check();
  await form.getByLabel('Secret').fill('a-secret-for-the-accessibility-check');
  await form.getByRole('button', { name: 'Create webhook' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Webhook “${hook}” created.` })).toBeVisible();
  await check('/siteadmin/webhooks with a webhook created');
  await inDialog(page, page.getByRole('button', { name: `Delete ${hook}` }), () => check('/siteadmin/webhooks delete confirmation'));

  summary.print();
  expect(errors.slice(0, before)).toEqual([]);
  expect(errors.slice(before).filter((e) => !/status of 400/.test(e))).toEqual([]);
});
