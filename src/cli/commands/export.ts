import * as fs from 'node:fs';
import * as path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import * as zlib from 'node:zlib';

import { DataSource, QueryRunner } from 'typeorm';

import { AppConfig } from '../../config/app-config';
import { isMysql } from '../../database/data-source-options';
import { DocumentStorage } from '../../documents/storage/document-storage';
import { ARCHIVE_FORMAT, ARCHIVE_VERSION, ArchiveHeader, ArchiveRecord, dependencyOrder, exportedTables, FILE_CHUNK_BYTES, toArchiveValue } from '../archive';
import { CliError, CliIo, closeStorage, documentStorage, withDataSource } from '../cli-context';
import { DbTable, readRows, readSchema } from '../schema';
import { migrationState } from './migrate';

export interface ExportOptions {
  out: string;
}

/**
 * `export --out FILE`: every table the site owns (content, versions, documents, reps, retailers,
 * redirects, users, form entries, settings) and every stored document file, as one archive.
 * Read in one transaction where the database allows, so the archive is one consistent moment.
 */
export async function exportCommand(config: AppConfig, io: CliIo, opts: ExportOptions): Promise<number> {
  const out = path.resolve(opts.out);
  if (!fs.existsSync(path.dirname(out))) throw new CliError(`The folder ${path.dirname(out)} does not exist.`);
  const storage = documentStorage(config);
  try {
    return await withDataSource(config, async (ds) => {
      const { applied, pending } = await migrationState(ds);
      if (pending.length) throw new CliError(`The database has ${pending.length} pending migration(s): run \`migrate\` first, so the archive has the current schema.`);
      const qr = ds.createQueryRunner();
      await qr.connect();
      const part = `${out}.part`;
      try {
        // A consistent snapshot: REPEATABLE READ on InnoDB; on SQLite a read transaction.
        if (isMysql(ds)) await qr.query('START TRANSACTION WITH CONSISTENT SNAPSHOT');
        else await qr.query('BEGIN');
        const schema = await readSchema(ds, qr);
        const byName = new Map(schema.map((t) => [t.name, t]));
        const names = exportedTables(schema.map((t) => t.name));
        const order = dependencyOrder(names, Object.fromEntries(names.map((n) => [n, byName.get(n)!.references])));
        const tables = order.map((n) => byName.get(n)!);
        const header: ArchiveHeader = {
          type: 'archive',
          format: ARCHIVE_FORMAT,
          version: ARCHIVE_VERSION,
          createdAt: new Date().toISOString(),
          dialect: isMysql(ds) ? 'mysql' : 'sqlite',
          migrations: applied.map((m) => m.name),
          tables: tables.map((t) => ({ name: t.name, columns: t.columns })),
        };
        const summary = { rows: {} as Record<string, number>, files: 0, missing: [] as string[] };
        await pipeline(Readable.from(records(ds, qr, storage, header, tables, summary, io)), zlib.createGzip({ level: 6 }), fs.createWriteStream(part, { mode: 0o600 }));
        await fs.promises.rename(part, out);
        const total = Object.values(summary.rows).reduce((a, b) => a + b, 0);
        io.out(`Exported ${total} rows from ${tables.length} tables and ${summary.files} document file(s) to ${out} (${(fs.statSync(out).size / 1024).toFixed(0)} KB).`);
        for (const t of tables) io.out(`  ${t.name.padEnd(22)} ${summary.rows[t.name]}`);
        if (summary.missing.length)
          io.err(`Warning: ${summary.missing.length} document file(s) were missing from the storage and are not in the archive: ${summary.missing.join(', ')}`);
        return 0;
      } catch (e) {
        await fs.promises.rm(part, { force: true });
        throw e;
      } finally {
        await qr.query('ROLLBACK').catch(() => undefined);
        await qr.release();
      }
    });
  } finally {
    closeStorage(storage);
  }
}

const line = (r: ArchiveRecord) => `${JSON.stringify(r)}\n`;

async function* records(
  ds: DataSource,
  qr: QueryRunner,
  storage: DocumentStorage,
  header: ArchiveHeader,
  tables: DbTable[],
  summary: { rows: Record<string, number>; files: number; missing: string[] },
  io: CliIo,
): AsyncGenerator<string> {
  yield line(header);
  for (const t of tables) {
    yield line({ type: 'table', name: t.name });
    let n = 0;
    for await (const row of readRows(ds, qr, t)) {
      yield line({ type: 'row', v: t.columns.map((c) => toArchiveValue(c.kind, row[c.name])) });
      n++;
    }
    summary.rows[t.name] = n;
  }
  // Every file of every document (old files too: a document can be restored to one).
  const files = tables.find((t) => t.name === 'document_file');
  if (files) {
    for await (const f of readRows(ds, qr, files)) {
      const key = String(f.storage_key);
      let stream: Readable;
      try {
        stream = await storage.read(key);
      } catch (e) {
        summary.missing.push(key);
        io.err(`Warning: could not read document file ${key}: ${(e as Error).message}`);
        continue;
      }
      yield line({ type: 'file', key, contentType: String(f.content_type), size: Number(f.size), sha256: String(f.sha256) });
      for await (const chunk of rechunk(stream, FILE_CHUNK_BYTES)) yield line({ type: 'chunk', data: chunk.toString('base64') });
      yield line({ type: 'file-end' });
      summary.files++;
    }
  }
  yield line({ type: 'end', rows: summary.rows, files: summary.files });
}

/** A byte stream in pieces of exactly `size` bytes (the last one shorter). */
export async function* rechunk(stream: AsyncIterable<Buffer | string>, size: number): AsyncGenerator<Buffer> {
  let pending: Buffer[] = [];
  let length = 0;
  for await (const piece of stream) {
    let buf = Buffer.isBuffer(piece) ? piece : Buffer.from(piece);
    while (length + buf.length >= size) {
      const take = size - length;
      pending.push(buf.subarray(0, take));
      yield Buffer.concat(pending);
      buf = buf.subarray(take);
      pending = [];
      length = 0;
    }
    if (buf.length) {
      pending.push(buf);
      length += buf.length;
    }
  }
  if (length) yield Buffer.concat(pending);
}
