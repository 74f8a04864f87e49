import { externalizeLinks } from './rich-text';

describe('rich-text links (spec 2.6)', () => {
  const host = 'www.example.com';
  it('opens links to other hosts in a new tab, with noopener', () => {
    expect(externalizeLinks('<p><a href="https://partner.example.org/x?a=1&amp;b=2" title="Partner">Partner</a></p>', host)).toBe(
      '<p><a href="https://partner.example.org/x?a=1&amp;b=2" title="Partner" target="_blank" rel="noopener noreferrer">Partner</a></p>',
    );
  });
  it('leaves the site’s own links, relative links, mail and phone links alone', () => {
    const own = '<a href="https://www.example.com/agrotain">A</a> <a href="/knowledge-center">B</a> <a href="mailto:a@b.c">C</a> <a href="tel:+15555550100">D</a>';
    expect(externalizeLinks(own, host)).toBe(own);
  });
  it('keeps one target and rel on a link already marked _blank', () => {
    expect(externalizeLinks('<a href="/doc" target="_blank" rel="noopener noreferrer">Doc</a>', host)).toBe('<a href="/doc" target="_blank" rel="noopener noreferrer">Doc</a>');
    expect(externalizeLinks('<a rel="nofollow" href="http://other.example/">O</a>', host)).toBe('<a href="http://other.example/" target="_blank" rel="noopener noreferrer">O</a>');
  });
  it('gives the same markup wherever it runs (the server’s render and the browser’s hydration)', () => {
    const html = '<p>Text <a href="https://other.example/">x</a></p>';
    expect(externalizeLinks(html, host)).toBe(externalizeLinks(html, host));
    expect(externalizeLinks('', host)).toBe('');
  });
});
