import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { hostname } from 'node:os';

import type { FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { LogController } from 'fastify';
import type PinoPretty from 'pino-pretty';
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
 * writes to a file or pipe stdout synchronously). Lines are gathered here and handed to sonic-boom
 * as one string at most FLUSH_MS after the first one waiting (or once BATCH_CHARS are): under load
 * a few dozen writes a second. Measured on a cached page: handing sonic-boom each line (it measures
 * and appends every one) cost ~16% of the page's throughput; a batch costs a small part of that.
 * Flushed synchronously on exit, so the last lines before a shutdown are kept.
 */
const BATCH_CHARS = 64 * 1024;
const FLUSH_MS = 20;

function asyncStdout(): LogDestination {
  const boom = new SonicBoom({ fd: process.stdout.fd, sync: false, maxWrite: 1024 * 1024 });
  // A reader that went away (EPIPE) must not take the process down; the lines are lost either way.
  boom.on('error', () => undefined);
  let lines: string[] = [];
  let chars = 0;
  let timer: NodeJS.Timeout | null = null;
  const flush = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    if (lines.length === 0) return;
    const batch = lines.join('');
    lines = [];
    chars = 0;
    boom.write(batch);
  };
  process.once('exit', () => {
    try {
      flush();
      boom.flushSync();
    } catch {
      // Nothing more can be done on the way out.
    }
  });
  return {
    write(line: string) {
      lines.push(line);
      chars += line.length;
      if (chars >= BATCH_CHARS) flush();
      else if (timer === null) {
        timer = setTimeout(flush, FLUSH_MS);
        timer.unref();
      }
    },
  };
}

/** The fields of a hot-path request line (a page-cache hit or the liveness answer). */
export interface RequestLine {
  /** A generated UUID or a proxy's id that passed REQUEST_ID_PATTERN (no character needs escaping in JSON). */
  reqId: string;
  method: string;
  route: string;
  /** The raw path and query: secrets are taken out here (sanitizeUrl), once per distinct URL. */
  url: string;
  status: number;
  durationMs: number;
  ip: string | undefined;
  cache?: 'HIT';
}

/** Distinct strings whose JSON form is remembered (URLs, routes): a flood of unknown URLs only empties it. */
const JSON_MEMO_MAX = 2000;

/**
 * The request line of a hot-path answer, written straight to the log destination as JSON (the same
 * fields, order and message pino writes for every other request, without its per-request child
 * logger): the line is put together from strings, the URL's sanitised JSON form remembered per
 * distinct URL. Measured: JSON.stringify of the fields and the URL scrub per hit cost ~5% of a
 * cached page's throughput. Null when the destination is the terminal's pretty printer (then
 * pino's is used); a no-op when info lines are off.
 */
export function fastRequestLine(config: AppConfig, opts: LoggingOptions = {}): ((line: RequestLine) => void) | null {
  const level: LogLevel = opts.quiet ? 'error' : config.observability.logLevel;
  if (!['info', 'debug', 'trace'].includes(level)) return () => undefined;
  const dest = opts.stream ?? (process.stdout.isTTY ? null : jsonStdout());
  if (!dest) return null;
  const head = `{"level":30,"time":`;
  const bindings = `,"pid":${process.pid},"hostname":${JSON.stringify(hostname())},"reqId":"`;
  const memo = new Map<string, string>();
  const json = (s: string, scrub: boolean): string => {
    let j = memo.get(s);
    if (j === undefined) {
      if (memo.size >= JSON_MEMO_MAX) memo.clear();
      j = JSON.stringify(scrub ? sanitizeUrl(s) : s);
      memo.set(s, j);
    }
    return j;
  };
  return (l) => {
    const ip = l.ip === undefined ? '' : `,"ip":"${l.ip}"`;
    const cache = l.cache ? `,"cache":"${l.cache}"` : '';
    dest.write(
      `${head}${Date.now()}${bindings}${l.reqId}","method":${json(l.method, false)},"route":${json(l.route, false)},"url":${json(l.url, true)},"status":${l.status},"durationMs":${l.durationMs}${ip}${cache},"msg":"request completed"}\n`,
    );
  };
}

let stdoutDestination: LogDestination | null = null;
const jsonStdout = () => (stdoutDestination ??= asyncStdout());

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
    genReqId: requestIdGenerator(config.trustProxy),
  };
}
