import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

import { E2E_ADMIN, loginAsAdmin, watchConsole } from './support/login';

/** The forms inbox as a case queue: the owner's own cases, one case's note, status and history. */
test('an owner filters the inbox to their cases, opens one, adds a note, sets Waiting on visitor and closes it', async ({ page }) => {
  const errors = watchConsole(page);
  await loginAsAdmin(page);
  await page.goto('/siteadmin/forms');
  await expect(page.getByRole('heading', { name: 'Forms', level: 1 })).toBeVisible();
  const rows = page.locator('tbody tr');
  await expect(rows.first()).toBeVisible();

  // The demo cases are routed to the administrator (no routing configured: ADMIN_EMAIL).
  await page.getByLabel('Mine only').check();
  await expect(page.getByText(/^Showing \d+ submissions?$/)).toBeVisible();
  await expect(rows.first()).toContainText(`Owner: ${E2E_ADMIN.email}`);
  expect(await rows.filter({ hasNotText: `Owner: ${E2E_ADMIN.email}` }).count()).toBe(0);
  await page.getByLabel('Case status').selectOption({ label: 'New' });
  // Other screens' tests open the newest case (possibly at the same time): take the oldest still unread.
  const unread = rows.filter({ has: page.getByRole('img', { name: 'Unread' }) }).last();
  await expect(unread).toBeVisible();

  const link = unread.getByRole('link');
  const name = (await link.innerText()).trim();
  await link.click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`request from ${name}`);
  await expect(page.getByTestId('case-status')).toHaveText('New');
  const reply = page.getByRole('link', { name: 'Reply by email' });
  await expect(reply).toHaveAttribute('href', /^mailto:[^?]+@example\.com\?subject=.*Case%20%23\d+/);
  expect((await new AxeBuilder({ page }).include('.admin-case').analyze()).violations).toEqual([]);

  // A note, with who and when.
  await page.getByLabel('New note (staff only)').fill('Called the grower; sending the SUPERU rate sheet.');
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(page.getByText('The note was added.')).toBeVisible();
  const notes = page.getByRole('list', { name: 'Notes' });
  await expect(notes).toContainText('Called the grower; sending the SUPERU rate sheet.');
  await expect(notes).toContainText(E2E_ADMIN.email);
  await expect(page.getByLabel('New note (staff only)')).toHaveValue('');

  // By keyboard: arrowing down the closed list passes Open on the way; only where it stops is saved, and focus stays.
  const statusSelect = page.getByLabel('Status');
  await statusSelect.focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(statusSelect).toBeFocused();
  await expect(page.getByTestId('case-status')).toHaveText('Waiting on visitor');
  await expect(statusSelect).toBeFocused();
  // A note being written stays in its box while the status is saved (only a note added empties it).
  await page.getByLabel('New note (staff only)').fill('Left a voicemail.');
  await page.getByLabel('Status').selectOption({ label: 'Closed' });
  await expect(page.getByTestId('case-status')).toHaveText('Closed');
  await expect(page.getByLabel('New note (staff only)')).toHaveValue('Left a voicemail.');
  await expect(notes).not.toContainText('Left a voicemail.');

  const history = page.getByRole('list', { name: 'History' });
  await expect(history).toContainText('Added a note');
  await expect(history).toContainText('Status New → Waiting on visitor');
  await expect(history).not.toContainText('Status New → Open');
  await expect(history).toContainText('Status Waiting on visitor → Closed');

  // Back in the list, the case reads Closed and is no longer unread.
  await page.getByRole('link', { name: 'Back' }).click();
  await page.getByLabel('Case status').selectOption({ label: 'Closed' });
  const row = rows.filter({ has: page.getByRole('link', { name, exact: true }) });
  await expect(row.first()).toContainText('Closed');
  await expect(row.first().getByRole('img', { name: 'Unread' })).toHaveCount(0);
  expect(errors).toEqual([]);
});
