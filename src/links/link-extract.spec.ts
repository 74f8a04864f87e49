import { classifyLink, linksInHtml, linksOfItem } from './link-extract';

describe('link extraction', () => {
  it('reads hrefs and image sources out of rich text', () => {
    expect(linksInHtml('<p>See <a href="/agrotain">AGROTAIN</a> and <img src="/doccenter/x" alt=""> <a>none</a></p>')).toEqual(['/agrotain', '/doccenter/x']);
    expect(linksInHtml('')).toEqual([]);
  });

  it('collects links from modules, hero, product fields and label documents, once each', () => {
    const links = linksOfItem({
      heroMedia: { previewsrc: '/images/hero.png', alttext: '' },
      metadata: {},
      modules: [
        { type: 2, editorData: '<a href="/a">a</a><a href="/a">again</a>' },
        { type: 4, items: [{ imageItem: { previewsrc: '/doccenter/img', alttext: 'x' }, editorData: '<a href="https://example.org/x">x</a>' }] },
      ],
      product: { family: 'micronutrients', brand: 'X', howItWorks: '<a href="/how">how</a>' },
      productLabel: { productName: 'X', family: 'micronutrients', labelDocumentGuid: '0f8fad5b-d9cb-469f-a165-70867728950e' },
      fields: { more: '/more-info', note: 'plain words' },
    });
    expect(links).toEqual(['/images/hero.png', '/a', '/doccenter/img', 'https://example.org/x', '/how', '/doccenter/0f8fad5b-d9cb-469f-a165-70867728950e', '/more-info']);
  });

  it('tells site paths, documents, other sites and things not to check apart', () => {
    const own = ['www.example.com'];
    expect(classifyLink('/knowledge-center/x?utm=1#top', own)).toEqual({ type: 'internal', path: '/knowledge-center/x' });
    expect(classifyLink('https://www.example.com/agrotain', own)).toEqual({ type: 'internal', path: '/agrotain' });
    expect(classifyLink('/doccenter/0F8FAD5B-D9CB-469F-A165-70867728950E', own)).toEqual({ type: 'document', guid: '0f8fad5b-d9cb-469f-a165-70867728950e' });
    expect(classifyLink('https://other.org/page', own)).toEqual({ type: 'external', url: 'https://other.org/page', host: 'other.org' });
    for (const u of ['mailto:a@b.c', 'tel:123', '#x', 'relative/path']) expect(classifyLink(u, own)).toEqual({ type: 'ignored' });
  });
});
