import { DEFAULT_SITE_TIME_ZONE } from '@contract/site-settings';
import { tz, TZDate } from '@date-fns/tz';
import { format } from 'date-fns';

// The admin's date formats in one place (date-fns patterns), all on the site's clock: the time zone set
// in the site settings (America/Chicago unless changed), whatever the browser's own zone. Admin-only, so
// date-fns stays out of the public bundle.

let siteZone = DEFAULT_SITE_TIME_ZONE;

/** The site's time zone, as the settings give it (the admin layout sets it once they are loaded). */
export const setSiteTimeZone = (zone: string): void => {
  siteZone = zone;
};
export const siteTimeZone = (): string => siteZone;

const on = () => ({ in: tz(siteZone) });

/** The zone's short name at that moment, e.g. "CST" or "CDT". */
export const zoneAbbreviation = (iso: string | Date = new Date()): string =>
  new Intl.DateTimeFormat('en-US', { timeZone: siteZone, timeZoneName: 'short' }).formatToParts(new Date(iso)).find((p) => p.type === 'timeZoneName')?.value ?? siteZone;

/** The same moment in UTC, for a `title` (shown on hover), e.g. "2026-11-23 16:38:05 UTC". */
export const utcTitle = (iso: string): string => formatUtcDateTime(new Date(iso).toISOString());

/** Long date plus a 12-hour time with seconds, e.g. "November 23, 2026 10:38:05 AM" (spec 2.8: the version lists). */
export const formatVersionDate = (iso: string): string => format(new Date(iso), 'MMMM d, yyyy h:mm:ss a', on());

/** Short date of the admin lists, e.g. "Nov 23, 2026"; an empty date is a dash. */
export const formatShortDate = (iso: string | null): string => (iso ? format(new Date(iso), 'MMM d, yyyy', on()) : '—');

/** Short date and time of the admin tables, e.g. "Nov 23, 2026, 10:38 AM". */
export const formatShortDateTime = (iso: string): string => format(new Date(iso), 'MMM d, yyyy, h:mm a', on());

/** Short date and time naming the zone, e.g. "Nov 28, 2026, 9:00 AM CST". */
export const formatZonedDateTime = (iso: string): string => `${formatShortDateTime(iso)} ${zoneAbbreviation(iso)}`;

/** A time of day, e.g. "10:38 AM". */
export const formatTime = (iso: string): string => format(new Date(iso), 'h:mm a', on());

/** Date and time of the version compare view, e.g. "11/23/2026, 10:38:05 AM". */
export const formatDateTime = (iso: string): string => format(new Date(iso), 'M/d/yyyy, h:mm:ss a', on());

/** The value of a datetime-local input on the site's clock, e.g. "2026-11-23T10:38". */
export const toDateTimeLocalInput = (iso: string | null | undefined): string => (iso ? format(new Date(iso), "yyyy-MM-dd'T'HH:mm", on()) : '');

/** A datetime-local input's value read on the site's clock, as an ISO timestamp; blank is null. */
export const fromDateTimeLocalInput = (value: string): string | null => {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(value);
  if (!m) return null;
  const [, y, mo, d, h, mi] = m.map(Number);
  return new Date(new TZDate(y, mo - 1, d, h, mi, siteZone).getTime()).toISOString();
};

/** The audit trail's times in UTC, e.g. "2026-11-23 10:38:05 UTC". */
export const formatUtcDateTime = (iso: string): string => `${iso.slice(0, 10)} ${iso.slice(11, 19)} UTC`;

/** When a local draft was kept: the time of day, with the date when it was not today, e.g. "2:04 PM". */
export const formatDraftTime = (iso: string): string => {
  const sameDay = format(new Date(iso), 'yyyy-MM-dd', on()) === format(new Date(), 'yyyy-MM-dd', on());
  return format(new Date(iso), sameDay ? 'h:mm a' : 'MMM d, h:mm a', on());
};
