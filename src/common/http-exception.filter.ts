import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';

import type { DomainErrorCode } from './error-codes';
import { DomainError, isDatabaseUnavailable } from './errors';

/** Seconds a client is told to wait (Retry-After) when the database is unreachable. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

const DEFAULT_MESSAGES: Record<number, string> = {
  400: 'The request is not valid.',
  401: 'Please log in to continue.',
  403: "Sorry, you don't have permission to access this page.",
  404: 'Not found.',
  405: 'Method not allowed.',
  409: 'This item was changed by someone else. Reload it and try again.',
  413: 'The request is too large.',
  415: 'Unsupported media type.',
  429: 'Too many requests. Please wait a moment and try again.',
  500: 'Sorry, something went wrong. Please try again later.',
  503: 'The service is temporarily unavailable. Please try again in a moment.',
};

/** The one table from a domain error's code to its HTTP status. */
export const DOMAIN_ERROR_STATUS: Readonly<Record<DomainErrorCode, number>> = {
  'validation-failed': HttpStatus.BAD_REQUEST,
  'base-version-required': HttpStatus.BAD_REQUEST,
  'slug-taken': HttpStatus.BAD_REQUEST, // a field message on the form, like any other field's
  'bad-postal-code': HttpStatus.BAD_REQUEST,
  'redirect-loop': HttpStatus.BAD_REQUEST,
  'invalid-link': HttpStatus.BAD_REQUEST,
  'wrong-password': HttpStatus.BAD_REQUEST,
  unauthenticated: HttpStatus.UNAUTHORIZED,
  'invalid-credentials': HttpStatus.UNAUTHORIZED,
  'session-expired': HttpStatus.UNAUTHORIZED,
  forbidden: HttpStatus.FORBIDDEN,
  'not-found': HttpStatus.NOT_FOUND,
  conflict: HttpStatus.CONFLICT,
  'stale-version': HttpStatus.CONFLICT,
  'email-taken': HttpStatus.CONFLICT,
  'last-administrator': HttpStatus.CONFLICT,
  'document-in-use': HttpStatus.CONFLICT,
  gone: HttpStatus.GONE,
  'rate-limited': HttpStatus.TOO_MANY_REQUESTS,
  'locked-out': HttpStatus.TOO_MANY_REQUESTS,
};

/** The status of a domain error's code (500 for a code missing from the table, which the type forbids). */
export const statusOfDomainError = (e: DomainError): number => DOMAIN_ERROR_STATUS[e.code] ?? HttpStatus.INTERNAL_SERVER_ERROR;

/** The one error path: every error becomes `{ success: false, message, errors? }` with its status. */
@Catch()
export class HttpExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('Http');
  catch(exception: unknown, host: ArgumentsHost): void {
    const reply = host.switchToHttp().getResponse();
    const request = host.switchToHttp().getRequest();
    let status: number = HttpStatus.INTERNAL_SERVER_ERROR;
    let message: string | undefined;
    let errors: Record<string, string> | undefined;
    let retryAfter: number | null = null;
    if (exception instanceof DomainError) {
      status = statusOfDomainError(exception);
      message = exception.message || DEFAULT_MESSAGES[status];
      errors = exception.errors;
    } else if (exception instanceof HttpException) {
      status = exception.getStatus();
      const body = exception.getResponse() as string | { message?: string | string[]; errors?: Record<string, string> };
      if (typeof body === 'string') message = body;
      else {
        message = Array.isArray(body.message) ? body.message[0] : body.message;
        errors = body.errors;
      }
      // Nest's own texts ("Cannot GET /x", "Forbidden resource") are replaced by ours.
      if (!message || message === 'Not Found' || /^Cannot (GET|POST|PUT|DELETE|PATCH|HEAD|OPTIONS) /.test(message) || message === 'Forbidden resource' || message === 'Unauthorized')
        message = DEFAULT_MESSAGES[status] ?? message;
    } else if (isFastifyError(exception)) {
      status = exception.statusCode;
      message = DEFAULT_MESSAGES[status] ?? exception.message;
      if (status === 400 && exception.code === 'FST_ERR_CTP_INVALID_JSON_BODY') message = 'The request body is not valid JSON.';
    } else if (isDatabaseUnavailable(exception)) {
      // A database outage is temporary: 503 and a time to retry, never a 500 (or a misleading 400).
      status = HttpStatus.SERVICE_UNAVAILABLE;
      retryAfter = DATABASE_RETRY_AFTER_SECONDS;
      this.logger.error(`${request?.method} ${request?.url}: database unavailable: ${(exception as Error).message}`);
    } else {
      this.logger.error(`${request?.method} ${request?.url}: ${(exception as Error)?.stack ?? exception}`);
    }
    if (status >= 500 && (exception instanceof HttpException || exception instanceof DomainError)) this.logger.error(`${request?.method} ${request?.url}: ${exception.stack}`);
    const payload: Record<string, unknown> = { success: false, message: message ?? DEFAULT_MESSAGES[status] ?? 'Error' };
    if (errors && Object.keys(errors).length) payload.errors = errors;
    if (reply.sent) return;
    if (retryAfter !== null) reply.header('retry-after', String(retryAfter));
    reply.status(status).header('content-type', 'application/json; charset=utf-8').send(JSON.stringify(payload));
  }
}

function isFastifyError(e: unknown): e is { statusCode: number; message: string; code?: string } {
  return typeof e === 'object' && e !== null && typeof (e as { statusCode?: unknown }).statusCode === 'number' && (e as { statusCode: number }).statusCode >= 400;
}
