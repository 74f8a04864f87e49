import 'reflect-metadata';

import { Logger } from '@nestjs/common';

import { createApp } from './app.factory';
import { ConfigError, loadConfig } from './config/app-config';
import { gracefulShutdown } from './health/lifecycle';

/**
 * A failure before (or outside) the app's logger: human text on a terminal, otherwise one JSON line
 * shaped like pino's (level 60 = fatal), so a container's log collector reads it like the rest.
 */
function fatal(message: string, err?: unknown): void {
  if (process.stderr.isTTY) {
    console.error(message, err ?? '');
    return;
  }
  const e = err instanceof Error ? { type: err.name, message: err.message, stack: err.stack } : err;
  process.stderr.write(`${JSON.stringify({ level: 60, time: Date.now(), pid: process.pid, msg: message, ...(e === undefined ? {} : { err: e }) })}\n`);
}

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (e) {
    if (e instanceof ConfigError) {
      fatal(`Configuration error: ${e.message}`);
      process.exit(1);
    }
    throw e;
  }
  const app = await createApp(config);
  const log = new Logger('Site');
  // Node's own behaviour (exit 1), with the reason written as a JSON log line first.
  const die = (e: unknown) => {
    log.fatal(e instanceof Error ? e : String(e));
    process.exit(1);
  };
  process.on('uncaughtException', die);
  process.on('unhandledRejection', die);
  // Not Nest's enableShutdownHooks: it closes at once and cuts kept-alive requests.
  gracefulShutdown(app, { drainMs: config.shutdownDrainMs, hardLimitMs: 10_000, log: (m) => log.log(m) });
  await app.listen({ port: config.port, host: '0.0.0.0' });
  log.log(`Site running on http://localhost:${config.port} (${config.databaseUrl ? 'MySQL' : 'SQLite'}, data in ${config.dataDir})`);
}

main().catch((e) => {
  fatal(`Start-up failed: ${(e as Error)?.message ?? e}`, e);
  process.exit(1);
});
