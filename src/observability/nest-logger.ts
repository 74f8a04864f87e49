import type { LoggerService } from '@nestjs/common';
import type { FastifyBaseLogger } from 'fastify';

import { scrubText } from './redact';
import { requestContext } from './request-context';

type PinoLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';

/** Nest's start-up chatter (module wiring, the route map): useful only when debugging. */
const DEBUG_CONTEXTS = new Set(['InstanceLoader', 'RoutesResolver', 'RouterExplorer']);
/** A stack trace as Nest passes it (the second argument of `Logger.error`). */
const STACK = /\n\s+at /;

/**
 * Nest's LoggerService on top of Fastify's pino logger: every Nest `Logger` line becomes one JSON
 * line of the same stream, with `context`, and with the request's id when it is written while a
 * request is being served. Messages go through scrubText (no bearer tokens or link codes).
 */
export class NestPinoLogger implements LoggerService {
  constructor(private readonly root: FastifyBaseLogger) {}

  log(message: unknown, ...params: unknown[]): void {
    this.write('info', message, params);
  }
  error(message: unknown, ...params: unknown[]): void {
    this.write('error', message, params);
  }
  warn(message: unknown, ...params: unknown[]): void {
    this.write('warn', message, params);
  }
  debug(message: unknown, ...params: unknown[]): void {
    this.write('debug', message, params);
  }
  verbose(message: unknown, ...params: unknown[]): void {
    this.write('trace', message, params);
  }
  fatal(message: unknown, ...params: unknown[]): void {
    this.write('fatal', message, params);
  }

  private write(level: PinoLevel, message: unknown, params: unknown[]): void {
    const rest = params.filter((p) => p !== undefined);
    // Nest's Logger appends its context last (Logger.error: message, stack?, context).
    const context = rest.length && typeof rest[rest.length - 1] === 'string' ? (rest.pop() as string) : undefined;
    if (level === 'info' && context && DEBUG_CONTEXTS.has(context)) level = 'debug';
    const logger = requestContext.getStore()?.log ?? this.root;
    const fields: Record<string, unknown> = {};
    if (context) fields.context = context;
    let msg: string | undefined;
    if (message instanceof Error) {
      fields.err = message;
      msg = scrubText(message.message);
    } else if (typeof message === 'object' && message !== null) {
      Object.assign(fields, message);
    } else {
      msg = scrubText(String(message));
    }
    for (const p of rest) {
      if (typeof p === 'string' && STACK.test(p) && fields.stack === undefined) fields.stack = scrubText(p);
      else if (p instanceof Error && fields.err === undefined) fields.err = p;
      else ((fields.extra ??= []) as unknown[]).push(typeof p === 'string' ? scrubText(p) : p);
    }
    logger[level](fields, msg);
  }
}
