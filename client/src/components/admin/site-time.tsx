import { formatShortDate, formatTime, formatVersionDate, formatZonedDateTime, siteTimeZone, utcTitle, zoneAbbreviation } from './admin-dates';

const FORMATS = {
  /** "Nov 28, 2026, 9:00 AM CST" */
  dateTime: formatZonedDateTime,
  /** "November 23, 2026 10:38:05 AM CST" (the version lists) */
  version: (iso: string) => `${formatVersionDate(iso)} ${zoneAbbreviation(iso)}`,
  /** "Nov 23, 2026" (the day on the site's clock; the zone is in the hover title) */
  date: (iso: string) => formatShortDate(iso),
  /** "10:38 AM CST" (beside a date shown on its own) */
  time: (iso: string) => `${formatTime(iso)} ${zoneAbbreviation(iso)}`,
};

/** A moment shown to staff: on the site's clock, naming its zone, with UTC on hover. */
export function SiteTime({ iso, format = 'dateTime', className }: { iso: string; format?: keyof typeof FORMATS; className?: string }) {
  const title = format === 'date' ? `${siteTimeZone()}; ${utcTitle(iso)}` : utcTitle(iso);
  return (
    <time dateTime={iso} title={title} className={className}>
      {FORMATS[format](iso)}
    </time>
  );
}
