import { expect, test } from '@playwright/test';

import { watchConsole } from './support/login';

/**
 * The "Notify me of changes" form is server-rendered and its code loads when the form comes near
 * (client/src/lib/deferred-part.tsx). A submit made before the code has run is held and sent once, by the page's
 * own handler; if the code cannot be loaded, the server's form still works the no-script way.
 */

const SUBSCRIBED = 'Thank you. Please check your inbox: we sent you an email with a link to confirm. Nothing is sent to you before you confirm.';
const FORM_CODE = /\/assets\/notify-form\.[0-9a-f]+\.js$/;

test('a submit made before the form’s code arrives is sent once, when it has arrived', async ({ page }) => {
  const errors = watchConsole(page);
  let release: () => void = () => undefined;
  const released = new Promise<void>((r) => (release = r));
  await page.route(FORM_CODE, async (route) => {
    await released;
    await route.continue();
  });
  const subscribes: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && /\/(api\/labels\/subscribe|label-notices\/subscribe)$/.test(new URL(r.url()).pathname)) subscribes.push(new URL(r.url()).pathname);
  });
  await page.goto('/agrotain');
  const form = page.getByRole('region', { name: 'Notify me of changes' });
  await form.scrollIntoViewIfNeeded();
  await form.getByLabel('Email address').fill(`early-${Date.now()}@example.com`);
  await form.getByLabel('Email address').press('Enter');
  const button = form.getByRole('button', { name: 'Notify me' });
  // Held: nothing is posted, the page stays, and the button says it is taken.
  await expect(button).toBeDisabled();
  await button.click({ force: true });
  expect(subscribes).toEqual([]);
  await expect(page).toHaveURL(/\/agrotain$/);

  release();
  await expect(form.getByRole('status')).toHaveText(SUBSCRIBED);
  await page.waitForTimeout(300);
  expect(subscribes).toEqual(['/api/labels/subscribe']);
  expect(errors).toEqual([]);
});

test('when the form’s code cannot be loaded, the page stays and the form posts the no-script way', async ({ page }) => {
  await page.route(FORM_CODE, (route) => route.abort());
  await page.goto('/agrotain');
  const form = page.getByRole('region', { name: 'Notify me of changes' });
  await form.scrollIntoViewIfNeeded();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await form.getByLabel('Email address').fill(`offline-${Date.now()}@example.com`);
  await form.getByRole('button', { name: 'Notify me' }).click();
  // The server answers the form post with a page of its own.
  await expect(page.getByRole('status')).toHaveText(SUBSCRIBED);
  await expect(page).toHaveURL(/\/label-notices\/subscribe$/);
});
