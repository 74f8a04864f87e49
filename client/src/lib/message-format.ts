import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';

/**
 * Formats a catalog message (ICU MessageFormat, precompiled by FormatJS's parser to its AST: scripts/messages-loader.js)
 * with the browser's Intl: arguments, numbers (styles and skeletons), dates and times, select, plural and selectordinal
 * (with `#`, `=N` and offsets) and rich-text tags. It does what intl-messageformat's formatToParts does for these
 * ASTs (message-format.test.ts checks every catalog message against it) in a fraction of the bytes every page loads.
 */

/** A catalog message: its AST, or its text when it has no arguments (the loader keeps those as strings). */
export type CompiledMessage = string | MessageFormatElement[];
export type MessageValue = string | number | Date | ((chunks: Part[]) => Part);
/** What a message formats to: text, or whatever a tag's function returns (React elements). */
export type Part = string | number | object;

// The parser's element types (TYPE in @formatjs/icu-messageformat-parser), written out: importing its enum would
// bring the parser's module into the bundle.
const LITERAL = 0;
const ARGUMENT = 1;
const NUMBER = 2;
const DATE = 3;
const TIME = 4;
const SELECT = 5;
const PLURAL = 6;
const POUND = 7;
const TAG = 8;

const DATE_STYLES: Record<string, Intl.DateTimeFormatOptions> = {
  short: { month: 'numeric', day: 'numeric', year: '2-digit' },
  medium: { month: 'short', day: 'numeric', year: 'numeric' },
  long: { month: 'long', day: 'numeric', year: 'numeric' },
  full: { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' },
};
const TIME_STYLES: Record<string, Intl.DateTimeFormatOptions> = {
  short: { hour: 'numeric', minute: 'numeric' },
  medium: { hour: 'numeric', minute: 'numeric', second: 'numeric' },
  long: { hour: 'numeric', minute: 'numeric', second: 'numeric', timeZoneName: 'short' },
  full: { hour: 'numeric', minute: 'numeric', second: 'numeric', timeZoneName: 'short' },
};
const NUMBER_STYLES: Record<string, Intl.NumberFormatOptions> = { percent: { style: 'percent' }, integer: { maximumFractionDigits: 0 } };

type Style = string | { parsedOptions?: object } | null | undefined;
const options = <T extends object>(style: Style, named: Record<string, T>): T | undefined => (typeof style === 'string' ? named[style] : (style?.parsedOptions as T | undefined));

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>();
function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>(kind: string, locale: string, opts: object | undefined, make: () => T): T {
  const key = `${kind}|${locale}|${JSON.stringify(opts ?? {})}`;
  let f = cache.get(key) as T | undefined;
  if (!f) cache.set(key, (f = make()));
  return f;
}
const numberFormat = (locale: string, opts?: Intl.NumberFormatOptions) => cached('n', locale, opts, () => new Intl.NumberFormat(locale, opts));
const dateFormat = (locale: string, opts?: Intl.DateTimeFormatOptions) => cached('d', locale, opts, () => new Intl.DateTimeFormat(locale, opts));
const pluralRules = (locale: string, type: Intl.PluralRuleType) => cached('p', locale, { type }, () => new Intl.PluralRules(locale, { type }));

/** A message's parts (adjacent text joined), in `locale` (and `timeZone` for dates and times). */
export function formatToParts(message: CompiledMessage, locale: string, values: Record<string, MessageValue> = {}, timeZone?: string): Part[] {
  if (typeof message === 'string') return [message];
  const out: Part[] = [];
  const push = (p: Part) => {
    if (typeof p === 'string' && typeof out[out.length - 1] === 'string') out[out.length - 1] += p;
    else out.push(p);
  };
  const walk = (elements: MessageFormatElement[], pound?: string) => {
    for (const el of elements) {
      if (el.type === LITERAL) push(el.value);
      else if (el.type === POUND) push(pound ?? '#');
      else {
        const value = values[el.value];
        if (el.type === ARGUMENT)
          push(value instanceof Date ? dateFormat(locale, { timeZone }).format(value) : typeof value === 'number' ? numberFormat(locale).format(value) : String(value ?? ''));
        else if (el.type === NUMBER) push(numberFormat(locale, options(el.style as Style, NUMBER_STYLES)).format(Number(value)));
        else if (el.type === DATE || el.type === TIME) {
          const opts = options(el.style as Style, el.type === DATE ? DATE_STYLES : TIME_STYLES) ?? DATE_STYLES.medium;
          push(dateFormat(locale, { ...opts, timeZone }).format(value instanceof Date ? value : new Date(value as string | number)));
        } else if (el.type === SELECT) walk((el.options[String(value)] ?? el.options.other).value, pound);
        else if (el.type === PLURAL) {
          const n = Number(value);
          const exact = el.options[`=${n}`];
          const rule = exact ? null : pluralRules(locale, el.pluralType === 'ordinal' ? 'ordinal' : 'cardinal').select(n - el.offset);
          walk((exact ?? el.options[rule!] ?? el.options.other).value, numberFormat(locale).format(n - el.offset));
        } else if (el.type === TAG) {
          const inner = formatToParts(el.children, locale, values, timeZone);
          push(typeof value === 'function' ? value(inner) : inner.join(''));
        }
      }
    }
  };
  walk(message);
  return out;
}

/** A message as text (tags' functions must return text here). */
export const formatMessage = (message: CompiledMessage, locale: string, values?: Record<string, MessageValue>, timeZone?: string): string =>
  formatToParts(message, locale, values, timeZone).join('');
