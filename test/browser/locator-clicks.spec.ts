import { expect, test } from '@playwright/test';

import { loginAsAdmin, watchConsole } from './support/login';

/** Click tracking: a result's Call link sends a beacon, counted for that retailer, seen in the locator report and on its edit page. */

test("a result's Call click shows in the admin's counts", async ({ page }) => {
  const errors = watchConsole(page);
  await page.goto('/reps-retailers?label=Retailers&zip=50309&region=2');
  const list = page.getByRole('list', { name: 'Retailers' });
  const first = list.getByRole('listitem').first();
  const name = (await first.getByRole('heading').textContent())!.trim();
  const call = first.getByRole('link', { name: /^Call / });
  // A test browser has no phone to hand a tel: link to (and is left waiting for it): the link is kept from
  // navigating, while the page's own click handler, which sends the beacon, still runs.
  await page.evaluate(() =>
    document.addEventListener(
      'click',
      (e) => {
        if ((e.target as Element).closest('a[href^="tel:"]')) e.preventDefault();
      },
      true,
    ),
  );
  const beacon = page.waitForRequest((r) => r.url().endsWith('/api/directory/clicks') && r.method() === 'POST');
  await call.click();
  // (Playwright does not show a beacon's body: what it carried is checked by the count below.)
  const sent = await beacon;
  expect(await sent.allHeaders()).not.toHaveProperty('authorization');

  await loginAsAdmin(page);
  await page.goto('/siteadmin/locator');
  const row = page.getByRole('region', { name: 'Result clicks' }).getByRole('row').filter({ hasText: name });
  await expect(row.getByRole('cell')).toHaveText([new RegExp(`^${name}`), '0', '1', '0', '1']);
  await row.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { name: 'Retailer Edit' })).toBeVisible();
  const own = page.getByRole('region', { name: 'Search result clicks, last 90 days' });
  await expect(own.getByRole('definition')).toHaveText(['0', '1', '0']);
  expect(errors).toEqual([]);
});
