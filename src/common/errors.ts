import type { ConflictCode, DomainErrorCode, ForbiddenCode, GoneCode, NotFoundCode, TooManyRequestsCode, UnauthorizedCode, ValidationCode } from './error-codes';

export type { DomainErrorCode } from './error-codes';

/**
 * The one domain error: a code saying what went wrong, the message for the person, and field messages.
 * It knows nothing of HTTP: the global filter maps the code to a status (DOMAIN_ERROR_STATUS).
 */
export class DomainError extends Error {
  constructor(
    readonly code: DomainErrorCode,
    message: string,
    readonly errors?: Record<string, string>,
  ) {
    super(message);
    this.name = new.target.name;
  }

  /** The message and field messages, in the shape HttpException.getResponse() gave (kept for callers and specs that read it). */
  getResponse(): { message: string; errors?: Record<string, string> } {
    return this.errors ? { message: this.message, errors: this.errors } : { message: this.message };
  }
}

// Thin classes for the usual cases, each with its default code and message; a throw site names a more specific code where it matters.
export class ValidationFailed extends DomainError {
  constructor(message: string, errors?: Record<string, string>, code: ValidationCode = 'validation-failed') {
    super(code, message, errors);
  }
}
export class NotFound extends DomainError {
  constructor(message = 'Not found.', code: NotFoundCode = 'not-found') {
    super(code, message);
  }
}
export class Conflict extends DomainError {
  constructor(message: string, code: ConflictCode = 'conflict') {
    super(code, message);
  }
}
export class Forbidden extends DomainError {
  constructor(message = "Sorry, you don't have permission to access this page.", code: ForbiddenCode = 'forbidden') {
    super(code, message);
  }
}
export class Unauthorized extends DomainError {
  constructor(message = 'Please log in to continue.', code: UnauthorizedCode = 'unauthenticated') {
    super(code, message);
  }
}
export class Gone extends DomainError {
  constructor(message: string, code: GoneCode = 'gone') {
    super(code, message);
  }
}
export class TooManyRequests extends DomainError {
  constructor(message = 'Too many requests. Please wait a moment and try again.', code: TooManyRequestsCode = 'rate-limited') {
    super(code, message);
  }
}

/** Throws the first field message (with all of them under `errors`) when a rule check found any. */
export function assertValid(errors: Record<string, string>): void {
  const messages = Object.values(errors);
  if (messages.length) throw new ValidationFailed(messages[0], errors);
}

/** The driver's error code, whether on a raw driver error or on TypeORM's QueryFailedError (which copies it, and keeps the original as driverError). */
function driverCode(e: unknown): string | null {
  if (typeof e !== 'object' || e === null) return null;
  const o = e as { code?: unknown; driverError?: { code?: unknown } };
  const code = o.code ?? o.driverError?.code;
  return typeof code === 'string' ? code : null;
}

/** A unique-key violation: SQLite SQLITE_CONSTRAINT_UNIQUE (or PRIMARYKEY), MySQL/MariaDB ER_DUP_ENTRY. */
export function isDuplicateKeyError(e: unknown): boolean {
  const code = driverCode(e);
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === 'ER_DUP_ENTRY';
}

/** Codes of a database that cannot be reached or is too busy to answer now: worth a 503 and a retry, not a 500. */
const DATABASE_UNAVAILABLE_CODES = new Set([
  // mysql2 / MariaDB: the server is away, the connection dropped, or it refuses more connections.
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'PROTOCOL_CONNECTION_LOST',
  'PROTOCOL_SEQUENCE_TIMEOUT',
  'ER_CON_COUNT_ERROR',
  'ER_SERVER_SHUTDOWN',
  'ER_TOO_MANY_USER_CONNECTIONS',
  // SQLite: the file is locked by another writer past the busy timeout, or cannot be opened or read.
  'SQLITE_BUSY',
  'SQLITE_LOCKED',
  'SQLITE_CANTOPEN',
  'SQLITE_IOERR',
]);
/** TypeORM's own errors for a data source that is not connected (destroyed, or never initialized). */
const NOT_CONNECTED_ERRORS = new Set(['CannotExecuteNotConnectedError', 'ConnectionIsNotSetError', 'CannotGetEntityManagerNotConnectedError']);

/** The database is unreachable (connection refused or lost, pool closed, file locked): the filter answers 503 with Retry-After. */
export function isDatabaseUnavailable(e: unknown): boolean {
  if (typeof e !== 'object' || e === null) return false;
  const code = driverCode(e);
  if (code && (DATABASE_UNAVAILABLE_CODES.has(code) || code.startsWith('SQLITE_IOERR'))) return true;
  const name = (e as { name?: unknown }).name;
  if (typeof name === 'string' && NOT_CONNECTED_ERRORS.has(name)) return true;
  // mysql2 after pool.end(), better-sqlite3 after close(): plain errors with no code.
  const message = String((e as { message?: unknown }).message ?? '');
  return /^Pool is closed\.?$|database connection is not open/i.test(message);
}
