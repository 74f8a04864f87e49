/**
 * The site archive written by `export` and read by `import`: gzip-compressed JSON Lines, one record
 * a line, so neither side holds the whole site in memory (rows are read in pages, document files
 * travel as base64 chunks of FILE_CHUNK_BYTES).
 *
 *   {"type":"archive", format, version, createdAt, dialect, migrations, tables: [{ name, columns }]}
 *   {"type":"table", "name":"content_item"}          then one {"type":"row","v":[...]} per row,
 *                                                    values in the order of the header's columns
 *   {"type":"file", key, contentType, size, sha256}  then {"type":"chunk","data":"<base64>"}... and {"type":"file-end"}
 *   {"type":"end", rows: { table: count }, files}    (a missing end means a cut-off archive)
 *
 * Values are JSON: dates as ISO 8601 UTC strings (whatever the source database stored),
 * bytes as {"$base64": "..."}; everything else as the database returned it (booleans are 0/1).
 */

export const ARCHIVE_FORMAT = 'agronomy-site-archive';
export const ARCHIVE_VERSION = 1;
export const FILE_CHUNK_BYTES = 768 * 1024;

/** Tables left out of an archive, and why (shown by --help). */
export const NOT_EXPORTED: Record<string, string> = {
  migrations: 'the migration history (the target database has its own)',
  auth_session: 'sign-in sessions (everyone signs in again)',
  auth_refresh_token: 'refresh tokens',
  auth_link_token: 'emailed reset, welcome and one-time sign-in links',
  login_attempt: 'failed sign-in counts',
  preview_link: 'share-preview links (they work only where they were made)',
  broken_link: "the link checker's findings (the next check finds them again)",
  link_check_run: 'link checker runs',
  typeorm_metadata: 'TypeORM bookkeeping',
};

/** Tables a migration fills (reference lists): an import replaces their rows, and they do not make a database "not empty". */
export const MIGRATION_FILLED = ['state_province'];

export type ColumnKind = 'datetime' | 'bytes' | 'plain';

export interface ArchiveColumn {
  name: string;
  kind: ColumnKind;
}

export interface ArchiveTable {
  name: string;
  columns: ArchiveColumn[];
}

export interface ArchiveHeader {
  type: 'archive';
  format: typeof ARCHIVE_FORMAT;
  version: number;
  createdAt: string;
  dialect: 'sqlite' | 'mysql';
  /** Names of the migrations applied to the source database, in order. */
  migrations: string[];
  tables: ArchiveTable[];
}

export type ArchiveRecord =
  | ArchiveHeader
  | { type: 'table'; name: string }
  | { type: 'row'; v: unknown[] }
  | { type: 'file'; key: string; contentType: string; size: number; sha256: string }
  | { type: 'chunk'; data: string }
  | { type: 'file-end' }
  | { type: 'end'; rows: Record<string, number>; files: number };

export class ArchiveError extends Error {}

/** Which tables of a database belong in an archive. */
export function exportedTables(names: string[]): string[] {
  return names.filter((n) => !(n in NOT_EXPORTED) && !n.startsWith('sqlite_'));
}

/** How a database column type travels: dates are normalised, bytes base64-encoded, the rest as is. */
export function columnKind(sqlType: string): ColumnKind {
  const t = sqlType.toLowerCase();
  if (/^(datetime|timestamp)/.test(t)) return 'datetime';
  if (/(blob|binary)/.test(t)) return 'bytes';
  return 'plain';
}

// SQLite keeps TypeORM's 'YYYY-MM-DD HH:MM:SS.SSS' (UTC, no zone); MySQL hands back a Date (timezone 'Z').
const NAIVE_DATE = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)$/;

/** A stored date (Date, naive UTC text, ISO text or epoch milliseconds) as an ISO 8601 UTC string. */
export function toIsoDate(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  let d: Date;
  if (value instanceof Date) d = value;
  else if (typeof value === 'number') d = new Date(value);
  else if (typeof value === 'string') {
    const naive = NAIVE_DATE.exec(value.trim());
    d = new Date(naive ? `${naive[1]}T${naive[2]}Z` : value);
  } else throw new ArchiveError(`Not a date: ${JSON.stringify(value)}`);
  if (Number.isNaN(d.getTime())) throw new ArchiveError(`Not a date: ${JSON.stringify(value)}`);
  return d.toISOString();
}

/** An ISO date as the text both SQLite and MySQL store in a datetime(3) column (UTC, as TypeORM writes it). */
export function toDbDate(iso: string | null): string | null {
  if (iso === null) return null;
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) throw new ArchiveError(`Not a date in the archive: ${JSON.stringify(iso)}`);
  return d.toISOString().replace('T', ' ').replace('Z', '');
}

/** One value read from the source database, as it is written to the archive. */
export function toArchiveValue(kind: ColumnKind, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (kind === 'datetime') return toIsoDate(value);
  if (Buffer.isBuffer(value)) return { $base64: value.toString('base64') };
  if (typeof value === 'bigint') return value.toString();
  if (value instanceof Date) return value.toISOString();
  return value;
}

/** One value from the archive, as it is written to the target database (by the target column's kind). */
export function toDbValue(kind: ColumnKind, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (typeof value === 'object' && value !== null && '$base64' in value) return Buffer.from(String((value as { $base64: string }).$base64), 'base64');
  if (kind === 'datetime') return toDbDate(String(value));
  if (typeof value === 'boolean') return value ? 1 : 0;
  return value;
}

/**
 * Tables in an order that inserts every referenced row before the rows that point at it (parents
 * first); a table referencing itself or a cycle keeps the names' order (foreign keys are checked
 * at commit, or not at all, during an import).
 */
export function dependencyOrder(tables: string[], references: Record<string, string[]>): string[] {
  const pending = new Set(tables);
  const order: string[] = [];
  const sorted = [...tables].sort();
  while (pending.size) {
    const ready = sorted.filter((t) => pending.has(t) && (references[t] ?? []).every((r) => r === t || !pending.has(r)));
    const next = ready.length ? ready : [sorted.find((t) => pending.has(t))!];
    for (const t of next) {
      pending.delete(t);
      order.push(t);
    }
  }
  return order;
}

/** Reads and checks the first record of an archive. */
export function parseHeader(line: string | undefined): ArchiveHeader {
  let header: ArchiveHeader;
  try {
    header = JSON.parse(line ?? '');
  } catch {
    throw new ArchiveError('This is not a site archive (expected gzip-compressed JSON Lines from `export`).');
  }
  if (header?.type !== 'archive' || header.format !== ARCHIVE_FORMAT) throw new ArchiveError('This is not a site archive (its first record is not an archive header).');
  if (header.version !== ARCHIVE_VERSION) throw new ArchiveError(`Archive format version ${header.version} is not supported (this build reads version ${ARCHIVE_VERSION}).`);
  return header;
}

/**
 * Compares the archive's migrations with the target's. An archive from a newer build (migrations
 * this build does not know) is refused; pending target migrations the archive has run before the
 * rows go in, the rest after them.
 */
export function planMigrations(archive: string[], known: string[], executed: string[]): { before: string[]; after: string[]; unknown: string[]; extraExecuted: string[] } {
  const knownSet = new Set(known);
  const archiveSet = new Set(archive);
  const executedSet = new Set(executed);
  return {
    unknown: archive.filter((m) => !knownSet.has(m)),
    before: known.filter((m) => archiveSet.has(m) && !executedSet.has(m)),
    after: known.filter((m) => !archiveSet.has(m) && !executedSet.has(m)),
    extraExecuted: executed.filter((m) => !archiveSet.has(m)),
  };
}
