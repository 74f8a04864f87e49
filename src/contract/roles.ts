/** Seeded site roles. Administrator may do everything; Editor everything but users. */
export const ROLE_ADMINISTRATOR = 'Administrator';
export const ROLE_EDITOR = 'Editor';
export const CONTENT_ROLES = [ROLE_ADMINISTRATOR, ROLE_EDITOR];
