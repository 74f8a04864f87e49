import { ArgumentsHost, NotFoundException } from '@nestjs/common';

import type { DomainErrorCode } from './error-codes';
import { Conflict, DomainError, Forbidden, Gone, NotFound, TooManyRequests, Unauthorized, ValidationFailed } from './errors';
import { DATABASE_RETRY_AFTER_SECONDS, DOMAIN_ERROR_STATUS, HttpExceptionFilter } from './http-exception.filter';

/** Runs the filter on one error and returns what the reply was given. */
function answer(error: unknown): { status: number; headers: Record<string, string>; body: unknown } {
  const sent = { status: 0, headers: {} as Record<string, string>, body: undefined as unknown };
  const reply = {
    sent: false,
    status(s: number) {
      sent.status = s;
      return reply;
    },
    header(k: string, v: string) {
      sent.headers[k] = v;
      return reply;
    },
    send(b: string) {
      sent.body = JSON.parse(b);
      return reply;
    },
  };
  const host = { switchToHttp: () => ({ getResponse: () => reply, getRequest: () => ({ method: 'GET', url: '/x' }) }) } as unknown as ArgumentsHost;
  new HttpExceptionFilter().catch(error, host);
  return sent;
}

describe('domain error codes → HTTP status (the one table)', () => {
  const expected: Record<DomainErrorCode, number> = {
    'validation-failed': 400,
    'base-version-required': 400,
    'slug-taken': 400,
    'bad-postal-code': 400,
    'redirect-loop': 400,
    'invalid-link': 400,
    'wrong-password': 400,
    unauthenticated: 401,
    'invalid-credentials': 401,
    'session-expired': 401,
    forbidden: 403,
    'not-found': 404,
    conflict: 409,
    'stale-version': 409,
    'email-taken': 409,
    'last-administrator': 409,
    'document-in-use': 409,
    gone: 410,
    'rate-limited': 429,
    'locked-out': 429,
  };
  it.each(Object.entries(expected))('maps %s to %i', (code, status) => {
    expect(DOMAIN_ERROR_STATUS[code as DomainErrorCode]).toBe(status);
    expect(answer(new DomainError(code as DomainErrorCode, 'Message.')).status).toBe(status);
  });
  it('has a status for every code and no other', () => {
    expect(Object.keys(DOMAIN_ERROR_STATUS).sort()).toEqual(Object.keys(expected).sort());
  });
  it('gives each thin class its default code', () => {
    expect(new ValidationFailed('x').code).toBe('validation-failed');
    expect(new NotFound().code).toBe('not-found');
    expect(new Conflict('x').code).toBe('conflict');
    expect(new Forbidden().code).toBe('forbidden');
    expect(new Unauthorized().code).toBe('unauthenticated');
    expect(new Gone('x').code).toBe('gone');
    expect(new TooManyRequests().code).toBe('rate-limited');
    expect(new Conflict('x', 'stale-version')).toBeInstanceOf(DomainError);
  });
});

describe('the error envelope', () => {
  it('carries the message and the field messages of a domain error', () => {
    const res = answer(new ValidationFailed('That slug is used.', { slug: 'That slug is used.' }, 'slug-taken'));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, message: 'That slug is used.', errors: { slug: 'That slug is used.' } });
  });
  it('leaves errors out when there are none', () => {
    expect(answer(new Conflict('Changed by someone else.', 'stale-version')).body).toEqual({ success: false, message: 'Changed by someone else.' });
  });
  it("replaces Nest's own texts with ours", () => {
    expect(answer(new NotFoundException()).body).toEqual({ success: false, message: 'Not found.' });
  });
  it('answers a database outage with 503 and Retry-After', () => {
    const res = answer(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }));
    expect(res.status).toBe(503);
    expect(res.headers['retry-after']).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
  });
  it('answers anything else with 500 and a generic message', () => {
    const res = answer(new Error('boom'));
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ success: false, message: 'Sorry, something went wrong. Please try again later.' });
  });
});
