import { linkHref, sitePath } from './link-address';

describe('the link dialog’s address', () => {
  it('turns www.… into https://www.…', () => {
    expect(linkHref('www.agrotain.com')).toBe('https://www.agrotain.com');
    expect(linkHref('  WWW.agrotain.com/labels ')).toBe('https://WWW.agrotain.com/labels');
  });

  it('leaves full addresses, site paths and mail links as typed (trimmed)', () => {
    for (const href of ['https://www.agrotain.com', 'http://example.com/www.x', '/agrotain', 'mailto:a@b.example', '#top']) expect(linkHref(` ${href} `)).toBe(href);
  });

  it('knows a site path from another site', () => {
    expect(sitePath('/agrotian')).toBe('/agrotian');
    expect(sitePath('//elsewhere.example/x')).toBeNull();
    expect(sitePath('https://www.agrotain.com')).toBeNull();
    expect(sitePath('')).toBeNull();
  });
});
