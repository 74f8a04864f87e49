import { expect, test } from '@playwright/test';

import { loginAsAdmin, watchConsole } from './support/login';

/** Opening hours: kept from the keyboard on the retailer form, shown on results as "Open now" / "Closed" in the retailer's zone. */

test.use({ timezoneId: 'Europe/Paris' });

test('hours entered from the keyboard show on the results, with the retailer’s zone for a visitor elsewhere', async ({ page }) => {
  const errors = watchConsole(page);
  await loginAsAdmin(page);
  await page.goto('/siteadmin/reps-retailers/retailer/create');
  await page.getByLabel('Name').fill('Hawkeye Hours Co-op');
  await page.getByLabel('City').fill('Des Moines');
  await page.getByLabel('Zip Code').fill('50309');
  // Add hours from the keyboard: the button, then the new row's fields, in order.
  await page.getByRole('button', { name: 'Add hours on Monday' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Monday opens')).toBeFocused();
  await expect(page.getByLabel('Monday opens')).toHaveValue('08:00');
  await expect(page.getByLabel('Monday closes')).toHaveValue('17:00');
  await page.getByRole('button', { name: 'Copy Monday’s hours to Tuesday–Friday' }).click();
  await expect(page.getByLabel('Friday closes')).toHaveValue('17:00');
  await page.getByRole('button', { name: 'Add hours on Saturday' }).click();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Saved Hawkeye Hours Co-op.')).toBeVisible();

  await page.goto('/reps-retailers?label=Retailers&zip=50309&region=2');
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Hawkeye Hours Co-op' }) });
  await expect(card.locator('.result-hours')).toHaveText(/^(Open now · closes (5:00|12:00) PM|Closed · opens (\w{3} )?8:00 AM) C[SD]T$/);
  // Its edit page names the zone its location is in.
  await loginAsAdmin(page);
  await page.goto('/siteadmin/reps-retailers?tab=retailers&search=Hawkeye');
  await page.getByRole('link', { name: 'Edit Hawkeye Hours Co-op' }).click();
  await expect(page.getByLabel('Time zone')).toHaveAttribute('placeholder', 'America/Chicago');
  await expect(page.getByRole('group', { name: 'Saturday' }).getByLabel('Saturday closes')).toHaveValue('17:00');
  expect(errors).toEqual([]);
});

test('a French results page says the hours in Canadian French, with the French name of the retailer’s zone', async ({ page }) => {
  const errors = watchConsole(page);
  await loginAsAdmin(page);
  await page.goto('/siteadmin/reps-retailers/retailer/create');
  await page.getByLabel('Name').fill('Coop des heures du Port');
  await page.getByLabel('Region').selectOption({ label: 'Canada' });
  await page.getByLabel('City').fill('Toronto');
  await page.getByLabel('Postal Code').fill('M5V 3L9');
  for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']) await page.getByRole('button', { name: `Add hours on ${day}` }).click();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Saved Coop des heures du Port.')).toBeVisible();

  // Every day 8:00–17:00 in Toronto, seen from Paris: open or closed, the line names the zone the French way.
  await page.goto('/fr/reps-retailers?label=Retailers&zip=M5V%203L9&region=3');
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Coop des heures du Port' }) });
  const hours = card.locator('.result-hours');
  await expect(hours).toHaveText(/^(Ouvert · ferme à 17 h|Fermé · ouvre (\p{Ll}+ )?à 8 h) H[NA]E$/u);
  if ((await hours.textContent())!.startsWith('Ouvert')) await expect(hours).toHaveClass(/\bis-open\b/);
  else await expect(hours).not.toHaveClass(/\bis-open\b/);
  expect(errors).toEqual([]);
});

test('a retailer serving an area far from it is listed there, marked "Serves your area"', async ({ page }) => {
  const errors = watchConsole(page);
  await loginAsAdmin(page);
  await page.goto('/siteadmin/reps-retailers/retailer/create');
  await page.getByLabel('Name').fill('Sioux Falls Service Area Test');
  await page.getByLabel('City').fill('Sioux Falls');
  await page.getByLabel('Zip Code').fill('57104');
  await page.getByLabel('Areas served (3-digit ZIP prefixes)').fill('503');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Saved Sioux Falls Service Area Test.')).toBeVisible();
  await page.goto('/reps-retailers?label=Retailers&zip=50312&region=2');
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Sioux Falls Service Area Test' }) });
  await expect(card.getByText('Serves your area')).toBeVisible();
  expect(errors).toEqual([]);
});
