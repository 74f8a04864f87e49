import { execFileSync, spawnSync } from 'node:child_process';
import * as crypto from 'node:crypto';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import * as zlib from 'node:zlib';

import { ArchiveHeader, ArchiveRecord } from '../../src/cli/archive';
import { readLines } from '../../src/cli/commands/import';
import { runCli } from '../../src/cli/main';
import { adminToken, loginAs } from '../support/auth';
import { startS3Server } from '../support/s3-server';
import { createTestApp, dropDatabase, freshDatabaseUrl, TEST_ADMIN, TEST_DB, TestApp } from '../support/test-app';

// Boots the app three times (one with the demo content), hashes passwords and compiles the CLI once.
jest.setTimeout(120_000);

const ROOT = path.resolve(__dirname, '..', '..');
const MIGRATIONS = fs.readdirSync(path.join(ROOT, 'migrations')).filter((f) => /\.ts$/.test(f)).length;

/** Runs a CLI command in this process against the given settings and collects what it prints. */
async function cli(argv: string[], env: Record<string, string>) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(argv, { env: { NODE_ENV: 'test', ...env }, io: { out: (l) => out.push(l), err: (l) => err.push(l) } });
  return { code, stdout: out.join('\n'), stderr: err.join('\n') };
}

/** The settings a CLI run shares with an app: its data folder and database. */
const settingsOf = (dataDir: string, databaseUrl: string | null): Record<string, string> => ({ DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) });

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe(`CLI: create-admin (${TEST_DB})`, () => {
  let t: TestApp;
  let env: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    env = settingsOf(t.dataDir, t.databaseUrl);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  }, 60_000);

  it('creates an Administrator who can sign in through the API', async () => {
    const r = await cli(['create-admin', '--email', 'Ops@Example.com', '--password', 'tractor-silo-harvest-42'], env);
    expect(r).toEqual({ code: 0, stdout: 'Created the administrator ops@example.com.', stderr: '' });
    const { token } = await loginAs(t, 'ops@example.com', 'tractor-silo-harvest-42');
    const me = await t.http.get('/auth/check-auth').set(bearer(token));
    expect(me.body.data).toMatchObject({ success: true, email: 'ops@example.com', roles: ['Administrator'] });
    const users = (await t.http.get('/api/adminusers/get-all').set(bearer(token))).body.data as { email: string }[];
    expect(users.map((u) => u.email)).toContain('ops@example.com');
    // The audit trail names the command line ("system") as the one who made it.
    const audit = await t.http.get('/api/admin/audit').query({ action: 'user.create', user: 'system' }).set(bearer(token));
    expect(audit.body.data.items.map((e: { itemTitle: string }) => e.itemTitle)).toContain('ops@example.com');
  });

  it('resets the password of an existing account to a generated one, printed once, and signs out its sessions', async () => {
    const before = await loginAs(t, TEST_ADMIN.email, TEST_ADMIN.password);
    const r = await cli(['create-admin', '--email', TEST_ADMIN.email], env);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain(`Reset the password of ${TEST_ADMIN.email}; its sessions are signed out.`);
    const password = /^Password: (\S+)$/m.exec(r.stdout)?.[1];
    expect(password).toMatch(/^[\w-]{32}$/);
    expect((await t.http.post('/auth/login').send({ Username: TEST_ADMIN.email, Password: TEST_ADMIN.password })).status).toBe(401);
    expect((await t.http.get('/api/adminusers/get-all').set(bearer(before.token))).status).toBe(401);
    const { token } = await loginAs(t, TEST_ADMIN.email, password!);
    expect((await t.http.get('/api/adminusers/get-all').set(bearer(token))).status).toBe(200);
  });

  it('refuses a weak password with the policy message and a bad email, exit code 1, one line', async () => {
    expect(await cli(['create-admin', '--email', 'weak@example.com', '--password', 'password1234'], env)).toEqual({
      code: 1,
      stdout: '',
      stderr: 'create-admin failed: This password is too common. Please choose a less predictable one.',
    });
    expect(await cli(['create-admin', '--email', 'weak@example.com', '--password', 'short'], env)).toMatchObject({
      code: 1,
      stderr: 'create-admin failed: The password must be at least 12 characters long.',
    });
    expect(await cli(['create-admin', '--email', 'not-an-email', '--password', 'tractor-silo-harvest-42'], env)).toMatchObject({
      code: 1,
      stderr: 'create-admin failed: "not-an-email" is not an email address.',
    });
    expect(await cli(['create-admin', '--password', 'tractor-silo-harvest-42'], env)).toMatchObject({ code: 2, stderr: 'create-admin needs --email.' });
    expect((await t.http.post('/auth/login').send({ Username: 'weak@example.com', Password: 'password1234' })).status).toBe(401);
  });
});

describe(`CLI: migrate and migrate:status on a fresh database (${TEST_DB})`, () => {
  let dataDir: string;
  let databaseUrl: string | null;
  let build: { dir: string; main: string };
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-cli-'));
    databaseUrl = await freshDatabaseUrl();
    build = compileCli();
  }, 120_000);
  afterAll(async () => {
    await dropDatabase(databaseUrl);
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (build) fs.rmSync(build.dir, { recursive: true, force: true });
  });

  it('lists every migration as pending, runs them, then lists them as applied', async () => {
    const env = settingsOf(dataDir, databaseUrl);
    const before = await cli(['migrate:status'], env);
    expect(before.code).toBe(0);
    expect(before.stdout.split('\n').filter((l) => l.startsWith('pending  '))).toHaveLength(MIGRATIONS);
    expect(before.stdout).toContain(`0 applied, ${MIGRATIONS} pending.`);
    // create-admin needs the schema first.
    expect(await cli(['create-admin', '--email', 'ops@example.com'], env)).toMatchObject({
      code: 1,
      stderr: `create-admin failed: The database has ${MIGRATIONS} pending migration(s): run \`migrate\` first.`,
    });

    const migrate = await cli(['migrate'], env);
    expect(migrate.code).toBe(0);
    expect(migrate.stdout).toContain('ran      Init1700000000000');
    expect(migrate.stdout).toContain(`${MIGRATIONS} migration(s) applied.`);

    const after = await cli(['migrate:status'], env);
    expect(after.stdout.split('\n').filter((l) => l.startsWith('applied  '))).toHaveLength(MIGRATIONS);
    expect(after.stdout).toContain(`${MIGRATIONS} applied, 0 pending.`);
    expect((await cli(['migrate'], env)).stdout).toBe('Nothing to migrate: the database is up to date.');
  });

  it('runs as a real process: --help, and migrate:status against the same settings', () => {
    const childEnv: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'test', NODE_PATH: path.join(ROOT, 'node_modules'), DATA_DIR: dataDir };
    if (databaseUrl) childEnv.DATABASE_URL = databaseUrl;
    else delete childEnv.DATABASE_URL;
    const run = (...args: string[]) => spawnSync(process.execPath, [build.main, ...args], { encoding: 'utf8', env: childEnv, cwd: ROOT });
    const help = run('--help');
    expect(help.status).toBe(0);
    expect(help.stdout).toContain('Usage: npm run cli -- <command> [options]');
    expect(help.stdout).toContain('auth_session');
    const status = run('migrate:status');
    expect({ status: status.status, stderr: status.stderr }).toEqual({ status: 0, stderr: '' });
    expect(status.stdout).toContain(`${MIGRATIONS} applied, 0 pending.`);
    const wrong = run('export');
    expect({ status: wrong.status, stderr: wrong.stderr.trim() }).toEqual({ status: 2, stderr: 'export needs --out.' });
  });
});

/** An archive's rows by table (as objects, keyed by column) and its files' hashes, for comparing two archives. */
async function readArchive(file: string) {
  const tables: Record<string, Record<string, unknown>[]> = {};
  const files: Record<string, string> = {};
  let header: ArchiveHeader | null = null;
  let current: string[] = [];
  let rows: Record<string, unknown>[] = [];
  for await (const line of readLines(file)) {
    const r = JSON.parse(line) as ArchiveRecord;
    if (r.type === 'archive') header = r;
    else if (r.type === 'table') {
      current = header!.tables.find((t) => t.name === r.name)!.columns.map((c) => c.name);
      rows = tables[r.name] = [];
    } else if (r.type === 'row') rows.push(Object.fromEntries(current.map((c, i) => [c, r.v[i]])));
    else if (r.type === 'file') files[r.key] = r.sha256;
  }
  return { header: header!, tables, files };
}

/** What a visitor and an administrator see of a site: the pages and lists an export/import must carry over unchanged. */
async function snapshot(t: TestApp, token: string, kcBaseId: number, kcPage: string) {
  const auth = bearer(token);
  const page = async (url: string) => {
    const res = await t.http.get(url).set('host', 'www.example.com');
    return { status: res.status, html: res.text };
  };
  return {
    pages: { home: await page('/'), product: await page('/agrotain'), knowledgeItem: await page(kcPage) },
    knowledgeCenter: (await t.http.post('/api/knowledge-center/filter').send({ length: 100 })).body,
    admin: {
      versions: (await t.http.get(`/api/admin/knowledge-center/get-versions/${kcBaseId}`).set(auth)).body,
      reps: (await t.http.post('/api/admin/directory/reps/filter').set(auth).send({})).body,
      retailers: (await t.http.post('/api/admin/directory/retailers/filter').set(auth).send({})).body,
      repsCsv: (await t.http.get('/api/admin/directory/reps/export').set(auth)).text,
      retailersCsv: (await t.http.get('/api/admin/directory/retailers/export').set(auth)).text,
      redirects: (await t.http.post('/api/admin/redirects/filter').set(auth).send({})).body,
      users: (await t.http.get('/api/adminusers/get-all').set(auth)).body,
      forms: (await t.http.post('/api/admin/forms/filter').set(auth).send({})).body,
      documents: (await t.http.post('/api/admin/documents/filter').set(auth).send({})).body,
    },
  };
}

describe(`CLI: export on SQLite, import on ${TEST_DB === 'mariadb' ? 'MariaDB' : 'another SQLite file'}`, () => {
  let source: TestApp | undefined;
  let target: TestApp | undefined;
  let targetDir: string;
  let targetUrl: string | null = null;
  let archive: string;
  let kcBaseId: number;
  let kcPage: string;
  let document: { guid: string; bytes: Buffer };
  let before: Awaited<ReturnType<typeof snapshot>>;
  let after: Awaited<ReturnType<typeof snapshot>>;
  let targetToken: string;

  beforeAll(async () => {
    // The source always runs on SQLite (the embedded default a site starts on).
    source = await createTestApp({ SEED_DEMO: 'true', DATABASE_URL: '' });
    const auth = bearer(await adminToken(source));

    // Two more saved versions of a knowledge item.
    const kc = (await source.http.post('/api/knowledge-center/filter').send({ length: 100 })).body.data.items as { baseId: number; slug: string; regionIds: number[] }[];
    const item = kc.find((i) => i.regionIds.includes(2))!;
    kcBaseId = item.baseId;
    kcPage = `/knowledge-center/${item.slug}`;
    for (const summary of ['First edit before the move', 'Second edit before the move']) {
      const form = (await source.http.get(`/api/admin/knowledge-center/get/${kcBaseId}`).set(auth)).body.data;
      const { baseId, latestVersionId, title, slug, regionIds, status, publishedAt, metadata, heroImageType, heroMedia, modules, resourceType, mediaUrl } = form;
      const saved = await source.http
        .post('/api/admin/knowledge-center/add')
        .set(auth)
        .send({ baseId, basedOnVersionId: latestVersionId, title, slug, regionIds, status, publishedAt, metadata, heroImageType, heroMedia, modules, summary, resourceType, mediaUrl });
      expect(saved.body).toMatchObject({ success: true });
    }
    // An uploaded document (bytes that survive only if the file travels with the archive).
    const bytes = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7) % 256)), Buffer.from('\n%%EOF\n')]);
    const up = await source.http
      .post('/api/admin/documents/add')
      .set(auth)
      .field('title', 'Moved Label')
      .field('kind', 'label')
      .field('regionIds', '2')
      .attach('file', bytes, { filename: 'moved-label.pdf', contentType: 'application/pdf' });
    expect(up.body).toMatchObject({ success: true });
    document = { guid: up.body.data.guid, bytes };
    // An Editor and a redirect, so those lists hold something made after the seed.
    const roles = (await source.http.get('/api/adminusers/get-roles').set(auth)).body.data as { id: number; name: string }[];
    const editor = { id: null, email: 'editor@example.com', password: 'an-editor-password-1', userRoles: roles.filter((r) => r.name === 'Editor').map((r) => r.id) };
    expect((await source.http.post('/api/adminusers/add').set(auth).send(editor)).body).toMatchObject({ success: true });
    await loginAs(source, editor.email, editor.password); // a last sign-in time with milliseconds to carry over
    expect((await source.http.post('/api/admin/redirects/add').set(auth).send({ source: '/old-move-page', target: '/agrotain', status: 301 })).body).toMatchObject({ success: true });

    // Taken now: passport keeps one "jwt" strategy per process, so once the target app boots here, it checks every token.
    before = await snapshot(source, (await loginAs(source, TEST_ADMIN.email, TEST_ADMIN.password)).token, kcBaseId, kcPage);
    archive = path.join(source.dataDir, 'site-archive.jsonl.gz');
    targetDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-cli-target-'));
    targetUrl = await freshDatabaseUrl();
  }, 240_000);

  afterAll(async () => {
    await target?.close();
    await source?.close();
    await dropDatabase(targetUrl);
    if (targetDir) fs.rmSync(targetDir, { recursive: true, force: true });
  }, 60_000);

  it('exports the SQLite site and imports it into a fresh database, refusing a second import', async () => {
    const exported = await cli(['export', '--out', archive], settingsOf(source!.dataDir, null));
    expect(exported).toMatchObject({ code: 0, stderr: '' });
    expect(exported.stdout).toMatch(/^Exported \d+ rows from \d+ tables and \d+ document file\(s\) to /);
    expect(exported.stdout).not.toContain('auth_session');

    const env = settingsOf(targetDir, targetUrl);
    const imported = await cli(['import', '--in', archive], env);
    expect(imported).toMatchObject({ code: 0, stderr: '' });
    expect(imported.stdout).toContain('ran      Init1700000000000');
    expect(imported.stdout).toMatch(/Imported \d+ rows into \d+ tables and \d+ document file\(s\)/);
    expect(imported.stdout).toContain('Sessions are not in archives: everyone signs in again.');

    const again = await cli(['import', '--in', archive], env);
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/^import failed: The database is not empty \(.*admin_user: 2.*\): import into a new database, or add --force to replace everything in it\.$/);

    // A damaged archive is refused and the transaction rolled back: the database keeps what it had.
    const cut = path.join(source!.dataDir, 'cut.jsonl.gz');
    fs.writeFileSync(cut, fs.readFileSync(archive).subarray(0, 2000));
    const refused = await cli(['import', '--in', cut, '--force'], env);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/^import failed: (Could not read the archive|The archive is cut off)/);
    const lines = zlib.gunzipSync(fs.readFileSync(archive)).toString('utf8').trimEnd().split('\n');
    expect(JSON.parse(lines[lines.length - 1]).type).toBe('end');
    const noEnd = path.join(source!.dataDir, 'no-end.jsonl.gz');
    fs.writeFileSync(noEnd, zlib.gzipSync(lines.slice(0, -1).join('\n') + '\n'));
    expect(await cli(['import', '--in', noEnd, '--force'], env)).toMatchObject({
      code: 1,
      stderr: 'import failed: The archive is cut off (it has no end record): nothing was imported.',
    });
    expect((await cli(['import', '--in', archive], env)).stderr).toMatch(/admin_user: 2/);

    // --force replaces everything (the same archive again: nothing lost, nothing doubled).
    expect(await cli(['import', '--in', archive, '--force'], env)).toMatchObject({ code: 0, stderr: '' });

    // Exported again from the target, the site is row for row the same (dates included), and so it is
    // after going back into SQLite: the other direction, MySQL to SQLite, when the target is MariaDB.
    const reexported = path.join(targetDir, 'again.jsonl.gz');
    expect(await cli(['export', '--out', reexported], env)).toMatchObject({ code: 0, stderr: '' });
    const [first, second] = [await readArchive(archive), await readArchive(reexported)];
    expect(second.header.dialect).toBe(targetUrl ? 'mysql' : 'sqlite');
    expect(second.header.migrations).toEqual(first.header.migrations);
    expect(Object.keys(second.tables).sort()).toEqual(Object.keys(first.tables).sort());
    for (const name of Object.keys(first.tables)) expect({ name, rows: second.tables[name] }).toEqual({ name, rows: first.tables[name] });
    expect(second.files).toEqual(first.files);
    expect(Object.keys(first.files).length).toBeGreaterThan(1);
    const backDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-cli-back-'));
    try {
      expect(await cli(['import', '--in', reexported], settingsOf(backDir, null))).toMatchObject({ code: 0, stderr: '' });
      const third = path.join(backDir, 'third.jsonl.gz');
      expect(await cli(['export', '--out', third], settingsOf(backDir, null))).toMatchObject({ code: 0, stderr: '' });
      expect((await readArchive(third)).tables).toEqual(first.tables);
    } finally {
      fs.rmSync(backDir, { recursive: true, force: true });
    }

    // Demo seeding on: the seeders must find the imported tables filled and add nothing.
    target = await createTestApp({ ...env, DATABASE_URL: targetUrl ?? '', SEED_DEMO: 'true' });
    targetToken = await adminToken(target);
    after = await snapshot(target, targetToken, kcBaseId, kcPage);
  }, 240_000);

  it('leaves no temporary file in DATA_DIR/documents/.tmp when it refuses an archive', async () => {
    const lines = zlib.gunzipSync(fs.readFileSync(archive)).toString('utf8').trimEnd().split('\n');
    const records = lines.map((l) => JSON.parse(l) as ArchiveRecord);
    const first = records.findIndex((r) => r.type === 'file');
    const firstEnd = records.findIndex((r, i) => i > first && r.type === 'file-end');
    expect(first).toBeGreaterThan(0);
    const write = (name: string, rs: ArchiveRecord[]) => {
      const out = path.join(source!.dataDir, `${name}.jsonl.gz`);
      fs.writeFileSync(out, zlib.gzipSync(rs.map((r) => JSON.stringify(r)).join('\n') + '\n'));
      return out;
    };
    const withFile = (patch: Partial<ArchiveRecord>) => records.map((r, i) => (i === first ? ({ ...r, ...patch } as ArchiveRecord) : r));
    const refusals: { name: string; records: ArchiveRecord[]; why: RegExp }[] = [
      // Complete, sound bytes, then a key the document storage will not take.
      { name: 'bad-key', records: withFile({ key: '../outside-the-store.pdf' }), why: /Invalid storage key/ },
      { name: 'damaged', records: withFile({ sha256: '0'.repeat(64) }), why: /is damaged/ },
      { name: 'unended', records: [...records.slice(0, firstEnd), records[first], ...records.slice(firstEnd)], why: /before it ends/ },
      { name: 'cut-in-file', records: records.slice(0, firstEnd), why: /cut off/ },
    ];
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-cli-refused-'));
    const url = await freshDatabaseUrl();
    try {
      const env = settingsOf(dir, url);
      const tmp = path.join(dir, 'documents', '.tmp');
      for (const { name, records: rs, why } of refusals) {
        const res = await cli(['import', '--in', write(name, rs)], env);
        expect({ name, code: res.code }).toEqual({ name, code: 1 });
        expect(res.stderr).toMatch(why);
        expect({ name, left: fs.existsSync(tmp) ? fs.readdirSync(tmp) : [] }).toEqual({ name, left: [] });
      }
    } finally {
      await dropDatabase(url);
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('serves the same public pages and knowledge center list', () => {
    expect(after).toBeDefined();
    for (const name of ['home', 'product', 'knowledgeItem'] as const) {
      expect(before.pages[name].status).toBe(200);
      expect({ name, ...after.pages[name] }).toEqual({ name, ...before.pages[name] });
    }
    expect(before.pages.knowledgeItem.html).toContain('Second edit before the move');
    expect(before.knowledgeCenter.data.total).toBeGreaterThanOrEqual(12);
    expect(after.knowledgeCenter).toEqual(before.knowledgeCenter);
  });

  it('shows the same admin lists: content versions, reps, retailers, redirects, users, form entries, documents', () => {
    expect(after).toBeDefined();
    // The administrator signed in to the target since (a new last sign-in); everything else is as it was.
    type User = { email: string; lastLogin: string | null };
    const signedIn = (list: { data: User[] }) => ({ ...list, data: list.data.map((u) => (u.email === TEST_ADMIN.email ? { ...u, lastLogin: 'signed in again' } : u)) });
    const [a, b] = [before, after].map((s) => ({ ...s.admin, users: signedIn(s.admin.users) }));
    for (const [name, list] of Object.entries(a)) {
      expect({ name, list: (b as Record<string, unknown>)[name] }).toEqual({ name, list });
    }
    expect(before.admin.users.data.find((u: User) => u.email === 'editor@example.com').lastLogin).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(before.admin.versions.data.length).toBeGreaterThanOrEqual(3);
    expect(before.admin.versions.data[0].author).toBe(TEST_ADMIN.email);
    expect(before.admin.reps.data.total).toBeGreaterThan(0);
    expect(before.admin.retailers.data.total).toBeGreaterThan(0);
    expect(before.admin.forms.data.length).toBeGreaterThan(0);
    expect(before.admin.users.data.map((u: { email: string }) => u.email).sort()).toEqual([TEST_ADMIN.email, 'editor@example.com']);
    expect(JSON.stringify(before.admin.redirects)).toContain('/old-move-page');
  });

  it('serves the same bytes for a document, from the target’s own storage', async () => {
    const res = await target!.http
      .get(`/doccenter/${document.guid}`)
      .buffer(true)
      .parse((r, cb) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => cb(null, Buffer.concat(chunks)));
      });
    expect(res.status).toBe(200);
    expect(Buffer.compare(res.body as Buffer, document.bytes)).toBe(0);
    expect(fs.readdirSync(path.join(targetDir, 'documents', 'files', document.guid))).toHaveLength(1);
  });

  it('reads and writes document files through the configured storage: into and out of an S3 bucket', async () => {
    const s3 = await startS3Server('cli-import');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-cli-s3-'));
    try {
      const env = { ...settingsOf(dir, null), ...s3.env };
      expect(await cli(['import', '--in', archive], env)).toMatchObject({ code: 0, stderr: '' });
      const { files } = await readArchive(archive);
      expect(await s3.keys()).toEqual(
        Object.keys(files)
          .map((k) => `documents/${k}`)
          .sort(),
      );
      const sha = (b: Buffer) => crypto.createHash('sha256').update(b).digest('hex');
      for (const [key, hash] of Object.entries(files)) expect({ key, hash: sha((await s3.read(`documents/${key}`)).bytes) }).toEqual({ key, hash });
      expect(fs.existsSync(path.join(dir, 'documents', 'files'))).toBe(false);

      const out = path.join(dir, 'from-s3.jsonl.gz');
      expect(await cli(['export', '--out', out], env)).toMatchObject({ code: 0, stderr: '' });
      expect((await readArchive(out)).files).toEqual(files);
    } finally {
      await s3.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('numbers new rows after the imported ones (the sequences moved on)', async () => {
    const auth = bearer(targetToken);
    const created = await target!.http
      .post('/api/admin/knowledge-center/add')
      .set(auth)
      .send({ title: 'Written after the move', regionIds: [2], resourceType: 0, summary: 'New', modules: [] });
    expect(created.body).toMatchObject({ success: true });
    expect(created.body.data.latestVersionId).toBeGreaterThan(Math.max(...before.admin.versions.data.map((v: { id: number }) => v.id)));
    expect((await target!.http.post('/api/admin/redirects/add').set(auth).send({ source: '/after-move', target: '/anvol', status: 301 })).body).toMatchObject({ success: true });
    expect((await target!.http.get('/after-move')).headers.location).toBe('/anvol');
  });
});

/**
 * Compiles the CLI (and the migrations it loads) with tsc into a temp folder, never into dist/
 * (other work may be using that); the child finds node_modules through NODE_PATH.
 */
function compileCli(): { dir: string; main: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-cli-build-'));
  const config = {
    extends: path.join(ROOT, 'tsconfig.build.json'),
    compilerOptions: { outDir: path.join(dir, 'out'), rootDir: ROOT, typeRoots: [path.join(ROOT, 'node_modules', '@types')], incremental: false },
    include: [path.join(ROOT, 'src', 'cli', 'main.ts'), path.join(ROOT, 'migrations')],
    exclude: [path.join(ROOT, '**', '*.spec.ts')],
  };
  fs.writeFileSync(path.join(dir, 'tsconfig.json'), JSON.stringify(config));
  try {
    execFileSync(process.execPath, [path.join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', path.join(dir, 'tsconfig.json')], { stdio: 'pipe' });
  } catch (e) {
    // Type errors still emit JavaScript; the type check is a stage of its own (npm run typecheck).
    if (!fs.existsSync(path.join(dir, 'out', 'src', 'cli', 'main.js'))) throw new Error(`tsc did not build the CLI: ${(e as { stdout?: Buffer }).stdout}`, { cause: e });
  }
  return { dir, main: path.join(dir, 'out', 'src', 'cli', 'main.js') };
}
