import { expect, test } from '@playwright/test';

import { loginAsAdmin, watchConsole } from './support/login';

/** The rich-text link dialog: www.… becomes https://www.…, a site path that leads nowhere is warned of, and with nothing selected the address becomes the text. */
test('the link dialog completes www addresses, warns of a site path that does not resolve, and inserts the address when nothing is selected', async ({ page }) => {
  const errors = watchConsole(page);
  await loginAsAdmin(page);
  await page.goto('/siteadmin/knowledge-center/create');
  await expect(page.getByLabel('Title')).toBeVisible();
  await page.getByRole('button', { name: 'Add Rich Text' }).click();
  const editor = page.getByRole('textbox', { name: 'Rich text', exact: true });
  const toolbar = page.getByRole('toolbar', { name: 'Rich text formatting' });
  const link = toolbar.getByRole('button', { name: 'Link', exact: true });
  const address = page.getByRole('textbox', { name: 'Link address' });
  const warning = page.locator('[aria-live="polite"]').filter({ hasText: 'is broken' });

  // Selected text linked to www.…: saved as https://www.…
  await editor.click();
  await page.keyboard.type('See the AGROTAIN site');
  await page.keyboard.press('Shift+Home');
  await link.click();
  await address.fill('www.agrotain.com');
  await page.getByRole('button', { name: 'Apply link' }).click();
  await expect(editor.getByRole('link', { name: 'See the AGROTAIN site' })).toHaveAttribute('href', 'https://www.agrotain.com');

  // Nothing selected: the address is inserted as the link's text, and what is typed next is not linked.
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Labels: ');
  await link.click();
  await address.fill('/product-labels');
  await address.press('Enter');
  await expect(editor.getByRole('link', { name: '/product-labels', exact: true })).toHaveAttribute('href', '/product-labels');
  await page.keyboard.type(' today');
  await expect(editor.getByRole('link', { name: '/product-labels', exact: true })).toHaveCount(1);
  await expect(editor.locator('p').last()).toHaveText('Labels: /product-labels today');
  await expect(warning).toHaveCount(0);

  // A misspelled site path: warned while typing, with the link checker's reason, and still after applying.
  await page.keyboard.press('Enter');
  await page.keyboard.type('Read about ');
  await link.click();
  await address.fill('/agrotian');
  await expect(warning).toHaveText('The link /agrotian is broken: No page at this address (404).');
  await expect(address).toHaveAccessibleDescription('The link /agrotian is broken: No page at this address (404).');
  await address.fill('/agrotain');
  await expect(warning).toHaveCount(0);
  await address.fill('/agrotian');
  await address.press('Enter');
  await expect(editor.getByRole('link', { name: '/agrotian', exact: true })).toHaveAttribute('href', '/agrotian');
  await expect(warning).toHaveText('The link /agrotian is broken: No page at this address (404).');
  expect(errors).toEqual([]);
});
