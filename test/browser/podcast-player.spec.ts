import { expect, Page, test } from '@playwright/test';

import { watchConsole } from './support/login';

/**
 * A podcast item loads with no layout shift (CLS 0). The first render shows a Play button in a
 * box as tall as the audio player, not Chromium's native `<audio controls>` (its controls laid out again
 * after first paint: CLS 0.004); the player mounts in that box on a click, and the episode's file is a
 * plain link for visitors without JavaScript.
 */

const PODCAST = '/knowledge-center/podcast-planning-your-spring-nitrogen';
const TITLE = 'Podcast: Planning Your Spring Nitrogen';
const EPISODE = 'https://media.example.com/podcasts/spring-nitrogen.mp3';

/** Half a second of silence as an 8 kHz, 8-bit mono WAV: the seeded episode's host does not exist here. */
function silentWav(): Buffer {
  const samples = 4000;
  const wav = Buffer.alloc(44 + samples, 128);
  wav.write('RIFF', 0);
  wav.writeUInt32LE(36 + samples, 4);
  wav.write('WAVEfmt ', 8);
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20); // PCM
  wav.writeUInt16LE(1, 22); // mono
  wav.writeUInt32LE(8000, 24);
  wav.writeUInt32LE(8000, 28);
  wav.writeUInt16LE(1, 32);
  wav.writeUInt16LE(8, 34);
  wav.write('data', 36);
  wav.writeUInt32LE(samples, 40);
  return wav;
}

/** Opens the podcast item with layout shifts recorded from the start, and waits until it has hydrated and settled. */
async function openPodcast(page: Page) {
  await page.route(EPISODE, (route) => route.fulfill({ status: 200, contentType: 'audio/wav', body: silentWav() }));
  await page.addInitScript(() => {
    const w = window as unknown as { __shift: number };
    w.__shift = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) if (!e.hadRecentInput) w.__shift += e.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(PODCAST);
  await expect(page.locator('#root')).toHaveAttribute('data-hydrated', '1');
  await page.waitForLoadState('networkidle');
  // Chromium's audio controls re-laid out about half a second after load: wait past that.
  await page.waitForTimeout(1000);
}

const playButton = (page: Page) => page.getByRole('button', { name: `Play episode: ${TITLE}` });
const player = (page: Page) => page.getByRole('region', { name: 'Listen to the episode' });

for (const [screen, viewport] of [
  ['a desktop', { width: 1280, height: 720 }],
  ['a phone', { width: 390, height: 844 }],
] as const)
  test(`on ${screen}, a podcast item loads without a layout shift and plays its episode from the Play button`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const errors = watchConsole(page);
    await openPodcast(page);
    expect(await page.evaluate(() => (window as unknown as { __shift: number }).__shift)).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __hydrationErrors?: string[] }).__hydrationErrors)).toEqual([]);

    await expect(playButton(page)).toBeVisible();
    await expect(player(page).locator('audio')).toHaveCount(0);
    const size = async () => player(page).evaluate((el) => [el.clientWidth, el.clientHeight]);
    const before = await size();

    await playButton(page).click();
    const audio = player(page).locator('audio');
    await expect(audio).toHaveAttribute('src', EPISODE);
    await expect(audio).toHaveAttribute('controls', '');
    await expect(audio).toBeFocused();
    await expect(playButton(page)).toHaveCount(0);
    await expect.poll(() => audio.evaluate((a: HTMLAudioElement) => a.currentTime > 0 || a.ended)).toBe(true);
    // The player took the button's place: the section kept its size.
    expect(await size()).toEqual(before);
    expect(errors).toEqual([]);
  });

test('the Play button works from the keyboard', async ({ page }) => {
  const errors = watchConsole(page);
  await openPodcast(page);
  await playButton(page).focus();
  await page.keyboard.press('Enter');
  await expect(player(page).locator('audio')).toHaveAttribute('src', EPISODE);
  await expect(player(page).locator('audio')).toBeFocused();
  expect(errors).toEqual([]);
});

test('without JavaScript the page links to the episode file', async ({ request, browser }) => {
  const res = await request.get(PODCAST);
  expect(res.status()).toBe(200);
  const html = await res.text();
  expect(html).toContain(`href="${EPISODE}"`);
  expect(html).not.toContain('<audio');

  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(PODCAST);
  await expect(player(page).getByRole('link', { name: `Download the episode: ${TITLE}` })).toHaveAttribute('href', EPISODE);
  await context.close();
});
