import * as fs from 'node:fs';
import * as path from 'node:path';
import { HOME_COPY } from '../contract/home-copy';
import { RegionId } from '../contract/regions';
import { findARepPath } from '../contract/site';
import { PROJECT_ROOT } from '../web/paths';
import { escapeHtml } from './head-tags';

// The home hero's background (client/src/features/site/img/hero-field.svg, which the client inlines as a data URL).
let heroImage: string | null | undefined;
function heroImageSrc(): string | null {
  if (heroImage === undefined) {
    const file = path.join(PROJECT_ROOT, 'client', 'src', 'features', 'site', 'img', 'hero-field.svg');
    heroImage = fs.existsSync(file) ? `data:image/svg+xml;base64,${fs.readFileSync(file).toString('base64')}` : null;
  }
  return heroImage;
}

const arrow = '<svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round"><path d="M5 12h14M13 6l6 6-6 6"/></svg>';

/**
 * A static copy of a home's hero (same markup and classes as client/src/features/site/pages/home-page.tsx),
 * placed in #root so the page paints before the client runs; the client's first render replaces it.
 * The header's space is kept so nothing moves when the real header and hero take its place.
 */
export function homeHeroHtml(region: RegionId): string {
  const copy = HOME_COPY[region];
  const img = heroImageSrc();
  const actions =
    region === 4
      ? `<a class="btn btn-gold btn-lg" href="/contact">Contact our team ${arrow}</a>`
      : `<a class="btn btn-gold btn-lg" href="#solutions">Explore Solutions ${arrow}</a><a class="btn btn-outline-light btn-lg" href="${findARepPath(region)}">Find a Rep</a>`;
  return [
    '<div class="static-shell">',
    '<div class="static-shell__header"></div>',
    '<section class="home-hero">',
    img ? `<img class="home-hero__bg" src="${img}" alt="" width="1600" height="900" fetchpriority="high">` : '',
    '<div class="container home-hero__content">',
    `<p class="eyebrow eyebrow--light">${escapeHtml(copy.eyebrow)}</p>`,
    `<h1 class="home-hero__title">${escapeHtml(copy.headline)}</h1>`,
    `<p class="home-hero__lead">${escapeHtml(copy.lead)}</p>`,
    `<div class="home-hero__actions">${actions}</div>`,
    '</div></section></div>',
  ].join('');
}
