import AxeBuilder from '@axe-core/playwright';
import { expect, Page, test } from '@playwright/test';

import { watchConsole } from './support/login';

/** The contact overlay (spec 2.3, 5): validation, region labels, phone input, send. */

const send = (page: Page) => page.getByRole('button', { name: 'Send' }).click();

test.describe('contact overlay', () => {
  test('an empty send shows the messages in order and scrolls to the first field in error', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 700 });
    const errors = watchConsole(page);
    await page.goto('/contact');
    await expect(page.getByRole('dialog', { name: 'Connect with us' })).toBeVisible();
    // The page behind does not scroll while the overlay is open.
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
    await page.getByRole('button', { name: 'Send' }).scrollIntoViewIfNeeded();
    await expect(page.getByLabel('Name')).not.toBeInViewport();
    await send(page);
    const messages = page.locator('.invalid-feedback');
    await expect(messages).toHaveText(['Name is required.', 'Email is required.', 'Region is required.', 'Role is required.']);
    await expect(page.getByLabel('Name')).toBeFocused();
    await expect(page.getByLabel('Name')).toBeInViewport();
    await expect(page.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');
    // The overlay, with its messages showing, passes an accessibility audit.
    expect((await new AxeBuilder({ page }).include('.contact-dialog').analyze()).violations).toEqual([]);

    await page.getByLabel('Name').fill('Pat Grower');
    await page.getByLabel('Email').fill('pat@example');
    await send(page);
    await expect(messages).toHaveText(['Please enter a valid email address.', 'Region is required.', 'Role is required.']);
    await expect(page.getByLabel('Email')).toBeFocused();
    expect(errors).toEqual([]);
  });

  test('US labels and states on /contact; Province and Postal Code with provinces on /contact-ca and /can/contact-us', async ({ page }) => {
    const errors = watchConsole(page);
    await page.goto('/contact');
    await expect(page.getByLabel('State', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Zip Code')).toBeVisible();
    await expect(page.getByLabel('State', { exact: true }).locator('option')).toHaveCount(52);
    await expect(page.getByLabel('State', { exact: true }).locator('option', { hasText: 'District of Columbia' })).toHaveCount(1);

    for (const path of ['/contact-ca', '/can/contact-us']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'Connect with us' })).toBeVisible();
      await expect(page.getByLabel('Province')).toBeVisible();
      await expect(page.getByLabel('Postal Code')).toBeVisible();
      await expect(page.getByLabel('State', { exact: true })).toHaveCount(0);
      await expect(page.getByLabel('Province').locator('option')).toHaveCount(14);
      await page.getByLabel('Province').selectOption({ label: 'Saskatchewan' });
    }
    // Choosing Canada on the US route switches the labels too.
    await page.goto('/contact');
    await page.getByLabel('Region').selectOption('Canada');
    await expect(page.getByLabel('Province')).toBeVisible();
    await expect(page.getByLabel('Postal Code')).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('region 4 hides state and postal code, and close goes to /home-int; close goes to / for the US', async ({ page }) => {
    const errors = watchConsole(page);
    await page.goto('/contact');
    await page.getByRole('button', { name: 'Close' }).click();
    await expect(page).toHaveURL((u) => u.pathname === '/');
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');

    await page.goto('/home-int');
    await expect(page.locator('h1').first()).toBeVisible();
    await page.waitForFunction(() => window.localStorage.getItem('region') === '4');
    await page.goto('/contact');
    await expect(page.getByRole('heading', { name: 'Connect with us' })).toBeVisible();
    await expect(page.getByLabel('Name')).toBeVisible();
    await expect(page.getByLabel('State', { exact: true })).toHaveCount(0);
    await expect(page.getByLabel('Province')).toHaveCount(0);
    await expect(page.getByLabel('Zip Code')).toHaveCount(0);
    await expect(page.getByLabel('Postal Code')).toHaveCount(0);
    await page.getByRole('button', { name: 'Close' }).click();
    await expect(page).toHaveURL((u) => u.pathname === '/home-int');

    // An international Region option hides them on the US route as well.
    await page.goto('/contact-ca');
    await page.getByLabel('Region').selectOption('Europe');
    await expect(page.getByLabel('Province')).toHaveCount(0);
    await expect(page.getByLabel('Postal Code')).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('the phone field refuses letters, formats a US number and switches country on +44', async ({ page }) => {
    const errors = watchConsole(page);
    await page.goto('/contact');
    const phone = page.getByLabel('Phone');
    const country = page.getByRole('button', { name: /^Country:/ });
    await expect(country).toHaveAccessibleName('Country: United States (+1)');
    await phone.click();
    // Focused, the empty field shows the dropdown's dial code; only digits may be typed (spec 2.3, 5).
    await expect(phone).toHaveValue('+1 ');
    await phone.pressSequentially('abc+ -');
    await expect(phone).toHaveValue('+1 ');
    await phone.pressSequentially('2015550123');
    await expect(phone).toHaveValue('+1 (201) 555-0123');
    await phone.pressSequentially('x-');
    await expect(phone).toHaveValue('+1 (201) 555-0123');
    // Undo (history saved 200 ms after typing stops).
    await page.waitForTimeout(300);
    await phone.press('Backspace');
    await expect(phone).toHaveValue('+1 (201) 555-012');
    await page.waitForTimeout(300);
    await phone.press('Control+z');
    await expect(phone).toHaveValue('+1 (201) 555-0123');

    // Another country: its dial code typed as digits in place of the shown one ('+' cannot be typed).
    await phone.fill('');
    await phone.press('Tab');
    await phone.click();
    await expect(phone).toHaveValue('+1 ');
    await phone.press('End');
    await phone.press('Backspace');
    await phone.press('Backspace');
    await expect(phone).toHaveValue('+');
    await phone.pressSequentially('44');
    await expect(country).toHaveAccessibleName('Country: United Kingdom (+44)');
    await phone.pressSequentially('2079460958');
    await expect(phone).toHaveValue('+44 20 7946 0958');
    await expect(country.locator('img')).toHaveAttribute('src', /^data:image\/svg\+xml/);

    // The dropdown: type-ahead picks Canada; the number keeps its digits under the new dial code.
    await country.click();
    const list = page.getByRole('listbox', { name: 'Country' });
    await expect(list).toBeVisible();
    await page.keyboard.type('uni');
    await expect(list.getByRole('option', { name: /^United States/ })).toHaveClass(/is-active/);
    // The type-ahead starts again after 1 s without typing.
    await page.waitForTimeout(1100);
    await page.keyboard.type('can');
    await expect(list.getByRole('option', { name: /^Canada/ })).toHaveClass(/is-active/);
    await page.keyboard.press('Enter');
    await expect(country).toHaveAccessibleName('Country: Canada (+1)');
    await expect(phone).toHaveValue(/^\+1 /);

    expect(errors).toEqual([]);
  });

  test('Escape in the phone country list closes only the list: the overlay stays with what was typed', async ({ page }) => {
    const errors = watchConsole(page);
    await page.goto('/contact-ca');
    await page.getByLabel('Name').fill('Escape Test');
    await page.getByLabel('Message').fill('Typed before the list.');
    const country = page.getByRole('button', { name: /^Country:/ });
    // By keyboard: back from the number to the country button, open the list, move in it, Escape.
    await page.getByLabel('Phone').focus();
    await page.keyboard.press('Shift+Tab');
    await expect(country).toBeFocused();
    await page.keyboard.press('Enter');
    const list = page.getByRole('listbox', { name: 'Country' });
    await expect(list).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Escape');
    await expect(list).toBeHidden();
    await expect(country).toBeFocused();
    await expect(page).toHaveURL(/\/contact-ca$/);
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page.getByLabel('Name')).toHaveValue('Escape Test');
    // A second Escape closes the overlay.
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    expect(errors).toEqual([]);
  });

  test('a valid send shows the thank-you; a failed send keeps what was typed', async ({ page }) => {
    const errors = watchConsole(page);
    await page.goto('/contact');
    await page.getByLabel('Name').fill('Browser Test Grower');
    await page.getByLabel('Email').fill('browser.grower@example.com');
    await page.getByLabel('Phone').click();
    await page.getByLabel('Phone').pressSequentially('5155550199');
    await page.getByLabel('Region').selectOption('USA');
    await page.getByLabel('Role').selectOption('Grower');
    await page.getByLabel('State', { exact: true }).selectOption({ label: 'Iowa' });
    await page.getByLabel('Zip Code').fill('50309');
    await page.getByLabel('Message').fill('Please send information about SUPERU.');

    // A server failure: nothing is shown and the form stays as it is.
    await page.route('**/api/forms/add', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ success: false, message: 'nope' }) }));
    await send(page);
    await expect(page.getByRole('button', { name: 'Send' })).toBeEnabled();
    await expect(page.getByLabel('Name')).toHaveValue('Browser Test Grower');
    await expect(page.getByLabel('Phone')).toHaveValue('+1 (515) 555-0199');
    await expect(page.getByText(/reviewing/)).toHaveCount(0);
    await page.unroute('**/api/forms/add');

    const request = page.waitForRequest('**/api/forms/add');
    await send(page);
    const body = (await request).postDataJSON();
    expect(body).toMatchObject({ name: 'Browser Test Grower', email: 'browser.grower@example.com', phone: '+1 (515) 555-0199', reCaptchaToken: '', website: '' });
    expect(JSON.parse(body.data)).toEqual({ region: 'USA', role: 'Grower', state: 'IA', zipcode: '50309', message: 'Please send information about SUPERU.' });
    await expect(page.getByRole('status').filter({ hasText: 'Our team is reviewing your request and will connect you with the right resource.' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
    // Focus goes to the thank-you that replaced the form, still inside the dialog.
    await expect(page.getByRole('status').filter({ hasText: 'Thank you!' })).toBeFocused();
    expect(errors).toEqual([]);
  });

  test('with a reCAPTCHA site key, a v3 token for the action "form" is taken just before sending', async ({ page }) => {
    const errors = watchConsole(page);
    const actions: string[] = [];
    await page.exposeFunction('recordRecaptchaAction', (a: string) => actions.push(a));
    // The page as served, with a site key configured; Google's script replaced by a local fake.
    await page.route('**/contact', async (route) => {
      const res = await route.fetch();
      const html = (await res.text()).replace('"recaptchaSiteKey":null', '"recaptchaSiteKey":"test-site-key"');
      await route.fulfill({ response: res, body: html });
    });
    await page.route('https://www.google.com/recaptcha/api.js**', (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: `window.grecaptcha = { ready: (cb) => setTimeout(cb, 0), execute: (key, opts) => { window.recordRecaptchaAction(key + ':' + opts.action); return Promise.resolve('fake-v3-token'); } };`,
      }),
    );
    await page.goto('/contact');
    await page.getByLabel('Name').fill('Token Tester');
    await page.getByLabel('Email').fill('token.tester@example.com');
    await page.getByLabel('Region').selectOption('Africa');
    await page.getByLabel('Role').selectOption('Vendor');
    await expect(page.getByText('This site is protected by reCAPTCHA')).toBeVisible();
    const request = page.waitForRequest('**/api/forms/add');
    await send(page);
    expect((await request).postDataJSON()).toMatchObject({ reCaptchaToken: 'fake-v3-token' });
    expect(actions).toEqual(['test-site-key:form']);
    await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
    expect(errors).toEqual([]);
  });
});
