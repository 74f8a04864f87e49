import { expect, test } from '@playwright/test';

import { signatureValid, WebhookReceiver } from '../support/webhook-receiver';
import { loginAsAdmin, watchConsole } from './support/login';

test.describe('webhooks admin', () => {
  const receiver = new WebhookReceiver();
  test.beforeAll(async () => {
    await receiver.start();
  });
  test.afterAll(async () => {
    await receiver.stop();
  });

  test('creates a webhook, sends a test and shows the delivery with its status; then deletes it', async ({ page }) => {
    const errors = watchConsole(page);
    const name = `E2E hook ${Date.now().toString(36)}`;
    const path = `/e2e-${Date.now().toString(36)}`;
    await loginAsAdmin(page);
    await page.goto('/siteadmin/webhooks');
    await expect(page.getByRole('heading', { name: 'Webhooks', level: 1 })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Administrator' }).getByRole('link', { name: 'Webhooks' })).toHaveAttribute('href', '/siteadmin/webhooks');

    const form = page.getByRole('form', { name: 'Add a webhook' });
    await form.getByLabel('Name').fill(name);
    await form.getByLabel('URL').fill(`http://example.com${path}`);
    await form.getByRole('group', { name: 'Events' }).getByLabel('Content published (content.published)').check();
    await form.getByLabel('Secret').fill('a-secret-for-the-browser-test');
    await form.getByRole('button', { name: 'Create webhook' }).click();
    // http is only for loopback: the field says so, and the keyboard is taken there.
    const url = form.getByLabel('URL');
    await expect(url).toHaveAccessibleDescription(/URL must start with https:\/\/ \(or http:\/\/ to a loopback address such as 127\.0\.0\.1 or localhost, for testing\)\./);
    await expect(url).toBeFocused();

    await url.fill(receiver.url(path));
    await form.getByRole('button', { name: 'Create webhook' }).click();
    await expect(page.getByRole('status').filter({ hasText: `Webhook “${name}” created.` })).toBeVisible();
    await expect(form.getByLabel('Name')).toHaveValue('');
    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) });
    await expect(row).toContainText('content.published');
    await expect(row).toContainText('••••test');
    await expect(row).not.toContainText('a-secret-for-the-browser-test');

    await row.getByRole('button', { name: `Send test to ${name}` }).click();
    await expect(page.getByRole('status').filter({ hasText: /Test delivery delivered \(HTTP 200 in \d+ ms\)\./ })).toBeVisible();
    const log = page.getByRole('region', { name: `Deliveries of ${name}` });
    const delivery = log.getByRole('row').filter({ hasText: 'site.changed' });
    await expect(delivery).toContainText('Delivered');
    await expect(delivery).toContainText('200');
    await expect(delivery.getByRole('cell').nth(2)).toHaveText('1');
    await expect(delivery.getByRole('button', { name: /Replay delivery/ })).toBeVisible();
    const [got] = receiver.to(path);
    expect(signatureValid(got, 'a-secret-for-the-browser-test')).toBe(true);
    expect(JSON.parse(got.body)).toMatchObject({ event: 'site.changed', keys: ['site'] });

    // Replay sends it again and lists it above.
    await delivery.getByRole('button', { name: /Replay delivery/ }).click();
    await expect(page.getByRole('status').filter({ hasText: /sent again as #\d+: delivered/ })).toBeVisible();
    await expect(log.getByRole('row').filter({ hasText: 'replay of' })).toContainText('Delivered');
    expect(receiver.to(path)).toHaveLength(2);

    await row.getByRole('button', { name: `Delete ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete webhook' });
    await expect(dialog).toContainText(name);
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('status').filter({ hasText: `Webhook “${name}” deleted.` })).toBeVisible();
    await expect(page.getByRole('rowheader', { name, exact: true })).toHaveCount(0);
    // The refused create is a deliberate 400, which Chromium reports as a failed resource; nothing else may fail.
    expect(errors.filter((e) => !/status of 400 \(Bad Request\)/.test(e))).toEqual([]);
  });
});
