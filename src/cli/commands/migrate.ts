import { DataSource } from 'typeorm';

import { AppConfig } from '../../config/app-config';
import { runMigrationsLocked } from '../../database/data-source-options';
import { CliIo, withDataSource } from '../cli-context';

export interface MigrationState {
  /** Applied migrations in the order they ran; `known: false` = not in this build (a newer build ran it). */
  applied: { name: string; known: boolean }[];
  pending: string[];
}

/** The migrations of this build in the order TypeORM runs them (by the timestamp that ends each name). */
export function knownMigrations(ds: DataSource): string[] {
  return ds.migrations.map((m) => m.name ?? m.constructor.name).sort((a, b) => Number(a.slice(-13)) - Number(b.slice(-13)));
}

/** The migrations this build has (in run order) and the ones the database has applied, without writing anything. */
export async function migrationState(ds: DataSource): Promise<MigrationState> {
  const known = knownMigrations(ds);
  const qr = ds.createQueryRunner();
  try {
    // No migrations table yet means nothing ran; asking TypeORM would create it.
    const executed = (await qr.hasTable('migrations'))
      ? ((await qr.query(`SELECT ${ds.driver.escape('name')} AS name FROM ${ds.driver.escape('migrations')} ORDER BY ${ds.driver.escape('id')}`)) as { name: string }[])
      : [];
    const done = new Set(executed.map((m) => m.name));
    return {
      applied: executed.map((m) => ({ name: m.name, known: known.includes(m.name) })),
      pending: known.filter((n) => !done.has(n)),
    };
  } finally {
    await qr.release();
  }
}

/** `migrate`: runs pending migrations under the setup lock (as a starting instance does). */
export async function migrateCommand(config: AppConfig, io: CliIo): Promise<number> {
  return withDataSource(config, async (ds) => {
    const ran = await runMigrationsLocked(ds);
    if (!ran.length) io.out('Nothing to migrate: the database is up to date.');
    else {
      for (const name of ran) io.out(`ran      ${name}`);
      io.out(`${ran.length} migration(s) applied.`);
    }
    return 0;
  });
}

/** `migrate:status`: applied and pending migrations; exit code 0 either way (pending is not an error). */
export async function migrateStatusCommand(config: AppConfig, io: CliIo): Promise<number> {
  return withDataSource(config, async (ds) => {
    const state = await migrationState(ds);
    for (const m of state.applied) io.out(`applied  ${m.name}${m.known ? '' : '  (not in this build)'}`);
    for (const name of state.pending) io.out(`pending  ${name}`);
    io.out(`${state.applied.length} applied, ${state.pending.length} pending.`);
    return 0;
  });
}
