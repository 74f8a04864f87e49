import * as fs from 'node:fs';
import * as path from 'node:path';

/**
 * Nothing on a request path touches the file system synchronously. Synchronous calls are
 * allowed only in these files, each for start-up, shutdown or the command line; a new one elsewhere
 * fails here and must become asynchronous (or be argued onto this list).
 */
const ALLOWED: Record<string, string> = {
  'src/app.factory.ts': 'creates the assets folder once while the app is built',
  'src/cli/commands/export.ts': 'the command-line export',
  'src/cli/commands/import.ts': 'the command-line import',
  'src/config/app-config.ts': 'reads .env and the generated secrets at start-up',
  'src/database/data-source-options.ts': 'creates the data folder before the database opens',
  'src/directory/postal-places.ts': 'reads the postal table when the module loads (start-up)',
  'src/documents/labels/pdf-text.service.ts': 'finds the worker script once, at start-up',
  'src/documents/storage/local-storage.ts': 'creates the storage folder in its constructor (start-up)',
  'src/observability/logging.ts': 'flushes the last log lines on process exit',
  'src/web/paths.ts': 'finds the project root when the module loads',
  'src/web/ssr.service.ts': 'loads the server-render bundle in onModuleInit',
};

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return sources(p);
    return /\.ts$/.test(e.name) && !/\.spec\.ts$/.test(e.name) ? [p] : [];
  });
}

test('synchronous file-system calls only in start-up, shutdown and command-line code', () => {
  const root = path.resolve(__dirname, '..', '..');
  const found = sources(path.join(root, 'src'))
    .filter((f) => /\b(?:fs\.)?[a-z][A-Za-z]*Sync\(/.test(fs.readFileSync(f, 'utf8').replace(/\b(?:gunzip|gzip|brotli\w*|inflate|deflate|zip)Sync\(/g, '')))
    .map((f) => path.relative(root, f).split(path.sep).join('/'))
    .sort();
  expect(found.filter((f) => !(f in ALLOWED))).toEqual([]);
});
