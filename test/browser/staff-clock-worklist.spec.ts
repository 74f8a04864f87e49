import { APIRequestContext, expect, request, test } from '@playwright/test';

import { E2E_ADMIN, loginAsAdmin, watchConsole } from './support/login';
import { OwnServer, startOwnServer } from './support/own-server';

/**
 * Editing that protects staff: one clock (the site time zone setting on every staff date), a readable
 * rollback history, and a dashboard that is a worklist. Its own server: the time zone is changed here.
 */
test.describe('one clock, a readable history, a worklist dashboard', () => {
  test.describe.configure({ mode: 'serial' });
  let server: OwnServer;
  let api: APIRequestContext;
  let admin: Record<string, string>;
  let historyId: number;

  const article = (title: string, extra: Record<string, unknown> = {}) => ({
    title,
    regionIds: [2],
    resourceType: 0,
    status: 'draft',
    summary: title,
    metadata: { desc: title },
    modules: [],
    ...extra,
  });
  const save = async (data: Record<string, unknown>) => {
    const res = await api.post('/api/admin/knowledge-center/add', { headers: admin, data });
    expect(res.status()).toBe(200);
    return (await res.json()).data as { baseId: number; latestVersionId: number };
  };

  test.beforeAll(async () => {
    server = await startOwnServer({ FORMS_MIN_FILL_MS: '0' });
    api = await request.newContext({ baseURL: server.baseURL });
    const login = await api.post('/auth/login', { data: { Username: E2E_ADMIN.email, Password: E2E_ADMIN.password } });
    admin = { authorization: `Bearer ${(await login.json()).data.token}` };
    // An item with five versions: draft, draft, published, scheduled, draft.
    let v = await save(article('Side-Dress Timing for Corn'));
    historyId = v.baseId;
    for (const extra of [
      { summary: 'Second draft' },
      { status: 'published' },
      { status: 'scheduled', publishedAt: '2099-11-28T15:00:00.000Z' },
      { status: 'draft', summary: 'Back to draft' },
    ])
      v = await save({ ...article('Side-Dress Timing for Corn'), baseId: historyId, basedOnVersionId: v.latestVersionId, ...extra });
    await save(article('A Draft To Finish'));
    await save(article('A Release To Schedule', { status: 'scheduled', publishedAt: '2099-11-28T15:00:00.000Z' }));
    const sent = await api.post('/api/forms/add', {
      data: { name: 'Worklist Caller', email: 'caller@example.com', data: JSON.stringify({ region: 'USA', role: 'Grower', message: 'Call me' }), reCaptchaToken: '' },
    });
    expect(sent.status()).toBe(200);
  });
  test.afterAll(async () => {
    await api?.dispose();
    await server?.stop();
  });

  test('the site time zone is set on its screen, and the audit log, its summaries and the date input follow it, named, with UTC on hover', async ({ browser }) => {
    const context = await browser.newContext({ baseURL: server.baseURL, viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const errors = watchConsole(page);
    await loginAsAdmin(page);
    await page.goto('/siteadmin');
    await page.getByRole('navigation', { name: 'Administrator' }).getByRole('link', { name: 'Time zone' }).click();
    await expect(page.getByRole('heading', { name: 'Site settings', level: 1 })).toBeVisible();
    const zone = page.getByLabel('Site time zone');
    await expect(zone).toHaveValue('America/Chicago');
    await page.screenshot({ path: 'test-results-edit2/site-settings-1280.png', fullPage: true });

    // On Chicago time: the scheduled item's audit summary and the audit log's times.
    await page.goto('/siteadmin/audit');
    const rows = page.locator('.admin-audit tbody tr');
    const scheduledRow = rows.filter({ hasText: 'A Release To Schedule' }).first();
    await expect(scheduledRow).toContainText('Created as scheduled for Nov 28, 2099, 9:00 AM CST');
    await expect(page.getByRole('columnheader', { name: /^When \((CST|CDT)\)$/ })).toBeVisible();
    const time = scheduledRow.locator('time');
    await expect(time).toHaveAttribute('title', /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC$/);
    await expect(time).toHaveText(/ (CST|CDT)$/);
    await expect(page.locator('.admin-audit tbody')).not.toContainText(/\d{4}-\d\d-\d\dT\d\d:\d\d/);
    await page.screenshot({ path: 'test-results-edit2/audit-1280.png' });

    // Toronto: the same moment in Eastern time, everywhere staff see it.
    await page.goto('/siteadmin/settings');
    await zone.selectOption('America/Toronto');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'The site settings were saved.' })).toBeVisible();
    // A summary keeps the zone it was written in (it names it); the times and new summaries are Eastern.
    await save(article('An Eastern Release', { status: 'scheduled', publishedAt: '2099-11-28T15:00:00.000Z' }));
    await page.goto('/siteadmin/audit');
    await expect(rows.filter({ hasText: 'An Eastern Release' }).first()).toContainText('Created as scheduled for Nov 28, 2099, 10:00 AM EST');
    await expect(rows.filter({ hasText: 'A Release To Schedule' }).first().locator('time')).toHaveText(/ (EST|EDT)$/);
    await expect(page.getByRole('columnheader', { name: /^When \((EST|EDT)\)$/ })).toBeVisible();
    await expect(rows.filter({ hasText: 'Site time zone: America/Chicago → America/Toronto.' })).toHaveCount(1);

    await page.goto(`/siteadmin/knowledge-center/edit/${historyId}`);
    await expect(page.getByLabel('Publish date')).toBeVisible();
    await expect(page.getByText(/^Site time \(America\/Toronto\)/)).toBeVisible();
    await expect(page.locator('#publishedAt').locator('xpath=..')).toContainText(/EST|EDT/);

    await page.goto('/siteadmin/settings');
    await zone.selectOption('America/Chicago');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'The site settings were saved.' })).toBeVisible();
    expect(errors).toEqual([]);
    await context.close();
  });

  test('the rollback list shows each version’s number, status, author, time and "current", and says it scrolls; Compare shows full labels', async ({ browser }) => {
    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 390, height: 844 },
    ]) {
      const context = await browser.newContext({ baseURL: server.baseURL, viewport });
      const page = await context.newPage();
      const errors = watchConsole(page);
      await loginAsAdmin(page);
      await page.goto(`/siteadmin/knowledge-center/edit/${historyId}`);
      await page.getByRole('button', { name: 'Rollback' }).click();
      const menu = page.locator('.rollback-menu.show');
      await expect(menu).toContainText('5 saved versions, newest first: scroll for older ones');
      const versions = menu.getByRole('button');
      await expect(versions).toHaveCount(5);
      await expect(versions.nth(0)).toContainText('Version 5');
      await expect(versions.nth(0)).toContainText('Draft');
      await expect(versions.nth(0)).toContainText('current');
      await expect(versions.nth(0)).toContainText(E2E_ADMIN.email);
      await expect(versions.nth(0).locator('time')).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4} \d{1,2}:\d\d:\d\d [AP]M (CST|CDT)$/);
      await expect(versions.nth(0).locator('time')).toHaveAttribute('title', / UTC$/);
      await expect(versions.nth(1)).toContainText('Version 4');
      await expect(versions.nth(1)).toContainText('Scheduled');
      await expect(versions.nth(1)).not.toContainText('current');
      await expect(versions.nth(2)).toContainText('Published');
      await expect(versions.nth(4)).toContainText('Version 1');
      expect(await menu.evaluate((m) => m.scrollHeight > m.clientHeight)).toBe(true);
      await page.screenshot({ path: `test-results-edit2/rollback-${viewport.width}.png` });
      await page.keyboard.press('Escape');

      await page.goto(`/siteadmin/knowledge-center/compare/${historyId}`);
      const older = page.getByLabel('Older version');
      await expect(older.locator('option').first()).toHaveText(new RegExp(`^Version 5 · Draft · .+ (CST|CDT) · ${E2E_ADMIN.email.replace('.', '\\.')} \\(current\\)$`));
      await expect(page.locator('#compare-older-chosen')).toHaveText(/^Version 4 · Scheduled · /);
      // The chosen version's whole label shows, wrapped, beside a select that may cut it.
      const chosen = await page.locator('#compare-newer-chosen').boundingBox();
      expect(chosen!.x + chosen!.width).toBeLessThanOrEqual(viewport.width);
      await expect(page.locator('#compare-newer-chosen')).toContainText(`${E2E_ADMIN.email} (current)`);
      await page.screenshot({ path: `test-results-edit2/compare-${viewport.width}.png` });
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  test('every count and request on the dashboard links to its filtered list or item; activity reads in words; the link report is in the sidebar', async ({ browser }) => {
    const context = await browser.newContext({ baseURL: server.baseURL, viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const errors = watchConsole(page);
    await loginAsAdmin(page);
    await page.goto('/siteadmin');
    await expect(page.getByRole('heading', { name: 'Site Administration', level: 1 })).toBeVisible();
    await page.screenshot({ path: 'test-results-edit2/dashboard-1280.png', fullPage: true });

    const activity = page.getByRole('region', { name: 'Recent activity' });
    await expect(activity).toContainText(`${E2E_ADMIN.email} created 'A Release To Schedule'`);
    await expect(activity).toContainText(`${E2E_ADMIN.email} saved 'Side-Dress Timing for Corn'`);
    await expect(activity).toContainText(`${E2E_ADMIN.email} changed the site settings`);
    await expect(activity).not.toContainText(/content\.(create|save|publish)/);
    await expect(activity.getByRole('link', { name: "'A Release To Schedule'" })).toHaveAttribute('href', /^\/siteadmin\/knowledge-center\/edit\/\d+$/);

    const sidebar = page.getByRole('navigation', { name: 'Administrator' });
    await expect(sidebar.getByRole('link', { name: 'Link report' })).toHaveAttribute('href', '/siteadmin/links');

    const counts = page.getByRole('region', { name: 'Content', exact: true });
    const kc = counts.getByRole('row', { name: /Knowledge Center/ });
    await expect(kc.getByRole('link', { name: /drafts in Knowledge Center/ })).toHaveAttribute('href', '/siteadmin/knowledge-center?status=draft');
    await kc.getByRole('link', { name: /scheduled in Knowledge Center/ }).click();
    await expect(page).toHaveURL(/\/siteadmin\/knowledge-center\?status=scheduled$/);
    await expect(page.getByLabel('Status')).toHaveValue('scheduled');
    const listRows = page.locator('.content-admin table tbody tr');
    await expect(listRows.filter({ hasText: 'A Release To Schedule' })).toHaveCount(1);
    await expect(listRows.filter({ hasText: 'A Draft To Finish' })).toHaveCount(0);

    await page.goto('/siteadmin');
    await counts
      .getByRole('row', { name: /Knowledge Center/ })
      .getByRole('link', { name: /drafts in Knowledge Center/ })
      .click();
    await expect(page.getByLabel('Status')).toHaveValue('draft');
    await expect(listRows.filter({ hasText: 'A Draft To Finish' })).toHaveCount(1);
    await expect(listRows.filter({ hasText: 'A Release To Schedule' })).toHaveCount(0);

    await page.goto('/siteadmin');
    const contacts = page.getByRole('region', { name: 'New contact requests since your last visit' });
    await expect(contacts.getByRole('link', { name: /new contact requests: open the forms list/ })).toHaveAttribute('href', '/siteadmin/forms?type=0');
    await contacts.getByRole('link', { name: 'Worklist Caller' }).click();
    await expect(page).toHaveURL(/\/siteadmin\/forms\/case\/\d+$/);
    await page.goto('/siteadmin');
    await contacts.getByRole('link', { name: /new contact requests: open the forms list/ }).click();
    await expect(page.locator('#forms-type')).toHaveValue('0');
    expect(errors).toEqual([]);
    await context.close();
  });
});

test.describe('public pages ask nothing of the admin for visitors and accounts without an admin role', () => {
  test('a visitor, an Editor and a signed-in account with no role: no admin lookup where not allowed, and no 403', async ({ browser }) => {
    const server = await startOwnServer();
    const api = await request.newContext({ baseURL: server.baseURL });
    try {
      const login = async (email: string, password: string) => (await (await api.post('/auth/login', { data: { Username: email, Password: password } })).json()).data.token as string;
      const admin = { authorization: `Bearer ${await login(E2E_ADMIN.email, E2E_ADMIN.password)}` };
      const roles = (await (await api.get('/api/adminusers/get-roles', { headers: admin })).json()).data as { id: number; name: string }[];
      const editor = { email: 'public-editor@example.com', password: 'a-long-enough-test-password' };
      await api.post('/api/adminusers/add', { headers: admin, data: { id: null, ...editor, userRoles: [roles.find((r) => r.name === 'Editor')!.id] } });

      for (const who of ['visitor', 'editor'] as const) {
        const context = await browser.newContext({ baseURL: server.baseURL });
        const page = await context.newPage();
        if (who === 'editor') await loginAsAdmin(page, editor);
        const adminCalls: string[] = [];
        const refused: string[] = [];
        page.on('response', (r) => {
          if (new URL(r.url()).pathname.startsWith('/api/admin/')) adminCalls.push(r.url());
          if (r.status() === 401 || r.status() === 403) refused.push(`${r.status()} ${r.url()}`);
        });
        await page.goto('/about');
        await page.waitForLoadState('networkidle');
        expect(refused).toEqual([]);
        if (who === 'visitor') expect(adminCalls).toEqual([]);
        else await expect(page.getByRole('button', { name: 'Administrator' })).toBeVisible();
        await context.close();
      }
    } finally {
      await api.dispose();
      await server.stop();
    }
  });
});
