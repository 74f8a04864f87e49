import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { hostname } from 'node:os';

import SonicBoom from 'sonic-boom';

import type { LogLevel } from '../config/app-config';
import { REQUEST_ID_PATTERN, sanitizeUrl } from './redact';

/*
 * The request line of the hot path (a page-cache hit, the liveness answer) and where log lines go.
 * No framework imports: the front thread (src/front) writes its lines with this too.
 */

/** Where log lines go instead of standard output (the tests capture them). */
export interface LogDestination {
  write(line: string): void;
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

const BATCH_CHARS = 64 * 1024;
const FLUSH_MS = 20;

/**
 * Lines gathered and handed on as one string at most FLUSH_MS after the first one waiting (or once
 * BATCH_CHARS are): under load a few dozen hand-overs a second instead of one per line.
 */
export function batchedLines(send: (batch: string) => void): LogDestination & { flush(): void } {
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
    send(batch);
  };
  return {
    flush,
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

/**
 * Standard output for JSON lines, written asynchronously by sonic-boom (pino's own destination):
 * `fs.write` on fd 1 runs in libuv's thread pool, never a synchronous write on the event loop (Node
 * writes to a file or pipe stdout synchronously). Lines are batched (batchedLines): measured on a
 * cached page, handing sonic-boom each line (it measures and appends every one) cost ~16% of the
 * page's throughput; a batch costs a small part of that. Flushed synchronously on exit, so the last
 * lines before a shutdown are kept. The one writer of standard output: the front thread's lines
 * come here too (src/front/front-link.ts), so two threads never interleave inside a line.
 */
export function asyncStdout(): LogDestination {
  const boom = new SonicBoom({ fd: process.stdout.fd, sync: false, maxWrite: 1024 * 1024 });
  // A reader that went away (EPIPE) must not take the process down; the lines are lost either way.
  boom.on('error', () => undefined);
  const out = batchedLines((batch) => boom.write(batch));
  process.once('exit', () => {
    try {
      out.flush();
      boom.flushSync();
    } catch {
      // Nothing more can be done on the way out.
    }
  });
  return out;
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

/** Whether a level writes info lines. */
export const logsInfo = (level: LogLevel) => level === 'info' || level === 'debug' || level === 'trace';

/**
 * The request line of a hot-path answer, written straight to the destination as JSON (the same
 * fields, order and message pino writes for every other request, without its per-request child
 * logger): the line is put together from strings, the URL's sanitised JSON form remembered per
 * distinct URL. Measured: JSON.stringify of the fields and the URL scrub per hit cost ~5% of a
 * cached page's throughput. A no-op when info lines are off.
 */
export function requestLineWriter(level: LogLevel, dest: LogDestination): (line: RequestLine) => void {
  if (!logsInfo(level)) return () => undefined;
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
    const ip = l.ip === undefined ? '' : `,"ip":${json(l.ip, false)}`;
    const cache = l.cache ? `,"cache":"${l.cache}"` : '';
    dest.write(
      `${head}${Date.now()}${bindings}${l.reqId}","method":${json(l.method, false)},"route":${json(l.route, false)},"url":${json(l.url, true)},"status":${l.status},"durationMs":${l.durationMs}${ip}${cache},"msg":"request completed"}\n`,
    );
  };
}
