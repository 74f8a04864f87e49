import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { hostname } from 'node:os';

import type { FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { LogController } from 'fastify';
import pretty from 'pino-pretty';
import SonicBoom from 'sonic-boom';

import type { AppConfig, LogLevel } from '../config/app-config';
import { CENSOR, REDACT_PATHS, REQUEST_ID_PATTERN, sanitizeUrl } from './redact';

/** Where log lines go instead of standard output (the tests capture them). */
export interface LogDestination {
  write(line: string): void;
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

/** The request id: the trusted proxy's X-Request-Id when it is a sane one, otherwise a new UUID. */
export function requestIdGenerator(trustProxy: boolean): (req: IncomingMessage) => string {
  return (req) => {
    if (trustProxy) {
      const given = req.headers['x-request-id'];
      if (typeof given === 'string' && REQUEST_ID_PATTERN.test(given)) return given;
    }
    return randomUUID();
  };
}

/**
 * Standard output for JSON lines, written asynchronously by sonic-boom (pino's own destination):
 * `fs.write` on fd 1 runs in libuv's thread pool, never a synchronous write on the event loop (Node
 * writes to a file or pipe stdout synchronously). Lines are gathered in sonic-boom's buffer and
 * written once per event-loop turn (or when 8 KB are waiting): under load one write per batch, as a
 * write per line costs more than making the line (measured: ~20% of a cached page's throughput).
 * Flushed synchronously on exit, so the last lines before a shutdown are kept.
 */
function asyncStdout(): LogDestination {
  const boom = new SonicBoom({ fd: process.stdout.fd, sync: false, minLength: 8192 });
  // A reader that went away (EPIPE) must not take the process down; the lines are lost either way.
  boom.on('error', () => undefined);
  process.once('exit', () => {
    try {
      boom.flushSync();
    } catch {
      // Nothing more can be done on the way out.
    }
  });
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    boom.flush();
  };
  return {
    write(line: string) {
      boom.write(line);
      if (!scheduled) {
        scheduled = true;
        setImmediate(flush);
      }
    },
  };
}

/**
 * The request line of a page-cache hit, written straight to the log destination as JSON (the same
 * fields pino writes for every other request, without its per-request child logger). Null when
 * the destination is the terminal's pretty printer or info lines are off: then pino's is used.
 */
export function fastRequestLine(config: AppConfig, opts: LoggingOptions = {}): ((fields: Record<string, unknown>) => void) | null {
  const level: LogLevel = opts.quiet ? 'error' : config.observability.logLevel;
  if (!['info', 'debug', 'trace'].includes(level)) return () => undefined;
  const dest = opts.stream ?? (process.stdout.isTTY ? null : jsonStdout());
  if (!dest) return null;
  const head = `{"level":30,"time":`;
  const bindings = `,"pid":${process.pid},"hostname":${JSON.stringify(hostname())}`;
  return (fields) => dest.write(`${head}${Date.now()}${bindings},${JSON.stringify(fields).slice(1, -1)},"msg":"request completed"}\n`);
}

let stdoutDestination: LogDestination | null = null;
const jsonStdout = () => (stdoutDestination ??= asyncStdout());

/** Development on a terminal: one readable line each (`[Context] message`, `GET /path 200 3.1ms`). */

function prettyStream(): LogDestination {
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
    genReqId: requestIdGenerator(config.trustProxy),
  };
}
