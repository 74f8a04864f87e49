import { DEFAULT_LOCALE, isLocale, Locale } from './locale';
import en from './messages/forms.en.json';
import fr from './messages/forms.fr.json';

/**
 * The public forms' messages by language, from the ICU catalogs `messages/forms.{en,fr}.json`: validation
 * messages, the contact form's options, state and province names, the thank-you, Find a Rep's message and
 * "Notify me of changes". The server's validators and the client's forms read the same texts. The messages
 * given out here are plain text (no arguments; the catalog check formats each one), so they are used as is;
 * `forms.postal.*` and `forms.hours.*` (a retailer's opening-hours line) take arguments and are formatted by the
 * server's Find a Rep search.
 */
export type FormsMessageId = keyof typeof en;
export type FormsCatalog = Record<FormsMessageId, string>;

export const FORMS_CATALOGS: Record<Locale, FormsCatalog> = { en, fr };

type Messages<K extends string> = Record<K, string>;

export interface FormMessages {
  /** The contact and rep-request form (spec 5) and its other checks. */
  contact: Messages<ContactMessageKey>;
  /** Labels of the contact form's region options, by the option's value (the value itself stays English). */
  regions: Record<string, string>;
  /** Labels of the role options, by the option's value. */
  roles: Record<string, string>;
  /** US states and DC, Canadian provinces and territories, by two-letter code. */
  states: Record<string, string>;
  findRep: Messages<'required' | 'zipTooLong' | 'locatePosition' | 'locateOutside'>;
  notify: Messages<'subscribed' | 'emailInvalid' | 'chooseTarget' | 'rateLimited' | 'unknownProduct' | 'unknownDocument' | 'tooManyTargets'>;
  localeInvalid: string;
}

type ContactMessageKey =
  | 'nameRequired'
  | 'emailRequired'
  | 'emailInvalid'
  | 'regionRequired'
  | 'roleRequired'
  | 'thankYou'
  | 'nameTooLong'
  | 'phoneTooLong'
  | 'regionTooLong'
  | 'roleTooLong'
  | 'stateTooLong'
  | 'zipcodeTooLong'
  | 'messageTooLong'
  | 'dataMalformed'
  | 'rateLimited'
  | 'botCheckFailed';

/** The contact form's option values (CONTACT_REGIONS, CONTACT_ROLES) and their message ids. */
const REGION_IDS: Record<string, FormsMessageId> = {
  USA: 'forms.region.usa',
  Canada: 'forms.region.canada',
  'Central America': 'forms.region.centralAmerica',
  'South America': 'forms.region.southAmerica',
  Europe: 'forms.region.europe',
  'Asia Pacific': 'forms.region.asiaPacific',
  Africa: 'forms.region.africa',
};
const ROLE_IDS: Record<string, FormsMessageId> = {
  Grower: 'forms.role.grower',
  'Product retailer': 'forms.role.productRetailer',
  Vendor: 'forms.role.vendor',
  Other: 'forms.role.other',
};

/** The ids under `prefix`, keyed by what follows it. */
function group(catalog: FormsCatalog, prefix: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [id, text] of Object.entries(catalog)) if (id.startsWith(prefix)) out[id.slice(prefix.length)] = text;
  return out;
}
const byValue = (catalog: FormsCatalog, ids: Record<string, FormsMessageId>) => Object.fromEntries(Object.entries(ids).map(([value, id]) => [value, catalog[id]]));

function build(catalog: FormsCatalog): FormMessages {
  return {
    contact: group(catalog, 'forms.contact.') as FormMessages['contact'],
    regions: byValue(catalog, REGION_IDS),
    roles: byValue(catalog, ROLE_IDS),
    states: group(catalog, 'forms.state.'),
    findRep: group(catalog, 'forms.findRep.') as FormMessages['findRep'],
    notify: group(catalog, 'forms.notify.') as FormMessages['notify'],
    localeInvalid: catalog['forms.locale.invalid'],
  };
}

const BUILT: Partial<Record<Locale, FormMessages>> = {};

/** The form messages of a language (English for anything that is not a supported locale). */
export function formMessages(locale: unknown = DEFAULT_LOCALE): FormMessages {
  const l: Locale = isLocale(locale) ? locale : DEFAULT_LOCALE;
  return (BUILT[l] ??= build(FORMS_CATALOGS[l]));
}
