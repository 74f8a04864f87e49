import type { FastifyBaseLogger } from 'fastify';

import { NestPinoLogger } from './nest-logger';
import { CENSOR, sanitizeUrl, scrubText } from './redact';
import { requestContext } from './request-context';

type Call = [level: string, fields: Record<string, unknown>, msg: string | undefined];

/** A pino stand-in that records what it is asked to write. */
function fakePino(calls: Call[], bindings: Record<string, unknown> = {}): FastifyBaseLogger {
  const at = (level: string) => (fields: Record<string, unknown>, msg?: string) => calls.push([level, { ...bindings, ...fields }, msg]);
  const logger = {
    level: 'trace',
    fatal: at('fatal'),
    error: at('error'),
    warn: at('warn'),
    info: at('info'),
    debug: at('debug'),
    trace: at('trace'),
    silent: () => undefined,
    child: (b: Record<string, unknown>) => fakePino(calls, { ...bindings, ...b }),
  };
  return logger;
}

describe('NestPinoLogger', () => {
  let calls: Call[];
  let logger: NestPinoLogger;
  beforeEach(() => {
    calls = [];
    logger = new NestPinoLogger(fakePino(calls));
  });

  it("maps Nest's levels to pino's and reads the context Nest appends", () => {
    logger.log('started', 'NestApplication');
    logger.warn('careful', 'Auth');
    logger.debug('details', 'Auth');
    logger.verbose('more details', 'Auth');
    logger.fatal('down', 'Site');
    logger.log('no context');
    expect(calls).toEqual([
      ['info', { context: 'NestApplication' }, 'started'],
      ['warn', { context: 'Auth' }, 'careful'],
      ['debug', { context: 'Auth' }, 'details'],
      ['trace', { context: 'Auth' }, 'more details'],
      ['fatal', { context: 'Site' }, 'down'],
      ['info', {}, 'no context'],
    ]);
  });

  it('writes the route map and module wiring at debug level', () => {
    logger.log('Mapped {/health/live, GET} route', 'RouterExplorer');
    logger.log('AppModule dependencies initialized', 'InstanceLoader');
    expect(calls.map((c) => c[0])).toEqual(['debug', 'debug']);
  });

  it('keeps the stack Logger.error passes, and an Error as err', () => {
    const stack = 'Error: boom\n    at thing (file.ts:1:1)';
    logger.error('failed', stack, 'Http');
    logger.error('failed without stack', undefined, 'Http');
    const e = new Error('bad');
    logger.error(e, undefined, 'Http');
    expect(calls[0]).toEqual(['error', { context: 'Http', stack }, 'failed']);
    expect(calls[1]).toEqual(['error', { context: 'Http' }, 'failed without stack']);
    expect(calls[2]).toEqual(['error', { context: 'Http', err: e }, 'bad']);
  });

  it('takes bearer tokens and link codes out of messages', () => {
    logger.error('refused Bearer eyJhbGciOi.abc.def for /account/reset-password/s3cr3t?x=1', 'Auth');
    expect(calls[0][2]).toBe(`refused Bearer ${CENSOR} for /account/reset-password/${CENSOR}?x=1`);
  });

  it("writes through the request's logger while a request is served", () => {
    const reqLogger = fakePino(calls, { reqId: 'r-1' });
    requestContext.run({ reqId: 'r-1', log: reqLogger }, () => logger.log('inside', 'Mail'));
    logger.log('outside', 'Mail');
    expect(calls).toEqual([
      ['info', { reqId: 'r-1', context: 'Mail' }, 'inside'],
      ['info', { context: 'Mail' }, 'outside'],
    ]);
  });
});

describe('log redaction helpers', () => {
  it('hides the codes of reset and sign-in links and secret query parameters, nothing else', () => {
    expect(sanitizeUrl('/account/reset-password/abc_DEF-123')).toBe(`/account/reset-password/${CENSOR}`);
    expect(sanitizeUrl('/can/account/email-auth/xyz?next=/x')).toBe(`/can/account/email-auth/${CENSOR}?next=/x`);
    expect(sanitizeUrl('/doc?token=abc&page=2&X-Amz-Signature=ff')).toBe(`/doc?token=${CENSOR}&page=2&X-Amz-Signature=${CENSOR}`);
    expect(sanitizeUrl('/knowledge-center?search=hash+browns&author=me')).toBe('/knowledge-center?search=hash+browns&author=me');
    expect(sanitizeUrl(undefined)).toBeUndefined();
    expect(scrubText('Authorization: Bearer abc.def-ghi')).toBe(`Authorization: Bearer ${CENSOR}`);
  });
});
