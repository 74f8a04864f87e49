import { isLabelArea, isLanguage, LABEL_MESSAGES, LanguageCode, Registration, REGISTRATION_AGENCIES } from '../../contract/labels';

/** The labels-library fields of the document form (multipart strings), checked; all optional. */
export interface LabelFields {
  language: LanguageCode;
  /** GUID of another document this one is a language version of; '' = none (leave the set). */
  languageOf: string | null;
  products: string[];
  registrations: Registration[];
  areas: string[];
  revisionDate: string | null;
  effectiveDate: string | null;
  whatChanged: string | null;
  validUntil: string | null;
  /** The fields the form sent: an edit leaves the others as they are. */
  sent: string[];
}

const FIELD_NAMES = ['language', 'languageOf', 'products', 'registrations', 'areas', 'revisionDate', 'effectiveDate', 'whatChanged', 'validUntil'];

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isIsoDate(s: string): boolean {
  const m = DATE.exec(s);
  if (!m) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
}

const clean = (s: string | undefined, max: number) =>
  (s ?? '')
    // eslint-disable-next-line no-control-regex -- control characters are exactly what is stripped from staff-typed names
    .replace(/[\u0000-\u001f\u007f<>]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max);

/** "a, b\nc" → ['a', 'b', 'c'] (trimmed, unique, no commas inside a name). */
export function splitList(s: string | undefined, max = 30): string[] {
  return [
    ...new Set(
      (s ?? '')
        .split(/[\n,;]+/)
        .map((x) => clean(x, 100))
        .filter(Boolean),
    ),
  ].slice(0, max);
}

/** "EPA: 71512-1\nCanada PCP: 33333" → registrations; errors name the field. */
export function parseRegistrations(s: string | undefined): Registration[] | null {
  const out: Registration[] = [];
  for (const line of (s ?? '')
    .split(/\n+/)
    .map((l) => l.trim())
    .filter(Boolean)
    .slice(0, 20)) {
    const m = /^([^:]+):\s*(.+)$/.exec(line);
    const agency = m ? REGISTRATION_AGENCIES.find((a) => a.toLowerCase() === m[1].trim().toLowerCase()) : undefined;
    if (!m || !agency) return null;
    out.push({ agency, number: clean(m[2], 80) });
  }
  return out;
}

export function parseLabelFields(raw: Record<string, string | undefined>, errors: Record<string, string>): LabelFields {
  const language = (raw.language ?? 'en').trim() || 'en';
  if (!isLanguage(language)) errors.language = 'Choose English, French or Spanish.';
  const languageOf = (raw.languageOf ?? '').trim().toLowerCase();
  if (languageOf && !GUID.test(languageOf)) errors.languageOf = LABEL_MESSAGES.badLanguageSet;
  const registrations = parseRegistrations(raw.registrations);
  if (!registrations) errors.registrations = LABEL_MESSAGES.badRegistration;
  const areas = splitList(raw.areas, 80).map((a) => a.toUpperCase());
  if (!areas.every(isLabelArea)) errors.areas = LABEL_MESSAGES.badArea;
  const date = (key: 'revisionDate' | 'effectiveDate' | 'validUntil') => {
    const v = (raw[key] ?? '').trim();
    if (v && !isIsoDate(v)) errors[key] = LABEL_MESSAGES.badDate;
    return v || null;
  };
  return {
    language: isLanguage(language) ? language : 'en',
    languageOf: languageOf || null,
    products: splitList(raw.products),
    registrations: registrations ?? [],
    areas,
    revisionDate: date('revisionDate'),
    effectiveDate: date('effectiveDate'),
    whatChanged: clean(raw.whatChanged, 500) || null,
    validUntil: date('validUntil'),
    sent: FIELD_NAMES.filter((k) => raw[k] !== undefined),
  };
}

/** ",A,B," ⇄ ['A', 'B'] */
export const encodeList = (xs: string[]) => (xs.length ? `,${xs.map((x) => x.replace(/,/g, ' ')).join(',')},` : '');
export const decodeList = (s: string | null | undefined) => (s ?? '').split(',').filter(Boolean);
export const decodeRegistrations = (s: string | null | undefined): Registration[] => {
  try {
    return s ? (JSON.parse(s) as Registration[]) : [];
  } catch {
    return [];
  }
};
