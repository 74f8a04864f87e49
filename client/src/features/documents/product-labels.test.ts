import { labelQueryFromSearch, labelQueryToSearch } from '@contract/labels';

import { fileKind, linkNamesLanguage, pageLanguageFirst } from './product-labels';

describe('/product-labels helpers', () => {
  it('names file types, and a link’s language when it is not the page’s', () => {
    expect(fileKind('application/pdf')).toBe('PDF');
    expect(fileKind('image/png')).toBe('PNG');
    expect(fileKind('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')).toBe('XLSX');
    expect(linkNamesLanguage('en', 'en')).toBe(false);
    expect(linkNamesLanguage('fr', 'en')).toBe(true);
    expect(linkNamesLanguage('fr', 'fr')).toBe(false);
    expect(linkNamesLanguage('en', 'fr')).toBe(true);
  });

  it('lists a product’s documents by type, the page’s language first within a type', () => {
    const docs = [
      { guid: 'label-en', type: 'label', language: 'en' },
      { guid: 'label-es', type: 'label', language: 'es' },
      { guid: 'label-fr', type: 'label', language: 'fr' },
      { guid: 'sds-en', type: 'sds', language: 'en' },
      { guid: 'sds-fr', type: 'sds', language: 'fr' },
    ] as const;
    expect(pageLanguageFirst([...docs], 'fr').map((d) => d.guid)).toEqual(['label-fr', 'label-en', 'label-es', 'sds-fr', 'sds-en']);
    expect(pageLanguageFirst([...docs], 'en').map((d) => d.guid)).toEqual(['label-en', 'label-es', 'label-fr', 'sds-en', 'sds-fr']);
  });

  it('keeps the filters in the URL in one order and drops unknown values', () => {
    const q = labelQueryFromSearch('?state=ia&lang=fr&type=poster&q=%20urea%20&x=1');
    expect(q).toEqual({ q: 'urea', lang: 'fr', state: 'IA' });
    expect(labelQueryToSearch(q)).toBe('?q=urea&lang=fr&state=IA');
    expect(labelQueryToSearch({})).toBe('');
  });
});
