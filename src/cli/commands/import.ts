import * as crypto from 'node:crypto';
import { once } from 'node:events';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { StringDecoder } from 'node:string_decoder';
import * as zlib from 'node:zlib';

import { DataSource, QueryRunner } from 'typeorm';

import { AppConfig } from '../../config/app-config';
import { isMysql, SETUP_LOCK, withDatabaseLock } from '../../database/data-source-options';
import { DocumentStorage } from '../../documents/storage/document-storage';
import {
  ArchiveError,
  ArchiveHeader,
  ArchiveRecord,
  ArchiveTable,
  ColumnKind,
  dependencyOrder,
  exportedTables,
  MIGRATION_FILLED,
  parseHeader,
  planMigrations,
  toDbValue,
} from '../archive';
import { CliError, CliIo, closeStorage, documentStorage, documentTempDir, withDataSource } from '../cli-context';
import { countRows, DbTable, deferForeignKeys, insertRows, quote, readSchema, resetSequences } from '../schema';
import { knownMigrations, migrationState } from './migrate';

export interface ImportOptions {
  in: string;
  force?: boolean;
}

const BATCH_ROWS = 500;

/**
 * `import --in FILE`: loads an archive from `export` into this configuration's database and
 * document storage. The database must be empty (migrated or not: pending migrations run first)
 * unless --force, which replaces everything in it. One transaction; under the setup lock, so an
 * instance starting meanwhile neither migrates nor seeds demo content into it.
 */
export async function importCommand(config: AppConfig, io: CliIo, opts: ImportOptions): Promise<number> {
  const file = path.resolve(opts.in);
  if (!fs.existsSync(file)) throw new CliError(`No such file: ${file}`);
  const lines = readLines(file)[Symbol.asyncIterator]();
  try {
    const header = parseHeader((await lines.next()).value as string | undefined);
    const storage = documentStorage(config);
    try {
      return await withDataSource(config, (ds) => withDatabaseLock(ds, SETUP_LOCK, () => importLocked(ds, config, storage, io, header, lines, !!opts.force), 600));
    } finally {
      closeStorage(storage);
    }
  } finally {
    await lines.return?.(undefined);
  }
}

async function importLocked(
  ds: DataSource,
  config: AppConfig,
  storage: DocumentStorage,
  io: CliIo,
  header: ArchiveHeader,
  lines: AsyncIterator<string>,
  force: boolean,
): Promise<number> {
  const known = knownMigrations(ds);
  const plan = planMigrations(
    header.migrations,
    known,
    (await migrationState(ds)).applied.map((m) => m.name),
  );
  if (plan.unknown.length)
    throw new CliError(`The archive comes from a newer build (this one lacks the migration(s) ${plan.unknown.join(', ')}): import it with that build or a later one.`);
  // The schema the archive was written with, then the rows, then this build's later migrations (as an upgrade would).
  if (plan.before.length) await runOnly(ds, plan.before, io);
  if (plan.extraExecuted.length) io.err(`Warning: this database has migration(s) the archive lacks (${plan.extraExecuted.join(', ')}); columns they added take their defaults.`);

  const qr = ds.createQueryRunner();
  await qr.connect();
  const written: string[] = [];
  let oldKeys: string[] = [];
  let counts: Record<string, number>;
  let fileCount: number;
  let schema: DbTable[];
  try {
    schema = await readSchema(ds, qr);
    const target = new Map(schema.map((t) => [t.name, t]));
    checkCompatible(header.tables, target);
    const present = exportedTables(schema.map((t) => t.name)).filter((n) => !MIGRATION_FILLED.includes(n));
    const filled: string[] = [];
    for (const t of present) {
      const n = await countRows(ds, qr, t);
      if (n) filled.push(`${t}: ${n}`);
    }
    if (filled.length && !force) throw new CliError(`The database is not empty (${filled.join(', ')}): import into a new database, or add --force to replace everything in it.`);
    if (force && target.has('document_file')) oldKeys = (await qr.query(`SELECT storage_key FROM document_file`)).map((r: { storage_key: string }) => r.storage_key);

    await qr.startTransaction();
    try {
      await deferForeignKeys(ds, qr);
      const order = dependencyOrder(
        schema.map((t) => t.name),
        Object.fromEntries(schema.map((t) => [t.name, t.references])),
      );
      // Children before parents. --force empties every table but the migration history; reference lists are replaced always.
      const wipe = order.filter((n) => n !== 'migrations' && (force || (MIGRATION_FILLED.includes(n) && header.tables.some((t) => t.name === n)))).reverse();
      for (const n of wipe) await qr.query(`DELETE FROM ${quote(ds, n)}`);

      ({ counts, fileCount } = await loadRecords(ds, qr, config, storage, header, target, lines, written));
      if (!isMysql(ds)) await resetSequences(ds, qr, schema);
      await qr.commitTransaction();
    } catch (e) {
      await qr.rollbackTransaction().catch(() => undefined);
      // Files under keys the database had before are the same bytes (keys are unique per upload); new ones go.
      const keep = new Set(oldKeys);
      for (const key of written) if (!keep.has(key)) await storage.delete(key).catch(() => undefined);
      throw e;
    }
    // ALTER TABLE commits by itself on MySQL, so after the import's own commit.
    if (isMysql(ds)) await resetSequences(ds, qr, schema);
  } finally {
    await qr.release();
  }

  if (force) {
    const now = new Set(written);
    const stale = oldKeys.filter((k) => !now.has(k));
    for (const key of stale) await storage.delete(key).catch((e) => io.err(`Warning: could not delete the replaced file ${key}: ${(e as Error).message}`));
  }
  if (plan.after.length) await runOnly(ds, known, io);

  const total = Object.values(counts).reduce((a, b) => a + b, 0);
  io.out(`Imported ${total} rows into ${Object.keys(counts).length} tables and ${fileCount} document file(s) (archive of ${header.createdAt}, ${header.dialect}).`);
  for (const [name, n] of Object.entries(counts)) io.out(`  ${name.padEnd(22)} ${n}`);
  io.out('Sessions are not in archives: everyone signs in again.');
  return 0;
}

/** Every archive table and column must exist here; columns only this database has take their defaults. */
function checkCompatible(tables: ArchiveTable[], target: Map<string, DbTable>): void {
  for (const t of tables) {
    const here = target.get(t.name);
    if (!here) throw new CliError(`The archive has a table ${t.name} this database does not have.`);
    const missing = t.columns.filter((c) => !here.columns.some((h) => h.name === c.name)).map((c) => c.name);
    if (missing.length) throw new CliError(`The archive's table ${t.name} has column(s) this database does not have: ${missing.join(', ')}.`);
  }
}

async function loadRecords(
  ds: DataSource,
  qr: QueryRunner,
  config: AppConfig,
  storage: DocumentStorage,
  header: ArchiveHeader,
  target: Map<string, DbTable>,
  lines: AsyncIterator<string>,
  written: string[],
): Promise<{ counts: Record<string, number>; fileCount: number }> {
  const counts: Record<string, number> = {};
  let table: { name: string; columns: string[]; kinds: ColumnKind[] } | null = null;
  let batch: unknown[][] = [];
  let file: { key: string; contentType: string; size: number; sha256: string; temp: string; out: fs.WriteStream; hash: crypto.Hash; bytes: number } | null = null;
  let fileCount = 0;
  let ended: { rows: Record<string, number>; files: number } | null = null;
  const flush = async () => {
    if (table && batch.length) await insertRows(ds, qr, table.name, table.columns, batch);
    batch = [];
  };
  const tempDir = documentTempDir(config);
  await fs.promises.mkdir(tempDir, { recursive: true });
  try {
    for (let r = await lines.next(); !r.done; r = await lines.next()) {
      if (ended) throw new ArchiveError('The archive has records after its end record.');
      const rec = JSON.parse(r.value) as ArchiveRecord;
      switch (rec.type) {
        case 'table': {
          await flush();
          const def = header.tables.find((t) => t.name === rec.name);
          if (!def) throw new ArchiveError(`The archive has rows for ${rec.name}, which its header does not describe.`);
          const here = target.get(rec.name)!;
          table = { name: rec.name, columns: def.columns.map((c) => c.name), kinds: def.columns.map((c) => here.columns.find((h) => h.name === c.name)!.kind) };
          counts[rec.name] = 0;
          break;
        }
        case 'row': {
          if (!table) throw new ArchiveError('The archive has a row before any table.');
          const t = table;
          batch.push(t.kinds.map((kind, i) => toDbValue(kind, rec.v[i])));
          counts[t.name]++;
          if (batch.length >= BATCH_ROWS) await flush();
          break;
        }
        case 'file': {
          if (file) throw new ArchiveError(`The archive begins ${rec.key} before it ends ${file.key}.`);
          await flush();
          table = null;
          const temp = path.join(tempDir, `${crypto.randomUUID()}.part`);
          file = { ...rec, temp, out: fs.createWriteStream(temp, { flags: 'wx' }), hash: crypto.createHash('sha256'), bytes: 0 };
          break;
        }
        case 'chunk': {
          if (!file) throw new ArchiveError('The archive has file bytes outside a file.');
          const bytes = Buffer.from(rec.data, 'base64');
          file.hash.update(bytes);
          file.bytes += bytes.length;
          if (!file.out.write(bytes)) await once(file.out, 'drain');
          break;
        }
        case 'file-end': {
          if (!file) throw new ArchiveError('The archive ends a file it never began.');
          const f = file;
          await new Promise<void>((resolve, reject) => f.out.end((e?: Error | null) => (e ? reject(e) : resolve())));
          const sha256 = f.hash.digest('hex');
          if (f.bytes !== f.size || sha256 !== f.sha256)
            throw new ArchiveError(`The archive's copy of ${f.key} is damaged (${f.bytes} bytes, SHA-256 ${sha256}; expected ${f.size} bytes, ${f.sha256}).`);
          await storage.putFile(f.key, f.temp, { contentType: f.contentType, size: f.size, sha256 });
          // Storage consumed the temp file (moved or uploaded): nothing left to clean up.
          file = null;
          written.push(f.key);
          fileCount++;
          break;
        }
        case 'end':
          await flush();
          ended = rec;
          break;
        default:
          throw new ArchiveError(`Unknown archive record type ${JSON.stringify((rec as { type: unknown }).type)}.`);
      }
    }
  } finally {
    // Whatever refused the import (a bad record, a damaged copy, a key storage will not take), the
    // half-written or unconsumed temp file goes. The stream is closed first: removing the path while
    // its open is still pending would let the open create the file again afterwards.
    if (file) {
      const out = file.out;
      if (!out.closed) await new Promise<void>((resolve) => out.destroy().once('close', () => resolve()));
      await fs.promises.rm(file.temp, { force: true });
    }
  }
  if (!ended) throw new ArchiveError('The archive is cut off (it has no end record): nothing was imported.');
  for (const [name, n] of Object.entries(ended.rows)) {
    if ((counts[name] ?? 0) !== n) throw new ArchiveError(`The archive should hold ${n} rows of ${name} but holds ${counts[name] ?? 0}.`);
  }
  if (ended.files !== fileCount) throw new ArchiveError(`The archive should hold ${ended.files} files but holds ${fileCount}.`);
  return { counts, fileCount };
}

/** Runs pending migrations among `names` only (TypeORM runs whatever is in ds.migrations). The caller holds the setup lock. */
async function runOnly(ds: DataSource, names: string[], io: CliIo): Promise<void> {
  const all = [...ds.migrations];
  const list = ds.migrations as unknown as unknown[];
  list.splice(0, list.length, ...all.filter((m) => names.includes(m.name ?? m.constructor.name)));
  try {
    const ran = await ds.runMigrations({ transaction: 'each' });
    for (const m of ran) io.out(`ran      ${m.name}`);
  } finally {
    list.splice(0, list.length, ...all);
  }
}

/** The lines of a gzip-compressed file, read as a stream (a damaged file fails the iteration). */
export async function* readLines(file: string): AsyncGenerator<string> {
  const decoder = new StringDecoder('utf8');
  let rest = '';
  const gunzip = fs.createReadStream(file).pipe(zlib.createGunzip());
  try {
    for await (const chunk of gunzip) {
      const text = rest + decoder.write(chunk as Buffer);
      const parts = text.split('\n');
      rest = parts.pop()!;
      for (const p of parts) if (p) yield p;
    }
  } catch (e) {
    throw new ArchiveError(`Could not read the archive: ${(e as Error).message}`);
  } finally {
    gunzip.destroy();
  }
  rest += decoder.end();
  if (rest) yield rest;
}
