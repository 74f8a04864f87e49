import { expect, test } from '@playwright/test';

import { watchConsole } from './support/login';

/** "Use my location" on Find a Rep: asks only when pressed, says why, fills the box and searches; a refusal ends in a message with focus in the box. */

test.describe('granted', () => {
  // Des Moines, IA: the ZIP 50309's centre.
  test.use({ geolocation: { latitude: 41.5887, longitude: -93.6212 }, permissions: ['geolocation'] });

  test('fills the ZIP box from the position and searches', async ({ page }) => {
    const errors = watchConsole(page);
    const located = page.waitForRequest((r) => r.url().endsWith('/api/directory/locate'));
    await page.goto('/find-a-rep');
    const button = page.getByRole('button', { name: 'Use my location' });
    await expect(button).toHaveAccessibleDescription(/asks your browser for its position once, only to fill in your ZIP or postal code; it is not stored/);
    await page.getByLabel('Who Are You?').selectOption('Retailers');
    await button.click();
    await located;
    await expect(page).toHaveURL(/\/reps-retailers$/);
    await expect(page.getByRole('heading', { level: 2 })).toContainText('Des Moines, IA 50309');
    await expect(page.getByLabel('Search by Zip')).toHaveValue('50309');
    expect(errors).toEqual([]);
  });

  test('without a choice of who, fills the box and asks for it', async ({ page }) => {
    await page.goto('/find-a-rep');
    await page.getByRole('button', { name: 'Use my location' }).click();
    await expect(page.getByLabel('Search by Zip')).toHaveValue('50309');
    await expect(page.getByRole('status').filter({ hasText: 'Your location is in Des Moines, IA (50309). Choose who you are, then search.' })).toBeVisible();
    await expect(page.getByLabel('Who Are You?')).toBeFocused();
  });
});

test.describe('denied', () => {
  test.use({ permissions: [] });

  test('says so, stops the spinner and moves focus to the ZIP box within a second', async ({ page, context }) => {
    const errors = watchConsole(page);
    await context.clearPermissions();
    await page.goto('/find-a-rep');
    const button = page.getByRole('button', { name: 'Use my location' });
    await page.getByLabel('Who Are You?').selectOption('Retailers');
    await button.click();
    await expect(page.getByRole('alert')).toHaveText('Location access is turned off for this site. Please enter your ZIP or postal code.', { timeout: 1000 });
    await expect(page.getByLabel('Search by Zip')).toBeFocused({ timeout: 1000 });
    await expect(button).toBeEnabled();
    await expect(button.locator('.spinner-border')).toHaveCount(0);
    await expect(page).toHaveURL(/\/find-a-rep$/);
    expect(errors).toEqual([]);
  });
});

test.describe('no answer', () => {
  test('gives up after 8 seconds with a message and focus in the box', async ({ page }) => {
    // A browser that never answers (a permission prompt left open): the page's own limit ends the wait.
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition: () => undefined }, configurable: true });
    });
    await page.clock.install();
    await page.goto('/find-a-rep');
    const button = page.getByRole('button', { name: 'Use my location' });
    await button.click();
    await expect(button.locator('.spinner-border')).toHaveCount(1);
    await page.clock.runFor(8000);
    await expect(page.getByRole('alert')).toHaveText('Finding your location took too long. Please enter your ZIP or postal code.');
    await expect(page.getByLabel('Search by Zip')).toBeFocused();
    await expect(button.locator('.spinner-border')).toHaveCount(0);
  });
});

test.describe('on a French page', () => {
  test.describe('granted', () => {
    // Quebec City's FSA G1R.
    test.use({ geolocation: { latitude: 46.8059, longitude: -71.2182 }, permissions: ['geolocation'] });

    test('names the place as French searches do', async ({ page }) => {
      await page.goto('/fr/find-a-rep-ca');
      await page.getByRole('button', { name: 'Utiliser ma position' }).click();
      await expect(page.getByLabel('Rechercher par code postal')).toHaveValue('G1R');
      await expect(page.getByRole('status').filter({ hasText: 'Votre position se trouve à Québec Est, QC (G1R).' })).toBeVisible();
    });
  });

  test.describe('denied', () => {
    test.use({ permissions: [] });

    test('says so in French', async ({ page, context }) => {
      await context.clearPermissions();
      await page.goto('/fr/find-a-rep-ca');
      await page.getByRole('button', { name: 'Utiliser ma position' }).click();
      await expect(page.getByRole('alert')).toHaveText('L’accès à votre position est désactivé pour ce site. Veuillez entrer votre code postal.');
      await expect(page.getByLabel('Rechercher par code postal')).toBeFocused();
    });
  });

  test('a search the server never answers says so in French', async ({ page }) => {
    await page.goto('/fr/find-a-rep-ca');
    await expect(page.locator('#root[data-hydrated="1"]')).toBeAttached();
    await page.route('**/api/directory/search', (route) => route.abort('internetdisconnected'));
    await page.getByLabel('Qui êtes-vous\u00a0?').selectOption('Retailers');
    await page.getByLabel('Rechercher par code postal').fill('H2X 1Y4');
    await page.getByRole('button', { name: 'Rechercher des détaillants' }).click();
    await expect(page.getByRole('alert')).toHaveText('Impossible de joindre le serveur. Veuillez réessayer.');
  });
});
