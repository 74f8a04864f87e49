import type { DirectoryLabel, DirectoryRegion } from './directory';
import type { Locale } from './i18n/locale';

/**
 * The locator's own analytics (what Find a Rep or Retailer searches found, and which result links
 * people used) and "Use my location": request/response types shared by the server and the client.
 * Nothing here identifies a visitor: searches are counted by area (US ZIP3, Canadian FSA), never by the
 * full code, an address or coordinates; clicks by location and day.
 */

/** A date as the report's filters take it: YYYY-MM-DD (a UTC day). */
export type IsoDay = string;

export const LOCATOR_DATE_MESSAGE = 'Please enter dates as YYYY-MM-DD.';
export const LOCATOR_RANGE_MESSAGE = 'The end date must be on or after the start date.';

/** The report's filters: a date range (both days included; the last 30 days when left out), and optionally a region and who searched. */
export interface LocatorReportQuery {
  from?: IsoDay;
  to?: IsoDay;
  regionId?: DirectoryRegion;
  label?: DirectoryLabel;
}

/** One area's searches in the range. `area` is a ZIP3 ('503') or an FSA ('M5V'). */
export interface LocatorAreaRow {
  area: string;
  regionId: DirectoryRegion;
  searches: number;
  /** Searches that found no rep (Reps) or no retailer within the widest radius (Retailers). */
  zeroResultSearches: number;
  /** The area's centre (for the map) and a place name in it; null when the offline data does not know the area. */
  place?: string | null;
  lat?: number | null;
  lng?: number | null;
}

/** GET /api/admin/locator/areas: dealer gaps first (most zero-result searches, then most searches). */
export interface LocatorAreasResponse {
  items: LocatorAreaRow[];
}

export interface LocatorDayRow {
  day: IsoDay;
  searches: number;
  zeroResultSearches: number;
}

export interface LocatorRadiusRow {
  /** Miles (US) or km (Canada); 0 for rep searches, which have no radius. */
  radius: number;
  regionId: DirectoryRegion;
  searches: number;
}

/** GET /api/admin/locator/report: everything the admin screen draws for one set of filters. */
export interface LocatorReport {
  from: IsoDay;
  to: IsoDay;
  totals: { searches: number; zeroResultSearches: number; repsFound: number; retailersFound: number };
  /** Every day of the range, days without searches included (zeros). */
  days: LocatorDayRow[];
  /** Every area searched, dealer gaps first (as /areas). */
  areas: LocatorAreaRow[];
  /** The radius the retailer searches finally used. */
  radii: LocatorRadiusRow[];
}

export type DirectoryClickType = 'rep' | 'retailer';
export type DirectoryClickAction = 'directions' | 'call' | 'website';
export const DIRECTORY_CLICK_TYPES: DirectoryClickType[] = ['rep', 'retailer'];
export const DIRECTORY_CLICK_ACTIONS: DirectoryClickAction[] = ['directions', 'call', 'website'];

/**
 * The beacon's path, on its own so the public results page sends it without loading the route table
 * (DIRECTORY_ROUTES.clicks is built from it).
 */
export const DIRECTORY_CLICKS_PATH = '/api/directory/clicks';

/** POST /api/directory/clicks (sent with navigator.sendBeacon): one click on a result's link. */
export interface DirectoryClickRequest {
  type: DirectoryClickType;
  id: number;
  action: DirectoryClickAction;
}

export interface ClickCounts {
  directions: number;
  call: number;
  website: number;
}

/** One rep or retailer with its clicks in the range. */
export interface LocationClickRow extends ClickCounts {
  type: DirectoryClickType;
  id: number;
  name: string;
  /** City and state for a retailer, the title for a rep. */
  detail: string;
  total: number;
}

/** GET /api/admin/locator/clicks: locations by most clicks. */
export interface LocatorClicksResponse {
  items: LocationClickRow[];
}

/** GET /api/admin/locator/clicks/:type/:id: one location's clicks over the last 90 days (the edit pages). */
export interface LocationClickSummary extends ClickCounts {
  from: IsoDay;
  to: IsoDay;
}

export const LOCATION_CLICK_DAYS = 90;

/** POST /api/directory/locate: a browser position turned into the nearest ZIP or FSA. Never stored. */
export interface LocateRequest {
  lat: number;
  lng: number;
  /** The page's language (default en): the place is named and a refusal said in it. */
  locale?: Locale;
}

export interface LocateResponse {
  /** A US ZIP ('50309') or a Canadian FSA ('M5V'): what the search box takes. */
  zip: string;
  regionId: DirectoryRegion;
  place: string;
}
