/** The site's clock: every date shown to staff and every date input uses this zone (IANA name). */
export const DEFAULT_SITE_TIME_ZONE = 'America/Chicago';

/** The site-wide settings staff read and Administrators change (Site settings screen). */
export interface SiteSettings {
  /** IANA time zone name, e.g. "America/Chicago". */
  timeZone: string;
  /** Last change (UTC ISO) and by whom; null while the defaults apply. */
  updatedAt: string | null;
  updatedBy: string | null;
}

export interface SiteSettingsRequest {
  timeZone: string;
}

export const SITE_SETTINGS_PAGE_PATH = '/siteadmin/settings';

export const SITE_SETTINGS_MESSAGES = {
  saved: 'The site settings were saved.',
  zoneInvalid: 'Please choose a time zone from the list: an IANA time zone name such as America/Chicago or America/Toronto.',
} as const;

/** Whether a name is an IANA time zone the runtime knows (its canonical list, plus UTC). */
export function isIanaTimeZone(zone: unknown): zone is string {
  if (typeof zone !== 'string' || !zone) return false;
  if (zone === 'UTC') return true;
  const supported = (Intl as unknown as { supportedValuesOf?(key: string): string[] }).supportedValuesOf?.('timeZone');
  if (supported) return supported.includes(zone);
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone.includes('/');
  } catch {
    return false;
  }
}

/** A moment on the site's clock naming its zone, e.g. "Nov 28, 2026, 9:00 AM CST" (the admin's short date and time). */
export function formatSiteDateTime(at: Date | string, zone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).formatToParts(new Date(at));
  const v = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${v('month')} ${v('day')}, ${v('year')}, ${v('hour')}:${v('minute')} ${v('dayPeriod')} ${v('timeZoneName')}`;
}

/** ISO 8601 UTC timestamps inside a text (as older audit summaries hold them). */
export const ISO_TIMESTAMP_PATTERN = /\b\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?Z\b/g;

/** The text with every ISO timestamp in it written on the site's clock. */
export const formatTimestampsIn = (text: string, zone: string): string => text.replace(ISO_TIMESTAMP_PATTERN, (iso) => formatSiteDateTime(iso, zone));
