import { regionForPage } from './site';

describe('the region a page shows', () => {
  it('is the route’s own where it has one, whatever the visitor’s', () => {
    expect(regionForPage('/contact-ca', false, 2)).toBe(3);
    expect(regionForPage('/can/contact-us', false, 4)).toBe(3);
    expect(regionForPage('/fr/contact-ca', false, 2)).toBe(3);
    expect(regionForPage('/agrotain', false, 3)).toBe(2);
    expect(regionForPage('/', true, 2)).toBe(3);
  });

  it('on /contact is the US, unless the visitor is on the international site', () => {
    expect(regionForPage('/contact', false, 3)).toBe(2);
    expect(regionForPage('/contact/', false, 2)).toBe(2);
    expect(regionForPage('/contact', false, 4)).toBeNull();
  });

  it('is the visitor’s on a page every region shares', () => {
    expect(regionForPage('/about', false, 3)).toBeNull();
    expect(regionForPage('/knowledge-center', false, 4)).toBeNull();
  });
});
