/**
 * What went wrong, in the domain's words. Services and pure policies throw (or return) these codes;
 * only the exception filter knows which HTTP status each one becomes (DOMAIN_ERROR_STATUS).
 * Grouped by the status they share, so each of the thin classes in errors.ts takes only its own.
 */
export type ValidationCode =
  | 'validation-failed' // a field or request is not valid
  | 'base-version-required' // an admin save of an existing item without the version it is based on
  | 'slug-taken' // the slug is used by another item of the kind in that region
  | 'bad-postal-code' // the directory search's ZIP or postal code is malformed or unknown
  | 'redirect-loop' // a redirect would loop or chain into another redirect
  | 'invalid-link' // a reset, welcome or sign-in link that is unknown, used or expired
  | 'wrong-password'; // the current password given to change account data is wrong
export type UnauthorizedCode = 'unauthenticated' | 'invalid-credentials' | 'session-expired';
export type ForbiddenCode = 'forbidden';
export type NotFoundCode = 'not-found';
export type ConflictCode =
  | 'conflict'
  | 'stale-version' // saved by someone else since the editor loaded it
  | 'email-taken'
  | 'last-administrator' // the last administrator cannot be deleted or lose the role
  | 'document-in-use'; // a document still linked from content
export type GoneCode = 'gone';
export type TooManyRequestsCode = 'rate-limited' | 'locked-out';

export type DomainErrorCode = ValidationCode | UnauthorizedCode | ForbiddenCode | NotFoundCode | ConflictCode | GoneCode | TooManyRequestsCode;
