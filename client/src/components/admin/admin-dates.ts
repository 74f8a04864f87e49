import { format } from 'date-fns';

// The admin's date formats in one place (date-fns patterns; local time). Admin-only, so date-fns
// stays out of the public bundle.

/** Long date plus a 12-hour time with seconds, e.g. "November 23, 2026 10:38:05 AM" (spec 2.8: the version lists). */
export const formatVersionDate = (iso: string): string => format(new Date(iso), 'MMMM d, yyyy h:mm:ss a');

/** Short date of the admin lists, e.g. "Nov 23, 2026"; an empty date is a dash. */
export const formatShortDate = (iso: string | null): string => (iso ? format(new Date(iso), 'MMM d, yyyy') : '—');

/** Short date and time of the admin tables, e.g. "Nov 23, 2026, 10:38 AM". */
export const formatShortDateTime = (iso: string): string => format(new Date(iso), 'MMM d, yyyy, h:mm a');

/** A time of day, e.g. "10:38 AM". */
export const formatTime = (iso: string): string => format(new Date(iso), 'h:mm a');

/** Date and time of the version compare view, e.g. "11/23/2026, 10:38:05 AM". */
export const formatDateTime = (iso: string): string => format(new Date(iso), 'M/d/yyyy, h:mm:ss a');

/** The value of a datetime-local input (local time), e.g. "2026-11-23T10:38". */
export const toDateTimeLocalInput = (iso: string | null | undefined): string => (iso ? format(new Date(iso), "yyyy-MM-dd'T'HH:mm") : '');

/** The audit trail's times, always UTC whatever the browser's zone, e.g. "2026-11-23 10:38:05 UTC". */
export const formatUtcDateTime = (iso: string): string => `${iso.slice(0, 10)} ${iso.slice(11, 19)} UTC`;
