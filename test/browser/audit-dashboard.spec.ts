import * as fs from 'node:fs';
import * as path from 'node:path';

import AxeBuilder from '@axe-core/playwright';
import { APIRequestContext, expect, request, test } from '@playwright/test';
import Database from 'better-sqlite3';

import { E2E_ADMIN, loginAsAdmin, watchConsole } from './support/login';
import { OwnServer, startOwnServer } from './support/own-server';

/**
 * The dashboard says what needs doing (a new contact request, a forgotten draft), and the
 * audit log filters to one editor's actions and exports them.
 */
test.describe('dashboard and audit log', () => {
  let server: OwnServer;
  let api: APIRequestContext;
  const editor = { email: 'erin.editor@example.com', password: 'a-long-enough-test-password' };

  const token = async (creds: { email: string; password: string }) => {
    const res = await api.post('/auth/login', { data: { Username: creds.email, Password: creds.password } });
    return (await res.json()).data.token as string;
  };

  test.beforeAll(async () => {
    server = await startOwnServer({ FORMS_MIN_FILL_MS: '0' });
    api = await request.newContext({ baseURL: server.baseURL });
    const admin = { authorization: `Bearer ${await token(E2E_ADMIN)}` };
    const roles = (await (await api.get('/api/adminusers/get-roles', { headers: admin })).json()).data as { id: number; name: string }[];
    const added = await api.post('/api/adminusers/add', { headers: admin, data: { id: null, ...editor, userRoles: [roles.find((r) => r.name === 'Editor')!.id] } });
    expect((await added.json()).success).toBe(true);

    // The editor's work: a draft, left alone for over a month, and a published article.
    const asEditor = { authorization: `Bearer ${await token(editor)}` };
    const item = (title: string, status: string) => ({ title, regionIds: [2], resourceType: 0, status, summary: title, metadata: { desc: title }, modules: [] });
    const draft = await api.post('/api/admin/knowledge-center/add', { headers: asEditor, data: item('Soil Sampling Draft', 'draft') });
    expect(draft.status()).toBe(200);
    expect((await api.post('/api/admin/knowledge-center/add', { headers: asEditor, data: item('Editor Published Article', 'published') })).status()).toBe(200);
    const db = new Database(path.join(server.dataDir, 'site.sqlite'));
    db.prepare('UPDATE content_item SET updated_at = ? WHERE id = ?').run('2026-01-02 03:04:05.000', (await draft.json()).data.baseId);
    db.close();
    // An administrator's change, which the editor filter must leave out.
    await api.post('/api/admin/redirects/add', { headers: admin, data: { source: '/admin-only-change', target: '/about', status: 301 } });

    // A visitor's contact request.
    const sent = await api.post('/api/forms/add', {
      data: { name: 'Casey Contact', email: 'casey@example.com', data: JSON.stringify({ region: 'USA', role: 'Grower', message: 'Call me' }), reCaptchaToken: '' },
    });
    expect(sent.status()).toBe(200);
  });
  test.afterAll(async () => {
    await api?.dispose();
    await server?.stop();
  });

  test('the dashboard shows the new contact request, the forgotten draft and recent activity', async ({ browser }) => {
    const context = await browser.newContext({ baseURL: server.baseURL });
    const page = await context.newPage();
    const errors = watchConsole(page);
    await loginAsAdmin(page);
    await page.goto('/siteadmin');
    await expect(page.getByRole('heading', { name: 'Site Administration', level: 1 })).toBeVisible();

    const contacts = page.getByRole('region', { name: 'New contact requests since your last visit' });
    await expect(contacts).toContainText('Casey Contact');
    await expect(contacts.getByRole('link', { name: /new contact requests: open the forms list/ })).toHaveAttribute('href', '/siteadmin/forms?type=0');

    const stale = page.getByRole('region', { name: 'Drafts not touched for 30 days' });
    await expect(stale.getByRole('link', { name: 'Soil Sampling Draft' })).toBeVisible();
    await expect(stale).not.toContainText('Editor Published Article');

    const counts = page.getByRole('region', { name: 'Content', exact: true });
    await expect(counts.getByRole('row', { name: /Knowledge Center/ })).toContainText(/1\s*1\s*0/);
    await expect(page.getByRole('region', { name: 'Broken links' })).toContainText('No link check yet');
    await expect(page.getByRole('region', { name: 'Recent activity' })).toContainText(`${editor.email} created 'Soil Sampling Draft'`);

    // The Audit log tile and drawer entry.
    await expect(page.getByRole('link', { name: 'Audit log' }).first()).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Administrator' }).getByRole('link', { name: 'Audit log' })).toHaveAttribute('href', '/siteadmin/audit');
    expect((await new AxeBuilder({ page }).include('.dashboard-summary').analyze()).violations).toEqual([]);

    // Open the draft from the dashboard.
    await stale.getByRole('link', { name: 'Soil Sampling Draft' }).click();
    await expect(page).toHaveURL(/\/siteadmin\/knowledge-center\/edit\/\d+$/);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('the audit log filters to the editor’s actions and exports them', async ({ browser }) => {
    const context = await browser.newContext({ baseURL: server.baseURL, acceptDownloads: true });
    const page = await context.newPage();
    const errors = watchConsole(page);
    await loginAsAdmin(page);
    await page.goto('/siteadmin/audit');
    await expect(page.getByRole('heading', { name: 'Audit log', level: 1 })).toBeVisible();
    const rows = page.locator('.admin-audit tbody tr');
    await expect(rows.filter({ hasText: '/admin-only-change' })).toHaveCount(1);

    await page.getByLabel('User').selectOption(editor.email);
    await page.getByLabel('Section').selectOption({ label: 'Knowledge Center' });
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page.getByText(/^2 entries$/)).toBeVisible();
    await expect(rows).toHaveCount(2);
    for (const text of await rows.allInnerTexts()) expect(text).toContain(editor.email);
    await expect(rows.filter({ hasText: 'Soil Sampling Draft' })).toHaveCount(1);
    await expect(rows.filter({ hasText: '/admin-only-change' })).toHaveCount(0);
    // Each content row links to the item and to the version it made.
    const draftRow = rows.filter({ hasText: 'Soil Sampling Draft' });
    await expect(draftRow.getByRole('link', { name: 'Soil Sampling Draft', exact: true })).toHaveAttribute('href', /^\/siteadmin\/knowledge-center\/edit\/\d+$/);
    await expect(draftRow.getByRole('link', { name: /^Version \d+ of Soil Sampling Draft$/ })).toHaveAttribute('href', /^\/siteadmin\/knowledge-center\/edit\/\d+\/\d+$/);
    expect((await new AxeBuilder({ page }).include('.admin-audit').analyze()).violations).toEqual([]);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^audit-log-\d{4}-\d\d-\d\d\.csv$/);
    const csv = fs.readFileSync(await file.path(), 'utf8');
    const lines = csv.trim().split(/\r\n/);
    expect(lines[0]).toBe('When (UTC),User ID,User,IP,Action,Section,Item ID,Item,Version,Summary');
    expect(lines).toHaveLength(3);
    for (const line of lines.slice(1)) expect(line).toContain(`${editor.email},`);
    expect(csv).toContain('Soil Sampling Draft');
    expect(csv).not.toContain('admin-only-change');
    expect(errors).toEqual([]);
    await context.close();
  });

  test('an editor has no Audit log', async ({ browser }) => {
    const context = await browser.newContext({ baseURL: server.baseURL });
    const page = await context.newPage();
    await loginAsAdmin(page, editor);
    await page.goto('/siteadmin');
    await expect(page.getByRole('region', { name: 'New contact requests since your last visit' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Audit log' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Recent activity' })).toHaveCount(0);
    await context.close();
  });
});
