/** Seeded site roles. Administrator may do everything; Editor everything but users. */
export const ROLE_ADMINISTRATOR = 'Administrator';
export const ROLE_EDITOR = 'Editor';
export const CONTENT_ROLES = [ROLE_ADMINISTRATOR, ROLE_EDITOR];

/** What each role may do, shown beside its choice on the users form and named in the welcome email. */
export const ROLE_DESCRIPTIONS: Record<string, string> = {
  [ROLE_ADMINISTRATOR]: 'Everything an Editor can do, plus managing users and site settings.',
  [ROLE_EDITOR]: 'Writes, publishes and schedules content, documents and redirects; cannot manage users.',
};
