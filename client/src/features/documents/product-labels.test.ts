import { labelQueryFromSearch, labelQueryToSearch } from '@contract/labels';

import { documentLinkText, fileKind, formatDay } from './product-labels';

describe('/product-labels helpers', () => {
  it('names documents by type and language, and file types', () => {
    expect(documentLinkText({ type: 'label', language: 'en' })).toBe('Product Label');
    expect(documentLinkText({ type: 'label', language: 'fr' })).toBe('Product Label (French)');
    expect(documentLinkText({ type: 'sln-label', language: 'en' })).toBe('Special local need label');
    expect(fileKind('application/pdf')).toBe('PDF');
    expect(fileKind('image/png')).toBe('PNG');
    expect(fileKind('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')).toBe('XLSX');
    expect(formatDay('2025-03-01')).toBe('March 1, 2025');
  });

  it('keeps the filters in the URL in one order and drops unknown values', () => {
    const q = labelQueryFromSearch('?state=ia&lang=fr&type=poster&q=%20urea%20&x=1');
    expect(q).toEqual({ q: 'urea', lang: 'fr', state: 'IA' });
    expect(labelQueryToSearch(q)).toBe('?q=urea&lang=fr&state=IA');
    expect(labelQueryToSearch({})).toBe('');
  });
});
