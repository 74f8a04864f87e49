/**
 * The pseudo-locale check: every public template is rendered (through the server renderer, with the routes,
 * layouts and components the browser uses) with both languages' site catalogs replaced by marked messages
 * (⟦…⟧, letters accented). Any text a person sees or hears there (text, labels, placeholders, alt and title text)
 * that is neither marked nor data (brand names, the company's name, a record's fields, the forms' catalog) was
 * written in a component instead of coming from the catalog, and fails the test.
 */
import type { DirectorySearchResponse } from '@contract/directory';
import { FORMS_CATALOGS } from '@contract/i18n/form-messages';
import en from '@contract/i18n/messages/site.en.json';
import fr from '@contract/i18n/messages/site.fr.json';
import type { RuntimeConfig } from '@contract/runtime-config';
import { MEGA_MENU, PRODUCT_ROUTES } from '@contract/site';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { Parser } from 'htmlparser2';

import { SOLUTION_CATALOGUE } from '../../../src/selector/solution-catalogue';
import { selectorQuery } from '../features/selector/query';
import { setCatalogForTests } from '../lib/i18n';
import { renderPage } from '../ssr';

const ACCENTS: Record<string, string> = { a: 'á', e: 'é', i: 'í', o: 'ó', u: 'ú', c: 'ç', n: 'ñ', s: 'š', A: 'Á', E: 'É', I: 'Í', O: 'Ó', U: 'Ú', C: 'Ç', N: 'Ñ', S: 'Š' };
const accent = (s: string) => s.replace(/[aeioucnsAEIOUCNS]/g, (c) => ACCENTS[c]);

/** A message's AST with its literal text accented; the whole message between ⟦ and ⟧. */
function pseudoElements(elements: MessageFormatElement[]): MessageFormatElement[] {
  return elements.map((el) => {
    if (el.type === TYPE.literal) return { ...el, value: accent(el.value) };
    if (el.type === TYPE.select || el.type === TYPE.plural) {
      return { ...el, options: Object.fromEntries(Object.entries(el.options).map(([k, o]) => [k, { ...o, value: pseudoElements(o.value) }])) };
    }
    if (el.type === TYPE.tag) return { ...el, children: pseudoElements(el.children) };
    return el;
  });
}
const pseudoCatalog = (catalog: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(catalog).map(([id, m]) => [id, [{ type: TYPE.literal, value: '⟦' }, ...pseudoElements(parse(m)), { type: TYPE.literal, value: '⟧' }] as MessageFormatElement[]]),
  );

const CONFIG: RuntimeConfig = {
  publicUrlUs: null,
  publicUrlCa: null,
  companyName: 'Koch Agronomic',
  timeZone: 'America/Chicago',
  recaptchaSiteKey: null,
  mapsKey: null,
  trackingPixelUrls: [],
  sessionTimeoutMs: 14399998,
  careersUrl: 'https://careers.example.com',
};

const results = (label: 'Retailers' | 'Reps'): DirectorySearchResponse => ({
  label,
  origin: { code: 'S4P 3Y2', region: 3, place: 'Regina', state: 'SK', lat: 50.45, lng: -104.6 },
  unit: 'km',
  radius: 40,
  widened: true,
  reps: [
    {
      id: 1,
      name: 'Dana Prairie',
      title: 'Territory Manager',
      photoUrl: null,
      email: 'dana@example.com',
      phone: '306-555-0100',
      region: 3,
      products: ['AGROTAIN'],
      matchedBy: 'fsa',
      matchedCode: 'S4P',
    },
  ],
  retailers: [
    {
      id: 2,
      name: 'Regina Ag Supply',
      address: '1 Main St',
      city: 'Regina',
      state: 'SK',
      postalCode: 'S4P 3Y2',
      region: 3,
      phone: '306-555-0101',
      website: 'https://example.com',
      email: 'shop@example.com',
      lat: 50.45,
      lng: -104.6,
      products: ['SUPERU'],
      distance: 3.25,
      openStatus: null,
      servesYourArea: true,
    },
  ],
});

/** A podcast of the knowledge center (an audio file): its page has the player. */
const EPISODE = {
  id: 1,
  baseId: 1,
  kind: 'knowledge-center',
  slug: 'episode',
  title: 'Episode',
  regionIds: [3],
  status: 'published',
  publishedAt: '2026-03-20T15:00:00.000Z',
  pinned: false,
  metadata: { desc: 'Episode' },
  heroImageType: 0,
  heroMedia: null,
  modules: [],
  summary: 'Episode',
  resourceType: 2,
  mediaUrl: '/doccenter/episode.mp3',
  created: '2026-03-20T15:00:00.000Z',
  updated: '2026-03-20T15:00:00.000Z',
};

/** Text that is data, not UI: records and fixtures, brands, codes, the company's name. */
const DATA = new Set<string>([
  CONFIG.companyName,
  ...PRODUCT_ROUTES.map((p) => p.brand),
  ...[2, 3].flatMap((r) => MEGA_MENU[r as 2 | 3].columns.flatMap((c) => c.groups.flatMap((g) => g.links.map((l) => l.label)))),
  ...SOLUTION_CATALOGUE.map((s) => s.name),
  // Its publication date, as Intl formats it in each language.
  ...[EPISODE.title, 'March 20, 2026', '20 mars 2026'],
  ...['Dana Prairie', 'Territory Manager', 'Regina Ag Supply', '1 Main St', 'Regina', 'SK', 'S4P 3Y2', 'Regina S4P 3Y2', 'Regina, SK S4P 3Y2', '306-555-0100', '306-555-0101'],
  // The forms' own catalog (validation, options, provinces): its texts come from a catalog too.
  ...Object.values(FORMS_CATALOGS.en),
  ...Object.values(FORMS_CATALOGS.fr),
]);
const DATA_WORDS = /^(?:[A-Z0-9][A-Z0-9+&\-/. ]*|[\d\s.,:;%+\-–—()/·×*|#…'"«»©]*)$/;
const VISIBLE_ATTRIBUTES = ['aria-label', 'placeholder', 'alt', 'title', 'label'];

/** Visible text of a page (text and the attributes people see or hear) that is neither marked nor data. */
function unmarkedText(html: string): string[] {
  const found: string[] = [];
  let hidden = 0;
  const check = (raw: string) => {
    const text = raw.replace(/\s+/g, ' ').trim();
    if (!text || text.includes('⟦') || text.includes('⟧') || DATA.has(text) || DATA_WORDS.test(text)) return;
    found.push(text);
  };
  // The parser hands text over in pieces (around each character reference): a text runs from tag to tag.
  let text = '';
  const flush = () => {
    if (hidden === 0) check(text);
    text = '';
  };
  const parser = new Parser(
    {
      onopentag(name, attrs) {
        flush();
        if (name === 'script' || name === 'style' || name === 'template') hidden++;
        for (const a of VISIBLE_ATTRIBUTES) if (attrs[a] !== undefined) check(attrs[a]);
        if (name === 'span' && attrs['data-label'] !== undefined) check(attrs['data-label']);
      },
      ontext: (piece) => void (text += piece),
      onclosetag(name) {
        flush();
        if (name === 'script' || name === 'style' || name === 'template') hidden--;
      },
      onend: flush,
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return found;
}

const render = (path: string, region: 2 | 3, initialData: unknown = null) =>
  renderPage({ url: `http://localhost${path}`, host: 'localhost', region, initialData, config: CONFIG }).then((html) => html ?? '');

const pageData = (path: string, rest: Record<string, unknown>) => ({ path: path.split('?')[0], region: 3, ...rest });

/** Every public template of the header, footer, forms, selector and locator, in both languages. */
const PAGES: Array<[string, 2 | 3, (path: string) => unknown]> = [
  ['/', 2, () => null],
  ['/home-int', 2, () => null],
  ['/home-ca', 3, () => null],
  ['/find-a-rep', 2, () => null],
  ['/find-a-rep-ca', 3, () => null],
  ['/contact-ca', 3, () => null],
  ['/contact', 2, () => null],
  [
    '/reps-retailers?label=Retailers&zip=S4P%203Y2&region=3',
    3,
    (p) => pageData(p, { kind: 'directory-search', request: { label: 'Retailers', zip: 'S4P 3Y2', regionId: 3 }, result: results('Retailers'), error: null }),
  ],
  [
    '/reps-retailers?label=Reps&zip=S4P%203Y2&region=3',
    3,
    (p) => pageData(p, { kind: 'directory-search', request: { label: 'Reps', zip: 'S4P 3Y2', regionId: 3 }, result: results('Reps'), error: null }),
  ],
  ['/retailer-thankyou', 3, () => null],
  ['/rep-thankyou', 3, () => null],
  ['/product-selector', 3, () => null],
  [`/product-selector${selectorQuery(2, { 1: 1 })}`, 3, () => null],
  [`/product-selector${selectorQuery(3, { 1: 1, 2: 1 })}`, 3, () => null],
  [`/product-selector${selectorQuery(4, { 1: 1, 2: 1, 3: 1 })}`, 3, () => null],
  [`/product-selector${selectorQuery(5, { 1: 1, 2: 2, 3: 1 })}`, 3, () => null],
  [`/product-selector${selectorQuery(6, { 1: 6, 3: 1 })}`, 3, () => null],
  [`/product-selector${selectorQuery(7, { 1: 1, 2: 1, 3: 1, 4: [1, 2] })}`, 3, (p) => pageData(p, { kind: 'product-selector', solutions: SOLUTION_CATALOGUE })],
  [`/product-selector${selectorQuery(7, { 1: 6, 3: 1, 6: 1 })}`, 3, (p) => pageData(p, { kind: 'product-selector', solutions: SOLUTION_CATALOGUE })],
  [
    '/can/knowledge-center/episode',
    3,
    // On the French page, the French item (the store keys an item by its language).
    (p) =>
      pageData(p, {
        kind: 'content-item',
        contentKind: 'knowledge-center',
        slug: 'episode',
        itemRegion: 3,
        item: { ...EPISODE, locale: p.startsWith('/fr') ? 'fr' : undefined },
        related: [],
      }),
  ],
  ['/not-found', 3, () => null],
  ['/access-denied', 3, () => null],
];

beforeAll(() => {
  setCatalogForTests('en', pseudoCatalog(en));
  setCatalogForTests('fr', pseudoCatalog(fr));
});

describe('pseudo-locale render of the public templates', () => {
  it('finds text written in a component (the check itself)', () => {
    expect(unmarkedText('<header><a href="/">⟦Hóme⟧</a><button aria-label="Close menu">x</button><p>Find a Rep</p><span>AGROTAIN</span></header>')).toEqual([
      'Close menu',
      'x',
      'Find a Rep',
    ]);
  });

  for (const french of [false, true]) {
    for (const [path, region, data] of PAGES) {
      const url = french ? `/fr${path === '/' ? '/home-ca' : path}` : path;
      if (french && ['/find-a-rep', '/contact', '/home-int'].includes(path)) continue;
      it(`${url}: every visible text comes from the catalog`, async () => {
        const html = await render(url, french ? 3 : region, data(url));
        expect(html.length).toBeGreaterThan(200);
        expect(html).toContain('⟦');
        expect(unmarkedText(html)).toEqual([]);
      });
    }
  }
});
