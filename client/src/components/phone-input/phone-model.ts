import { AsYouType, CountryCode, getCountries, getCountryCallingCode } from 'libphonenumber-js/min';
import metadata from 'libphonenumber-js/min/metadata';

/**
 * The phone input's rules, free of React (spec 2.3, 3, 9): countries with their dial codes from
 * libphonenumber's metadata, formatting by the country's pattern, and the country guessed from
 * the dial code typed. Unit tested beside this file.
 */

/** Phone country entry (spec 3): name, iso2, dial code, optional format mask, priority, area codes. */
export interface PhoneCountry {
  name: string;
  iso2: string;
  dialCode: string;
  /** An example number in this country's pattern, used as the placeholder. */
  format?: string;
  /** 0 for the main country of a shared dial code (US for +1, GB for +44). */
  priority: number;
  /** Leading digits that pick this country inside a shared dial code; libphonenumber's metadata decides them. */
  areaCodes?: string[];
}

export const DEFAULT_COUNTRY: CountryCode = 'US';
/** Without a country pattern, up to 12 digits are shown as typed (spec 9). */
export const DEFAULT_MASK = '............';
export const UNDO_HISTORY = 20;
export const SAVE_DEBOUNCE_MS = 200;
export const TYPE_AHEAD_RESET_MS = 1000;
const MAX_DIGITS = 15;
const PREFERRED: CountryCode[] = ['US', 'CA'];

const callingCodes = (metadata as unknown as { country_calling_codes: Record<string, string[]> }).country_calling_codes;

/** The language country names are written in: the page's ('fr' → Canadian French). */
const NAME_LOCALE: Record<string, string> = { en: 'en', fr: 'fr-CA' };

function countryNames(locale: string): (iso: string) => string {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([NAME_LOCALE[locale] ?? 'en'], { type: 'region' });
  } catch {
    names = null;
  }
  return (iso) => names?.of(iso) ?? iso;
}

/** A name as type-ahead compares it: lower case, without accents ("e" finds "États-Unis"). */
export const typeAheadKey = (name: string): string => name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

const cached = new Map<string, PhoneCountry[]>();
/** Every country named in `locale`, the US and Canada first, then by name. */
export function phoneCountries(locale = 'en'): PhoneCountry[] {
  const known = cached.get(locale);
  if (known) return known;
  const countryName = countryNames(locale);
  const list = getCountries().map((iso) => {
    const dialCode = getCountryCallingCode(iso);
    return { name: countryName(iso), iso2: iso.toLowerCase(), dialCode, priority: Math.max(0, (callingCodes[dialCode] ?? []).indexOf(iso)) };
  });
  list.sort((a, b) => {
    const pa = PREFERRED.indexOf(a.iso2.toUpperCase() as CountryCode);
    const pb = PREFERRED.indexOf(b.iso2.toUpperCase() as CountryCode);
    if (pa !== pb) return (pa === -1 ? 99 : pa) - (pb === -1 ? 99 : pb);
    return a.name.localeCompare(b.name, NAME_LOCALE[locale] ?? 'en');
  });
  cached.set(locale, list);
  return list;
}

export const dialCodeOf = (country: CountryCode): string => getCountryCallingCode(country);
export const isCallingCode = (code: string): boolean => !!callingCodes[code];
/** The main country of a dial code (US for 1, GB for 44). */
export const mainCountryOf = (code: string): CountryCode | null => (callingCodes[code]?.[0] as CountryCode | undefined) ?? null;

export interface PhoneState {
  country: CountryCode;
  /** What the input shows, e.g. '+1 (201) 555-0123'. */
  display: string;
  /** '+' and every digit (E.164 shape), or '' when no number beyond the dial code was typed. */
  e164: string;
  /** Three digits after '+' that are no dial code (the spec logs these only). */
  unknownCode?: string;
}

export const digitsOf = (s: string) => s.replace(/\D/g, '');

/** Formats '+' + digits (dial code included) and guesses the country, keeping `current` when it shares the dial code. */
export function formatInternational(allDigits: string, current: CountryCode): PhoneState {
  const digits = allDigits.slice(0, MAX_DIGITS);
  let code = '';
  for (let len = 1; len <= 3 && len <= digits.length; len++) {
    if (isCallingCode(digits.slice(0, len))) {
      code = digits.slice(0, len);
      break;
    }
  }
  if (!code) {
    return { country: current, display: '+' + digits, e164: '', unknownCode: digits.length >= 3 ? digits.slice(0, 3) : undefined };
  }
  const national = digits.slice(code.length);
  const full = new AsYouType();
  const formattedFull = full.input('+' + digits);
  const detected = full.getCountry();
  const country: CountryCode = detected ?? (dialCodeOf(current) === code ? current : (mainCountryOf(code) ?? current));
  if (!national) return { country, display: '+' + code, e164: '' };
  let display: string;
  if (code === '1') {
    // North America reads best in its national pattern: +1 (201) 555-0123.
    display = `+1 ${new AsYouType(country).input(national)}`;
  } else if (formattedFull.startsWith(`+${code}`)) {
    display = formattedFull;
  } else {
    display = `+${code} ${national}`;
  }
  return { country, display, e164: '+' + digits };
}

/**
 * Reads what is in the input after an edit. A '+' typed anywhere starts a new international
 * number; without a '+', the digits are a national number of the current country.
 */
export function normalizePhone(raw: string, current: CountryCode, previous = ''): PhoneState {
  let s = raw;
  const lastPlus = s.lastIndexOf('+');
  if (lastPlus > 0) s = s.slice(lastPlus);
  let international = s.trimStart().startsWith('+');
  const digits = digitsOf(s);
  // Deleting only the '+' of a number keeps it international.
  if (!international && previous.startsWith('+') && digitsOf(previous) === digits) international = true;
  if (!international) {
    if (!digits) return { country: current, display: '', e164: '' };
    return formatInternational(dialCodeOf(current) + digits, current);
  }
  if (!digits) return { country: current, display: '+', e164: '' };
  return formatInternational(digits, current);
}

/** The same number under another country's dial code (the national digits are kept). */
export function switchCountry(state: PhoneState, to: CountryCode): PhoneState {
  const digits = digitsOf(state.display);
  const from = dialCodeOf(state.country);
  const national = state.display.startsWith('+') && digits.startsWith(from) ? digits.slice(from.length) : digits;
  const next = formatInternational(dialCodeOf(to) + national, to);
  // An explicit choice wins over the guess (e.g. Canada for a +1 number with a US area code).
  return { ...next, country: to };
}

/** Where the caret goes: just after the n-th digit of `display` (or after the '+' when n is 0). */
export function caretAfterDigits(display: string, n: number): number {
  if (n <= 0) return display.startsWith('+') ? 1 : 0;
  let seen = 0;
  for (let i = 0; i < display.length; i++) {
    if (/\d/.test(display[i]) && ++seen === n) return i + 1;
  }
  return display.length;
}

export const digitsBefore = (s: string, caret: number) => digitsOf(s.slice(0, caret)).length;

/**
 * Whether an inserted text (typed, pasted or dropped) is allowed: digits only (spec 2.3, 5). The country
 * comes from the dropdown, or from its dial code typed as digits after the '+' the field always shows.
 */
export function insertAllowed(data: string): boolean {
  return /^[0-9]+$/.test(data);
}

/** An example number for the placeholder, in the display format. */
export function examplePlaceholder(country: CountryCode): string {
  const examples: Partial<Record<string, string>> = { US: '2015550123', CA: '5062345678', GB: '7400123456' };
  const national = examples[country];
  return national ? formatInternational(dialCodeOf(country) + national, country).display : `+${dialCodeOf(country)} ${DEFAULT_MASK.replace(/\./g, '0').slice(0, 10)}`;
}
