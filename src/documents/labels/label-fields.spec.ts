import { LABEL_MESSAGES } from '../../contract/labels';
import { decodeList, encodeList, isIsoDate, parseLabelFields, parseRegistrations } from './label-fields';

describe('labels-library form fields', () => {
  it('reads registrations labelled by agency, one a line', () => {
    expect(parseRegistrations('EPA: 71512-1\n canada pcp:33801 \n')).toEqual([
      { agency: 'EPA', number: '71512-1' },
      { agency: 'Canada PCP', number: '33801' },
    ]);
    expect(parseRegistrations('')).toEqual([]);
    expect(parseRegistrations('FDA: 1')).toBeNull();
    expect(parseRegistrations('no colon')).toBeNull();
  });

  it('checks dates, areas and the language version, naming the field', () => {
    const errors: Record<string, string> = {};
    const f = parseLabelFields({ language: 'fr', areas: 'ia, on', products: 'AGROTAIN, ANVOL,AGROTAIN', revisionDate: '2025-02-30', whatChanged: ' New  <b>rates</b> ' }, errors);
    expect(f).toMatchObject({ language: 'fr', areas: ['IA', 'ON'], products: ['AGROTAIN', 'ANVOL'], whatChanged: 'New b rates /b' });
    expect(errors).toEqual({ revisionDate: LABEL_MESSAGES.badDate });
    const bad: Record<string, string> = {};
    parseLabelFields({ areas: 'XX', languageOf: 'nope', language: 'de' }, bad);
    expect(Object.keys(bad).sort()).toEqual(['areas', 'language', 'languageOf']);
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2023-02-29')).toBe(false);
  });

  it('stores lists so a LIKE on ",name," matches one entry exactly', () => {
    expect(encodeList(['AGROTAIN', 'NU-TRAX P+'])).toBe(',AGROTAIN,NU-TRAX P+,');
    expect(encodeList([])).toBe('');
    expect(decodeList(',A,B,')).toEqual(['A', 'B']);
  });
});
