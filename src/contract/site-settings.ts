/** The site's clock: every date shown to staff and every date input uses this zone (IANA name). */
export const DEFAULT_SITE_TIME_ZONE = 'America/Chicago';
