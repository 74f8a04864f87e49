import { Readable } from 'node:stream';

import { ArchiveError, columnKind, dependencyOrder, exportedTables, parseHeader, planMigrations, toArchiveValue, toDbDate, toDbValue, toIsoDate } from './archive';
import { parseArgs, UsageError } from './args';
import { rechunk } from './commands/export';
import { HELP } from './main';

describe('CLI arguments', () => {
  it('reads each command and its options, in either --name value or --name=value form', () => {
    expect(parseArgs(['create-admin', '--email', 'a@example.com'])).toEqual({ command: 'create-admin', email: 'a@example.com' });
    expect(parseArgs(['create-admin', '--email=a@example.com', '--password', 'p w'])).toEqual({ command: 'create-admin', email: 'a@example.com', password: 'p w' });
    expect(parseArgs(['migrate'])).toEqual({ command: 'migrate' });
    expect(parseArgs(['migrate:status'])).toEqual({ command: 'migrate:status' });
    expect(parseArgs(['export', '--out', 'site.jsonl.gz'])).toEqual({ command: 'export', out: 'site.jsonl.gz' });
    expect(parseArgs(['import', '--in', 'site.jsonl.gz'])).toEqual({ command: 'import', in: 'site.jsonl.gz', force: false });
    expect(parseArgs(['import', '--force', '--in=site.jsonl.gz'])).toEqual({ command: 'import', in: 'site.jsonl.gz', force: true });
  });

  it('answers --help with or without a command', () => {
    expect(parseArgs([])).toEqual({ command: 'help', topic: undefined });
    expect(parseArgs(['--help'])).toEqual({ command: 'help', topic: undefined });
    expect(parseArgs(['export', '--help'])).toEqual({ command: 'help', topic: 'export' });
  });

  it.each([
    [['bogus'], 'Unknown command "bogus". Commands: create-admin, migrate, migrate:status, export, import (see --help).'],
    [['create-admin'], 'create-admin needs --email.'],
    [['create-admin', '--email'], '--email needs a value.'],
    [['create-admin', '--email', '--password', 'x'], '--email needs a value.'],
    [['export', '--out', 'a', '--out', 'b'], '--out is given twice.'],
    [['import', '--in', 'a', '--force=yes'], '--force takes no value.'],
    [['migrate', '--force'], 'Unknown option --force for migrate.'],
    [['export', 'file.gz'], 'Unexpected argument "file.gz" for export.'],
  ])('refuses %j with a usage message', (argv, message) => {
    expect(() => parseArgs(argv)).toThrow(new UsageError(message));
  });

  it('--help names every command and what archives leave out', () => {
    for (const c of ['create-admin --email E [--password P]', 'migrate\n', 'migrate:status', 'export --out FILE', 'import --in FILE [--force]']) expect(HELP).toContain(c);
    for (const t of ['auth_session', 'auth_refresh_token', 'auth_link_token', 'login_attempt']) expect(HELP).toContain(t);
  });
});

describe('archive values', () => {
  it('keeps the same instant whichever database stored a date', () => {
    const instant = '2025-03-04T05:06:07.089Z';
    expect(toIsoDate('2025-03-04 05:06:07.089')).toBe(instant); // SQLite, as TypeORM and strftime write it (UTC)
    expect(toIsoDate(new Date(instant))).toBe(instant); // MySQL through mysql2 (timezone Z)
    expect(toIsoDate(instant)).toBe(instant);
    expect(toIsoDate('2025-03-04 05:06:07')).toBe('2025-03-04T05:06:07.000Z');
    expect(toIsoDate(Date.parse(instant))).toBe(instant);
    expect(toIsoDate(null)).toBeNull();
    expect(() => toIsoDate('soon')).toThrow(ArchiveError);
  });

  it('writes dates back as UTC text with milliseconds, which both databases store in datetime(3)', () => {
    expect(toDbDate('2025-03-04T05:06:07.089Z')).toBe('2025-03-04 05:06:07.089');
    expect(toDbValue('datetime', '2025-03-04T05:06:07.089Z')).toBe('2025-03-04 05:06:07.089');
    expect(toDbValue('datetime', null)).toBeNull();
  });

  it('round-trips bytes, booleans and plain values', () => {
    const bytes = Buffer.from([0, 1, 254, 255]);
    const archived = toArchiveValue('bytes', bytes);
    expect(archived).toEqual({ $base64: 'AAH+/w==' });
    expect(toDbValue('bytes', JSON.parse(JSON.stringify(archived)))).toEqual(bytes);
    expect(toDbValue('plain', true)).toBe(1);
    expect(toArchiveValue('plain', 41.5878)).toBe(41.5878);
    expect(toArchiveValue('plain', '{"a":1}')).toBe('{"a":1}');
    expect(toArchiveValue('plain', undefined)).toBeNull();
  });

  it('classifies column types of both databases', () => {
    expect(['datetime', 'DATETIME', 'timestamp', 'datetime(3)'].map(columnKind)).toEqual(['datetime', 'datetime', 'datetime', 'datetime']);
    expect(['blob', 'longblob', 'varbinary'].map(columnKind)).toEqual(['bytes', 'bytes', 'bytes']);
    expect(['varchar(255)', 'integer', 'tinyint', 'double', 'text', 'mediumtext'].map(columnKind)).toEqual(Array(6).fill('plain'));
  });
});

describe('archive tables', () => {
  it('leaves out sessions, tokens, sign-in counts and the migration history', () => {
    expect(exportedTables(['admin_user', 'auth_session', 'auth_refresh_token', 'auth_link_token', 'login_attempt', 'migrations', 'sqlite_sequence', 'content_item'])).toEqual([
      'admin_user',
      'content_item',
    ]);
  });

  it('orders tables so a referenced table comes before the tables pointing at it', () => {
    const refs = { admin_user_role: ['admin_user', 'site_role'], document_file: ['document'], rep_territory: ['rep'], form_notification: ['form_submission'] };
    const order = dependencyOrder(['rep_territory', 'admin_user_role', 'document_file', 'form_notification', 'site_role', 'rep', 'document', 'form_submission', 'admin_user'], refs);
    for (const [child, parents] of Object.entries(refs)) for (const p of parents) expect(order.indexOf(p)).toBeLessThan(order.indexOf(child));
    expect(order).toHaveLength(9);
  });

  it('still orders every table when tables reference themselves or each other', () => {
    expect(dependencyOrder(['b', 'a', 'c'], { a: ['a'], b: ['c'], c: ['b'] })).toEqual(['a', 'b', 'c']);
  });
});

describe('archive header and migrations', () => {
  const header = { type: 'archive', format: 'agronomy-site-archive', version: 1, createdAt: 'x', dialect: 'sqlite', migrations: [], tables: [] };

  it('accepts an archive header and refuses anything else', () => {
    expect(parseHeader(JSON.stringify(header)).format).toBe('agronomy-site-archive');
    expect(() => parseHeader('PK\u0003\u0004')).toThrow('This is not a site archive (expected gzip-compressed JSON Lines from `export`).');
    expect(() => parseHeader(undefined)).toThrow(ArchiveError);
    expect(() => parseHeader(JSON.stringify({ ...header, format: 'other' }))).toThrow('its first record is not an archive header');
    expect(() => parseHeader(JSON.stringify({ ...header, version: 2 }))).toThrow('Archive format version 2 is not supported');
  });

  it("runs the archive's migrations before the rows and this build's later ones after", () => {
    expect(planMigrations(['A1', 'B2'], ['A1', 'B2', 'C3'], [])).toEqual({ before: ['A1', 'B2'], after: ['C3'], unknown: [], extraExecuted: [] });
    expect(planMigrations(['A1', 'B2'], ['A1', 'B2', 'C3'], ['A1'])).toEqual({ before: ['B2'], after: ['C3'], unknown: [], extraExecuted: [] });
    expect(planMigrations(['A1'], ['A1', 'B2'], ['A1', 'B2'])).toEqual({ before: [], after: [], unknown: [], extraExecuted: ['B2'] });
    expect(planMigrations(['A1', 'Z9'], ['A1'], []).unknown).toEqual(['Z9']);
  });
});

describe('file chunks', () => {
  it('cuts a stream into pieces of a fixed size whatever pieces it arrives in', async () => {
    const bytes = Buffer.from(Array.from({ length: 25 }, (_, i) => i));
    const source = Readable.from([bytes.subarray(0, 3), bytes.subarray(3, 17), bytes.subarray(17)]);
    const pieces: Buffer[] = [];
    for await (const p of rechunk(source, 10)) pieces.push(p);
    expect(pieces.map((p) => p.length)).toEqual([10, 10, 5]);
    expect(Buffer.concat(pieces)).toEqual(bytes);
  });
});
