import { directorySearchFromQuery } from '@contract/directory';
import { isCanadaHost, MEGA_MENU, regionForPath, regionHomeUrl } from '@contract/site';

import { customPageSlug } from './pages/fallback-page';

describe('region rules (spec 2.1, 2.2, 4)', () => {
  it('gives / region 3 on the Canada host, else 2', () => {
    expect(regionForPath('/', false)).toBe(2);
    expect(regionForPath('/', true)).toBe(3);
    expect(isCanadaHost('www.example.ca', 'https://www.example.ca')).toBe(true);
    expect(isCanadaHost('localhost:3000', null)).toBe(false);
  });
  it('maps homes, product pages, find-a-rep pages and /can paths to their region', () => {
    expect(regionForPath('/home-ca', false)).toBe(3);
    expect(regionForPath('/can', false)).toBe(3);
    expect(regionForPath('/int/', false)).toBe(4);
    expect(regionForPath('/AGROTAIN', false)).toBe(2);
    expect(regionForPath('/nitamin-ca', false)).toBe(3);
    expect(regionForPath('/find-a-rep-ca', false)).toBe(3);
    expect(regionForPath('/find-a-rep', false)).toBe(2);
    expect(regionForPath('/can/knowledge-center/x', false)).toBe(3);
    expect(regionForPath('/knowledge-center', false)).toBeNull();
  });
  it('sends a chosen region to its home, across hosts only when both are configured', () => {
    const none = { publicUrlUs: null, publicUrlCa: null };
    expect(regionHomeUrl(3, 'http://localhost', none)).toBe('/home-ca');
    expect(regionHomeUrl(4, 'http://localhost', none)).toBe('/home-int');
    expect(regionHomeUrl(2, 'http://localhost', none)).toBe('/');
    const both = { publicUrlUs: 'https://us.example', publicUrlCa: 'https://ca.example' };
    expect(regionHomeUrl(3, 'https://us.example', both)).toBe('https://ca.example/');
    expect(regionHomeUrl(2, 'https://ca.example', both)).toBe('https://us.example/');
    expect(regionHomeUrl(3, 'https://ca.example', both)).toBe('/');
    expect(regionHomeUrl(4, 'https://ca.example', both)).toBe('/home-int');
  });
});

describe('mega menu contents (spec 2.2)', () => {
  const labels = (r: 2 | 3) => MEGA_MENU[r].columns.map((c) => [c.title, c.groups.flatMap((g) => g.links.map((l) => `${l.label}→${l.to}`))]);
  it('US', () => {
    expect(labels(2)).toEqual([
      ['Nutrient Management', ['OPTRIENT→/optrient', 'WOLF TRAX→/wolf-trax']],
      ['Nutrient Protection', ['AGROTAIN→/agrotain', 'ANVOL→/anvol', 'CENTURO→/centuro', 'SUPERU→/superu']],
      ['Seed Enhancement', ['PROTIVATE→/protivate']],
    ]);
    expect(MEGA_MENU[2].selectorButton).toEqual({ label: 'Product Selector', to: '/product-selector' });
  });
  it('Canada', () => {
    expect(labels(3)).toEqual([
      ['Nutrient Management', ['OPTRIENT→/nitamin-ca', 'SYNTHOS→/synthos-ca', 'WOLF TRAX→/wolf-trax-ca']],
      ['Nutrient Protection', ['AGROTAIN→/agrotain-ca', 'ANVOL→/anvol-ca', 'CENTURO→/centuro-ca', 'SUPERU→/superu-ca', 'TRIBUNE→/tribune-ca']],
      ['Seed Enhancement', ['PROTIVATE→/protivate-ca']],
    ]);
    expect(MEGA_MENU[3].selectorButton).toBeUndefined();
  });
});

describe('custom page slug (spec 2.1)', () => {
  it('takes the first segment, or the second after a leading can', () => {
    expect(customPageSlug('/spring-program')).toEqual({ slug: 'spring-program' });
    expect(customPageSlug('/Spring-Program/extra')).toEqual({ slug: 'spring-program' });
    expect(customPageSlug('/can/spring-program')).toEqual({ slug: 'spring-program', region: 3 });
    expect(customPageSlug('/can')).toBeNull();
    expect(customPageSlug('/')).toBeNull();
  });
});

describe('a directory search in the /reps-retailers URL', () => {
  it('reads label, zip and region, and refuses anything else', () => {
    expect(directorySearchFromQuery('?label=Retailers&zip=50309&region=2')).toEqual({ label: 'Retailers', zip: '50309', regionId: 2 });
    expect(directorySearchFromQuery('label=Reps&zip=%20M5V%203L9%20')).toEqual({ label: 'Reps', zip: 'M5V 3L9', regionId: undefined });
    expect(directorySearchFromQuery('?label=Dealers&zip=50309')).toBeNull();
    expect(directorySearchFromQuery('?label=Reps&zip=')).toBeNull();
    expect(directorySearchFromQuery('')).toBeNull();
  });
});
