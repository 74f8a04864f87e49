import type { Paged } from './envelope';
import type { Locale } from './i18n/locale';

/**
 * Reps and retailers (the dealer locator): request/response types shared by the server and the client.
 * The spec (3) names only the find-rep form (label and zip); the rest is this feature's own model.
 */

/** 'Retailers' = "I am a grower" looking for retailers; 'Reps' = "I am a retailer" looking for reps. */
export type DirectoryLabel = 'Retailers' | 'Reps';

/** Regions a rep or retailer can belong to: 2 = US, 3 = Canada. */
export type DirectoryRegion = 2 | 3;

/** Products and product families a rep covers or a retailer carries. */
export const DIRECTORY_PRODUCTS = ['AGROTAIN', 'SUPERU', 'CENTURO', 'ANVOL', 'WOLF TRAX', 'NUTRAX', 'CROPMIX', '3-TRAX', 'PROTIVATE'] as const;

/** US states (and DC) and Canadian provinces and territories by their two-letter codes. */
export const US_STATES: Record<string, string> = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  DC: 'District of Columbia',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
};

export const CA_PROVINCES: Record<string, string> = {
  AB: 'Alberta',
  BC: 'British Columbia',
  MB: 'Manitoba',
  NB: 'New Brunswick',
  NL: 'Newfoundland and Labrador',
  NS: 'Nova Scotia',
  NT: 'Northwest Territories',
  NU: 'Nunavut',
  ON: 'Ontario',
  PE: 'Prince Edward Island',
  QC: 'Quebec',
  SK: 'Saskatchewan',
  YT: 'Yukon',
};

export const FIND_REP_VALIDATION_MESSAGE = 'Please select a value and enter Zipcode';

/** POST /api/directory/search */
export interface DirectorySearchRequest {
  label: DirectoryLabel;
  /** A US ZIP (5 digits, ZIP+4 accepted) or a Canadian postal code (A1A 1A1, or just the FSA A1A). */
  zip: string;
  /** The country chosen on the form; the code's own format decides when they disagree. */
  regionId?: DirectoryRegion;
  /** The language of the page (default en): validation answers use it. */
  locale?: Locale;
}

export type TerritoryKind = 'zip' | 'zip3' | 'fsa' | 'state';

/** Where the searched code is. */
export interface SearchOrigin {
  /** Normalized code: '50309' or 'M5V 3L9' (or 'M5V'). */
  code: string;
  region: DirectoryRegion;
  place: string;
  state: string;
  lat: number;
  lng: number;
}

export interface RepResult {
  id: number;
  name: string;
  /** In the search's language: a French search gives the rep's French title when it has one. */
  title: string;
  photoUrl: string | null;
  email: string | null;
  phone: string | null;
  region: DirectoryRegion;
  products: string[];
  /** How the rep's territory matched: most specific first (zip > zip3/fsa > state). */
  matchedBy: TerritoryKind;
  matchedCode: string;
}

/** Days of the week as retailer hours name them. */
export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export const WEEKDAY_NAMES: Record<Weekday, string> = { mon: 'Monday', tue: 'Tuesday', wed: 'Wednesday', thu: 'Thursday', fri: 'Friday', sat: 'Saturday', sun: 'Sunday' };

/** Opening and closing time, 'HH:MM' on a 24-hour clock in the retailer's own time zone; closing may be '24:00'. */
export type OpeningRange = [string, string];

/** A retailer's opening hours: several ranges a day (none: closed that day), closed dates, and a temporary closure. */
export interface RetailerHours {
  weekly: Record<Weekday, OpeningRange[]>;
  /** Holidays and other whole days closed, YYYY-MM-DD. */
  holidays: string[];
  /** Temporarily closed until this day (YYYY-MM-DD), when it reopens; null when open as usual. */
  closedUntil: string | null;
}

/** One stretch of a retailer's open/closed status: from this instant on, until the next entry. */
export interface OpenStatusEntry {
  /** Milliseconds since the epoch. */
  from: number;
  /** 'Open now · closes 5:00 PM', 'Closed · opens Mon 8:00 AM' ('Ouvert · ferme à 17 h'): times in the retailer's own zone. */
  text: string;
  /** The zone's abbreviation for the time in `text` ('CDT'), shown to a visitor whose own zone differs; null when the text has no time. */
  zone: string | null;
  /** Open during this stretch (the text is in the search's language, so the page cannot tell from it). */
  open: boolean;
}

/**
 * "Open now" for the days after a search, worked out on the server in the retailer's IANA zone (daylight
 * saving included): the page shows the entry for the visitor's current instant, whatever the visitor's zone.
 */
export interface OpenStatus {
  timeZone: string;
  entries: OpenStatusEntry[];
  /** The entries say nothing after this instant (ms). */
  until: number;
}

export interface RetailerResult {
  id: number;
  name: string;
  address: string;
  city: string;
  state: string;
  postalCode: string;
  region: DirectoryRegion;
  phone: string | null;
  website: string | null;
  email: string | null;
  lat: number;
  lng: number;
  products: string[];
  /** Distance from the searched code, in `unit`, one decimal. */
  distance: number;
  /** Null when the retailer has given no opening hours. */
  openStatus: OpenStatus | null;
  /** The searched code lies in the retailer's declared service area (it is listed even beyond the radius). */
  servesYourArea: boolean;
}

export interface DirectorySearchResponse {
  label: DirectoryLabel;
  origin: SearchOrigin;
  /** Miles in the US, kilometres in Canada. */
  unit: 'mi' | 'km';
  /** The radius that produced the retailers (after any widening). */
  radius: number;
  /** True when the first radius found nothing and the search widened. */
  widened: boolean;
  reps: RepResult[];
  retailers: RetailerResult[];
}

/** A rep as the admin edits it. Territory codes: '50309' (ZIP), '503' (ZIP3), 'M5V' (FSA), 'IA' / 'ON' (state/province). */
export interface RepDto {
  id: number | null;
  name: string;
  title: string;
  /** The title French pages show (at most 150 characters); null: they show `title`. */
  titleFr: string | null;
  photoUrl: string | null;
  email: string | null;
  phone: string | null;
  region: DirectoryRegion;
  territory: string[];
  products: string[];
  active: boolean;
  updated?: string;
}

export interface RetailerDto {
  id: number | null;
  name: string;
  address: string;
  city: string;
  state: string;
  postalCode: string;
  region: DirectoryRegion;
  phone: string | null;
  website: string | null;
  email: string | null;
  /** Geocoded from the postal code when left empty. */
  lat: number | null;
  lng: number | null;
  products: string[];
  active: boolean;
  /** An IANA time zone ('America/Chicago'); null: the zone of its location (`defaultTimeZone`). */
  timeZone: string | null;
  /** Read only: the zone its location is in, used while `timeZone` is null. */
  defaultTimeZone?: string;
  /** Null: no opening hours given (results then say nothing about open or closed). */
  hours: RetailerHours | null;
  /** Null: none declared. */
  serviceArea: ServiceArea | null;
  updated?: string;
}

/** Where a retailer says it serves: ZIP3s (US) or FSAs (Canada), and/or a radius around it in miles (US) or km (Canada). */
export interface ServiceArea {
  codes: string[];
  radius: number | null;
}

/** The largest service radius: miles in the US, kilometres in Canada. */
export const MAX_SERVICE_RADIUS: Record<DirectoryRegion, number> = { 2: 500, 3: 800 };

/**
 * What the rep save accepts: a RepDto, or a looser one as an API client sends it (checked field by field by the
 * rules the CSV import shares): fields left out, the territory as one comma- or space-separated string.
 */
export interface RepSaveRequest extends Partial<Omit<RepDto, 'territory' | 'region'>> {
  name: string;
  region: number;
  territory?: string[] | string;
}

/** What the retailer save accepts: a RetailerDto, or a looser one (fields left out), checked by the same rules as the CSV import. */
export interface RetailerSaveRequest extends Partial<Omit<RetailerDto, 'region'>> {
  name: string;
  region: number;
}

export interface DirectoryFilterRequest {
  search?: string;
  start?: number;
  length?: number;
  regionId?: DirectoryRegion;
}

export type RepPage = Paged<RepDto>;
export type RetailerPage = Paged<RetailerDto>;

export interface CsvRowProblem {
  /** 1-based line number in the file (the header is line 1). */
  line: number;
  reason: string;
}

export interface CsvImportReport {
  dryRun: boolean;
  added: number;
  updated: number;
  rejected: CsvRowProblem[];
}

export interface CsvExport {
  filename: string;
  csv: string;
}

/** Retailers and reps columns in CSV import/export, in order. An `id` matching an existing row updates it. */
export const RETAILER_CSV_COLUMNS = [
  'id',
  'name',
  'address',
  'city',
  'state',
  'postalCode',
  'region',
  'phone',
  'website',
  'email',
  'lat',
  'lng',
  'products',
  'active',
  'timeZone',
  'hours',
  'holidayClosures',
  'closedUntil',
  'serviceAreas',
  'serviceRadius',
] as const;
export const REP_CSV_COLUMNS = ['id', 'name', 'title', 'titleFr', 'photoUrl', 'email', 'phone', 'region', 'territory', 'products', 'active'] as const;

/**
 * A rep or retailer search carried in the URL of /reps-retailers (`?label=Retailers&zip=50309&region=2`), so
 * that the results are in the server's HTML for a link, a bookmark or a reload; null when the URL has none.
 */
export function directorySearchFromQuery(query: string): DirectorySearchRequest | null {
  const q = new URLSearchParams(query);
  const label = q.get('label');
  const zip = (q.get('zip') ?? '').trim();
  if ((label !== 'Retailers' && label !== 'Reps') || !zip || zip.length > 20) return null;
  // The form's country select is sent as region; country is accepted as its other name.
  const region = q.get('region') ?? q.get('country');
  return { label, zip, regionId: region === '3' ? 3 : region === '2' ? 2 : undefined };
}
