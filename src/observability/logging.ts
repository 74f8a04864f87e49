import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

import type { FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { LogController } from 'fastify';
import pino from 'pino';
import type PinoPretty from 'pino-pretty';

import type { AppConfig, LogLevel } from '../config/app-config';
import { CENSOR, REDACT_PATHS, REQUEST_ID_PATTERN, sanitizeUrl } from './redact';

/** Where log lines go instead of standard output (the tests capture them). */
export interface LogDestination {
  write(line: string): void;
}

/** The request id: a trusted proxy's X-Request-Id when it is a sane one, otherwise a new UUID. */
export function requestIdGenerator(trustProxy: boolean): (req: IncomingMessage) => string {
  return (req) => {
    if (trustProxy) {
      const given = req.headers['x-request-id'];
      if (typeof given === 'string' && REQUEST_ID_PATTERN.test(given)) return given;
    }
    return randomUUID();
  };
}

export interface LoggingOptions {
  /** `false` = errors only (the API tests' quietness); otherwise the configured LOG_LEVEL. */
  quiet?: boolean;
  /** Raw JSON lines go here instead of standard output. */
  stream?: LogDestination;
}

/** The route template a request matched, or null (an unknown path, or a request refused before routing). */
export function routeOf(req: FastifyRequest): string | null {
  return req.routeOptions?.url ?? null;
}

/**
 * Fastify's per-request log lines, reduced to one: `request completed` with the request id (the
 * child logger's `reqId`), method, route template, path (secrets taken out), status and duration.
 * The incoming line is debug-level; the 404 handler's line is dropped (the completed line says it).
 */
export class RequestLogController extends LogController {
  constructor() {
    super({ requestIdLogLabel: 'reqId' });
  }

  override incomingRequest(request: FastifyRequest): void {
    if (this.isLogDisabled(request)) return;
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    const fields: Record<string, unknown> = {
      method: request.method,
      route: routeOf(request),
      url: sanitizeUrl(request.url),
      status: reply.statusCode,
      durationMs: Math.round(reply.elapsedTime * 100) / 100,
      ip: request.ip,
    };
    const cache = reply.getHeader('x-cache');
    if (cache) fields.cache = cache;
    if (error) reply.log.error({ ...fields, err: error }, 'request errored');
    else reply.log.info(fields, 'request completed');
  }

  override routeNotFound(): void {
    // The completed line (status 404, route null) covers it, without a second line quoting the raw URL.
  }
}

let stdoutDestination: LogDestination | null = null;
/** Standard output written asynchronously (pino's own destination), flushed when the process exits. */
function jsonStdout(): LogDestination {
  if (stdoutDestination) return stdoutDestination;
  const dest = pino.destination({ dest: 1, sync: false });
  // A reader that went away (EPIPE) must not take the process down.
  dest.on('error', () => undefined);
  process.once('exit', () => {
    try {
      dest.flushSync();
    } catch {
      // Nothing more can be done on the way out.
    }
  });
  return (stdoutDestination = dest);
}

/** Development on a terminal: one readable line each (`[Context] message`, `GET /path 200 3.1ms`). */

function prettyStream(): LogDestination {
  // Loaded only on a terminal (development): a server writing JSON never pays for it.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const pretty = (require('pino-pretty') as { default: typeof PinoPretty }).default;
  return pretty({
    colorize: true,
    singleLine: true,
    translateTime: 'SYS:HH:MM:ss.l',
    messageFormat: '{if context}[{context}] {end}{if method}{method} {url} {status} {durationMs}ms {end}{msg}',
    ignore: 'pid,hostname,context,method,url,status,durationMs,route,ip',
  });
}

/**
 * Fastify's own pino logger for the whole app: JSON lines on standard output unless standard output
 * is a terminal (then pino-pretty), credentials redacted, one line per request with its id.
 * Nest's logger writes through the same instance (NestPinoLogger).
 */
export function fastifyLoggingOptions(config: AppConfig, opts: LoggingOptions = {}): Partial<FastifyServerOptions> {
  const level: LogLevel = opts.quiet ? 'error' : config.observability.logLevel;
  const stream = opts.stream ?? (process.stdout.isTTY ? prettyStream() : jsonStdout());
  return {
    logger: {
      level,
      ...(stream ? { stream } : {}),
      redact: { paths: REDACT_PATHS, censor: CENSOR },
      serializers: {
        // Fastify's request serializer without the raw URL's secrets (reset links carry their code in the path).
        req: (req: FastifyRequest) => ({ method: req.method, url: sanitizeUrl(req.url), host: req.host, remoteAddress: req.ip }),
      },
    },
    logController: new RequestLogController(),
    // The id is read from X-Request-Id only behind a trusted proxy (genReqId checks TRUST_PROXY and the id's shape).
    requestIdHeader: false,
    genReqId: requestIdGenerator(config.trustProxy !== false),
  };
}
