import 'reflect-metadata';

import { AppConfig, loadConfig } from '../config/app-config';
import { NOT_EXPORTED } from './archive';
import { parseArgs, UsageError } from './args';
import { CliIo } from './cli-context';
import { createAdminCommand } from './commands/create-admin';
import { exportCommand } from './commands/export';
import { importCommand } from './commands/import';
import { migrateCommand, migrateStatusCommand } from './commands/migrate';

export const HELP = `Usage: npm run cli -- <command> [options]     (or: node dist/src/cli/main.js <command> [options])

Admin tasks run against the same settings as the site (environment variables and .env:
DATABASE_URL or DATA_DIR's SQLite file, DOCUMENT_STORAGE and S3_*, NODE_ENV, ...).

Commands
  create-admin --email E [--password P]
      Creates an Administrator, or resets the password of the account with that email (gives it
      the Administrator role, signs out its sessions, clears its failed sign-ins). The password
      must pass the site's policy; without --password a random one is generated and printed once.
  migrate
      Runs pending migrations (under the same database lock as a starting instance).
  migrate:status
      Lists applied and pending migrations.
  export --out FILE
      Writes the whole site to FILE: content and all its versions, documents with their files,
      reps and territories, retailers, redirects and the 404 log, users and roles, form entries
      and their notifications, settings. Ids are kept. The file is gzip-compressed JSON Lines.
  import --in FILE [--force]
      Loads an archive from export into this configuration's database and document storage, in
      one transaction: the database must be new (pending migrations are run first) or --force
      replaces everything in it. Stop the site first; start it on the imported database after.
      E.g. SQLite to MySQL: export with the old settings, import with DATABASE_URL set.

Not in archives
${Object.entries(NOT_EXPORTED)
  .map(([table, why]) => `  ${table.padEnd(20)} ${why}`)
  .join('\n')}
  resized image copies made again on request

Exit codes: 0 done, 1 failed (one line on stderr says why), 2 wrong usage.
`;

const consoleIo: CliIo = { out: (l) => process.stdout.write(`${l}\n`), err: (l) => process.stderr.write(`${l}\n`) };

/**
 * Runs one CLI command and resolves to its exit code; never throws. `env` is the environment the
 * settings are read from (the tests pass their own).
 */
export async function runCli(argv: string[], { env = process.env, io = consoleIo }: { env?: NodeJS.ProcessEnv; io?: CliIo } = {}): Promise<number> {
  let args;
  try {
    args = parseArgs(argv);
  } catch (e) {
    io.err(`${(e as Error).message}`);
    return 2;
  }
  if (args.command === 'help') {
    io.out(HELP.trimEnd());
    return 0;
  }
  try {
    const config: AppConfig = loadConfig(env);
    switch (args.command) {
      case 'create-admin':
        return await createAdminCommand(config, io, args);
      case 'migrate':
        return await migrateCommand(config, io);
      case 'migrate:status':
        return await migrateStatusCommand(config, io);
      case 'export':
        return await exportCommand(config, io, args);
      case 'import':
        return await importCommand(config, io, args);
    }
  } catch (e) {
    if (e instanceof UsageError) {
      io.err(e.message);
      return 2;
    }
    io.err(`${args.command} failed: ${oneLine(e)}`);
    if (env.CLI_DEBUG) io.err(String((e as Error).stack));
    return 1;
  }
}

const oneLine = (e: unknown) => String((e as Error)?.message ?? e).replace(/\s*\n\s*/g, ' ');

if (require.main === module) {
  void runCli(process.argv.slice(2)).then((code) => process.exit(code));
}
