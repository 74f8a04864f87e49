import en from '@contract/i18n/messages/site.en.json';
import fr from '@contract/i18n/messages/site.fr.json';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';

import { formatMessage, formatToParts, Part } from './message-format';

type Values = Record<string, string | number | Date | ((chunks: Part[]) => string)>;

/** Values for every argument of a message: counts for plurals, a choice for selects, text, numbers, dates and tags. */
function valuesFor(elements: MessageFormatElement[], n: number, out: Values = {}): Values {
  for (const el of elements) {
    if (el.type === TYPE.plural || el.type === TYPE.number) out[el.value] = el.type === TYPE.number ? 0.565 : n;
    else if (el.type === TYPE.date || el.type === TYPE.time) out[el.value] = new Date(Date.UTC(2026, 10, 26));
    else if (el.type === TYPE.select) out[el.value] = Object.keys(el.options).find((k) => k !== 'other') ?? 'other';
    else if (el.type === TYPE.argument) out[el.value] = `[${el.value}]`;
    else if (el.type === TYPE.tag) out[el.value] = (chunks: Part[]) => `<${el.value}>${chunks.join('')}</${el.value}>`;
    if (el.type === TYPE.select || el.type === TYPE.plural) for (const o of Object.values(el.options)) valuesFor(o.value, n, out);
    if (el.type === TYPE.tag) valuesFor(el.children, n, out);
  }
  return out;
}

describe('catalog message formatting', () => {
  for (const [name, catalog, locale] of [
    ['English', en, 'en'],
    ['French', fr, 'fr-CA'],
  ] as const) {
    it(`formats every ${name} message as intl-messageformat does, for 0, 1, 2 and 21`, () => {
      let compared = 0;
      for (const [id, message] of Object.entries(catalog as Record<string, string>)) {
        const ast = parse(message);
        for (const n of [0, 1, 2, 21]) {
          const values = valuesFor(ast, n);
          const expected = new IntlMessageFormat(message, locale).format<string>(values);
          const got = formatToParts(ast, locale, values).join('');
          expect([id, got]).toEqual([id, Array.isArray(expected) ? expected.join('') : String(expected)]);
          compared++;
        }
      }
      expect(compared).toBeGreaterThan(400);
    });
  }

  it('follows the locale: plurals, a decimal comma and the space before the percent sign, dates in words', () => {
    const plural = parse('{count, plural, =0 {aucun} one {# document} other {# documents}}');
    expect(formatMessage(plural, 'fr-CA', { count: 0 })).toBe('aucun');
    expect(formatMessage(plural, 'fr-CA', { count: 1 })).toBe('1 document');
    expect(formatMessage(plural, 'fr-CA', { count: 1500 }).replace(/\s/g, ' ')).toBe('1 500 documents');
    expect(formatMessage(parse('{p, number, ::percent .#}'), 'fr-CA', { p: 0.565 }).replace(/\s/g, ' ')).toBe('56,5 %');
    expect(formatMessage(parse('{p, number, ::percent .#}'), 'en', { p: 0.62 })).toBe('62%');
    expect(formatMessage(parse('{d, date, long}'), 'fr-CA', { d: new Date(Date.UTC(2026, 10, 26, 12)) }, 'UTC')).toBe('26 novembre 2026');
  });

  it('keeps a message without arguments as its text, and a tag as what its function returns', () => {
    expect(formatToParts("l'azote", 'fr-CA')).toEqual(["l'azote"]);
    const link = { link: (chunks: Part[]) => ({ tag: 'a', chunks }) };
    expect(formatToParts(parse('Voir <link>la page</link>.'), 'fr-CA', link)).toEqual(['Voir ', { tag: 'a', chunks: ['la page'] }, '.']);
  });
});
