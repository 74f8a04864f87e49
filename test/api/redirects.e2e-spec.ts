import { DataSource } from 'typeorm';

import { Redirects1700000600000 } from '../../migrations/1700000600000-redirects';
import { SlugEvents } from '../../src/common/slug-events';
import { REDIRECT_ROUTES } from '../../src/contract/routes';
import { HitBuffer } from '../../src/redirects/hit-buffer.service';
import { NotFoundLogService } from '../../src/redirects/not-found-log.service';
import { adminToken, tokenForRole, tokenForUserWithoutRole } from '../support/auth';
import { createTestApp, TEST_DB, TestApp } from '../support/test-app';

describe(`redirects (${TEST_DB})`, () => {
  let t: TestApp;
  let auth: Record<string, string>;
  const post = (url: string, body: unknown) =>
    t.http
      .post(url)
      .set(auth)
      .send(body as object);
  const get = (url: string) => t.http.get(url).set(auth);
  const add = (body: Record<string, unknown>) => post(REDIRECT_ROUTES.add.url(), { status: 301, ...body });
  const flush = () => t.app.get(HitBuffer).flush();
  const rows = (sql: string, params: unknown[] = []) => t.app.get(DataSource).query(sql, params);

  beforeAll(async () => {
    t = await createTestApp({ CAREERS_URL: 'https://careers.example.com', PUBLIC_URL_CA: 'https://www.example.ca', PUBLIC_URL_US: 'https://www.example.com' });
    auth = { authorization: `Bearer ${await adminToken(t)}` };
    // Every feature's migrations run first; MariaDB on two busy cores needs more than Jest's 5 s.
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  it('ships the built-in redirects: /can/find-a-rep and /careers', async () => {
    const rep = await t.http.get('/can/find-a-rep');
    expect(rep.status).toBe(301);
    expect(rep.headers.location).toBe('/find-a-rep-ca');
    const careers = await t.http.get('/careers');
    expect(careers.status).toBe(302);
    expect(careers.headers.location).toBe('https://careers.example.com');
    const list = await post(REDIRECT_ROUTES.filter.url(), { search: 'careers' });
    expect(list.body.data.items).toEqual([expect.objectContaining({ source: '/careers', builtIn: true })]);
    const del = await t.http.delete(REDIRECT_ROUTES.delete.url({ id: list.body.data.items[0].id })).set(auth);
    expect(del.status).toBe(400);
    expect(del.body.message).toBe('Built-in redirects cannot be deleted. Make it inactive instead.');
  });

  it('answers HEAD and GET of a redirected path with the status and Location and no HTML', async () => {
    const res = await add({ source: '/Old-Agrotain-Page/', target: '/agrotain', note: 'old site' });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ source: '/old-agrotain-page', target: '/agrotain', status: 301, active: true, hits: 0, createdBy: 'admin@example.com' });
    const head = await t.http.head('/old-agrotain-page');
    expect(head.status).toBe(301);
    expect(head.headers.location).toBe('/agrotain');
    const body = await t.http.get('/old-agrotain-page');
    expect(body.status).toBe(301);
    expect(body.text).not.toContain('<html');
    expect(body.text).not.toContain('<div id="root">');
  });

  it('matches case-insensitively and ignores a trailing slash', async () => {
    for (const p of ['/OLD-AGROTAIN-PAGE', '/old-agrotain-page/', '/Old-Agrotain-Page//']) {
      const res = await t.http.get(p);
      expect([p, res.status, res.headers.location]).toEqual([p, 301, '/agrotain']);
    }
  });

  it('answers 302, 307, 308 and 410 as configured', async () => {
    await add({ source: '/promo-302', target: '/superu', status: 302 });
    await add({ source: '/promo-307', target: '/centuro', status: 307 });
    await add({ source: '/promo-308', target: 'https://example.org/landing', status: 308 });
    const gone = await add({ source: '/discontinued-product', status: 410, target: '/ignored' });
    expect(gone.body.data.target).toBe('');
    expect((await t.http.get('/promo-302')).status).toBe(302);
    const r307 = await t.http.get('/promo-307');
    expect([r307.status, r307.headers.location]).toEqual([307, '/centuro']);
    const r308 = await t.http.get('/promo-308');
    expect([r308.status, r308.headers.location]).toEqual([308, 'https://example.org/landing']);
    const r410 = await t.http.get('/discontinued-product');
    expect(r410.status).toBe(410);
    expect(r410.headers.location).toBeUndefined();
    expect(r410.text).toContain('Page Not Found');
  });

  it('keeps or drops the query string per rule', async () => {
    await add({ source: '/keep-query', target: '/anvol', keepQuery: true });
    await add({ source: '/drop-query', target: '/anvol', keepQuery: false });
    await add({ source: '/merge-query', target: '/anvol?src=old', keepQuery: true });
    expect((await t.http.get('/keep-query?utm_source=mail&x=1')).headers.location).toBe('/anvol?utm_source=mail&x=1');
    expect((await t.http.get('/drop-query?utm_source=mail')).headers.location).toBe('/anvol');
    expect((await t.http.get('/merge-query?utm_source=mail')).headers.location).toBe('/anvol?src=old&utm_source=mail');
  });

  it('carries the rest of the path through a wildcard rule, and an exact rule beats the wildcard', async () => {
    expect((await add({ source: '/old-blog/*', target: '/knowledge-center/*' })).status).toBe(201);
    await add({ source: '/old-blog/*', target: '/press-releases', host: 'www.example.ca' });
    await add({ source: '/old-blog/special-post', target: '/about' });
    await add({ source: '/legacy/*', target: 'https://archive.example.org' });
    const nested = await t.http.get('/old-blog/Nitrogen-Basics/part-2');
    expect([nested.status, nested.headers.location]).toEqual([301, '/knowledge-center/Nitrogen-Basics/part-2']);
    expect((await t.http.get('/old-blog')).headers.location).toBe('/knowledge-center');
    expect((await t.http.get('/old-blog/special-post')).headers.location).toBe('/about');
    expect((await t.http.get('/legacy/anything/here')).headers.location).toBe('https://archive.example.org');
    // A host-scoped rule beats the unscoped one on its host only.
    expect((await t.http.get('/old-blog/x').set('host', 'www.example.ca')).headers.location).toBe('/press-releases');
    expect((await t.http.get('/old-blog/x').set('host', 'www.example.com')).headers.location).toBe('/knowledge-center/x');
    // A target may carry the rest only from a wildcard source.
    const bad = await add({ source: '/exact-source', target: '/new/*' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Only a wildcard source (ending in *) can carry the rest of the path to the target.');
  });

  it('never redirects API, asset or admin paths', async () => {
    const res = await add({ source: '/api/old', target: '/about' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Paths under /api are never redirected.');
    const admin = await add({ source: '/siteadmin/old', target: '/about', allowShadow: true });
    expect(admin.body.message).toBe('Paths under /siteadmin are never redirected.');
  });

  it('counts hits in batches and records the last hit', async () => {
    const created = (await add({ source: '/counted', target: '/protivate' })).body.data;
    for (let i = 0; i < 3; i++) await t.http.get('/counted');
    await t.http.head('/Counted/');
    const [before] = await rows('SELECT hits FROM redirect WHERE id = ?', [created.id]);
    expect(Number(before.hits)).toBe(0);
    await flush();
    const [after] = await rows('SELECT hits, last_hit_at FROM redirect WHERE id = ?', [created.id]);
    expect(Number(after.hits)).toBe(4);
    expect(after.last_hit_at).not.toBeNull();
    const item = (await get(REDIRECT_ROUTES.get.url({ id: created.id }))).body.data;
    expect(item.hits).toBe(4);
    expect(new Date(item.lastHitAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    const sorted = (await post(REDIRECT_ROUTES.filter.url(), { sort: 'hits', direction: 'desc' })).body.data.items;
    const hits = sorted.map((r: { hits: number }) => r.hits);
    expect(hits).toEqual([...hits].sort((a, b) => b - a));
    expect(sorted.find((r: { source: string }) => r.source === '/counted').hits).toBe(4);
  });

  it('refuses a loop and names it', async () => {
    const self = await add({ source: '/loop-a', target: '/loop-a/' });
    expect(self.status).toBe(400);
    expect(self.body.message).toBe('This redirect would create a loop: /loop-a → /loop-a.');
    expect(self.body.errors.target).toBe(self.body.message);
    await add({ source: '/loop-b', target: '/loop-c' });
    const back = await add({ source: '/loop-c', target: '/loop-b' });
    expect(back.status).toBe(400);
    expect(back.body.message).toBe('This redirect would create a loop: /loop-c → /loop-b → /loop-c.');
    const wildSelf = await add({ source: '/loop-w/*', target: '/loop-w/new/*' });
    expect(wildSelf.body.message).toBe('This redirect would create a loop: /loop-w/* → /loop-w/new/*.');
  });

  it('refuses a chain of more than one hop in both directions and names the chain', async () => {
    await add({ source: '/chain-b', target: '/chain-c' });
    const ahead = await add({ source: '/chain-a', target: '/chain-b' });
    expect(ahead.status).toBe(400);
    expect(ahead.body.message).toBe('This redirect would create a chain of redirects: /chain-a → /chain-b → /chain-c. Point /chain-a straight at /chain-c instead.');
    await add({ source: '/chain-x', target: '/chain-y' });
    const behind = await add({ source: '/chain-y', target: '/chain-z' });
    expect(behind.status).toBe(400);
    expect(behind.body.message).toBe('This redirect would create a chain of redirects: /chain-x → /chain-y → /chain-z. Point /chain-x straight at /chain-z first.');
    // An absolute URL on the site's own host counts too.
    const own = await add({ source: '/chain-q', target: 'https://www.example.com/chain-b' });
    expect(own.body.message).toContain('/chain-q → https://www.example.com/chain-b → /chain-c');
    // Straight to the end is fine.
    expect((await add({ source: '/chain-a', target: '/chain-c' })).status).toBe(201);
    const stored = await rows('SELECT source FROM redirect WHERE source LIKE ?', ['/chain-%']);
    expect(stored.map((r: { source: string }) => r.source).sort()).toEqual(['/chain-a', '/chain-b', '/chain-x']);
  });

  it('refuses a source that shadows a site route unless explicitly allowed', async () => {
    const res = await add({ source: '/Find-A-Rep', target: '/reps-retailers' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('/find-a-rep would hide the site route /find-a-rep. Tick "Override a site route" to save it anyway.');
    expect(res.body.errors.source).toBe(res.body.message);
    const wild = await add({ source: '/knowledge-center/*', target: '/about' });
    expect(wild.body.message).toContain('would hide the site route /knowledge-center');
    const allowed = await add({ source: '/thats-farming', target: 'https://campaign.example.com/thats-farming', allowShadow: true });
    expect(allowed.status).toBe(201);
    expect(allowed.body.data.allowShadow).toBe(true);
    expect((await t.http.get('/thats-farming')).headers.location).toBe('https://campaign.example.com/thats-farming');
  });

  it('refuses a duplicate source, validates fields, edits and deletes', async () => {
    const dup = await add({ source: '/OLD-AGROTAIN-PAGE', target: '/superu' });
    expect(dup.status).toBe(400);
    expect(dup.body.message).toBe('A redirect from /old-agrotain-page already exists.');
    const badStatus = await add({ source: '/x1', target: '/y', status: 303 });
    expect(badStatus.body.message).toBe('Status must be 301, 302, 307, 308 or 410.');
    const badTarget = await add({ source: '/x1', target: 'javascript:alert(1)' });
    expect(badTarget.body.message).toBe('Target must be a site path starting with / or a full http(s) URL.');
    const noTarget = await add({ source: '/x1' });
    expect(noTarget.body.message).toBe('Target is required.');

    const created = (await add({ source: '/to-edit', target: '/superu' })).body.data;
    const edited = await post(REDIRECT_ROUTES.edit.url({ id: created.id }), { source: '/to-edit', target: '/superu-ca', status: 302, note: 'moved to Canada' });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ target: '/superu-ca', status: 302, note: 'moved to Canada', updatedBy: 'admin@example.com' });
    expect((await t.http.get('/to-edit')).headers.location).toBe('/superu-ca');
    // Switched off: the path is no longer redirected.
    await post(REDIRECT_ROUTES.edit.url({ id: created.id }), { source: '/to-edit', target: '/superu-ca', status: 302, active: false });
    const off = await t.http.get('/to-edit');
    expect(off.status).not.toBe(302);
    expect(off.headers.location).toBeUndefined();
    const del = await t.http.delete(REDIRECT_ROUTES.delete.url({ id: created.id })).set(auth);
    expect(del.status).toBe(200);
    expect((await get(REDIRECT_ROUTES.get.url({ id: created.id }))).status).toBe(404);

    const a = (await add({ source: '/bulk-1', target: '/about-us' })).body.data;
    const b = (await add({ source: '/bulk-2', target: '/about-us' })).body.data;
    const bulk = await post(REDIRECT_ROUTES.bulkDelete.url(), { ids: [a.id, b.id] });
    expect(bulk.body.data).toEqual({ deleted: 2, skipped: 0 });
    expect(await rows('SELECT id FROM redirect WHERE source LIKE ?', ['/bulk-%'])).toEqual([]);
  });

  it('answers the lookup endpoint with the envelope, for encoded and nested paths', async () => {
    const enc = await t.http.get(REDIRECT_ROUTES.getRedirect.url({ '*': 'old-agrotain-page' }));
    expect(enc.status).toBe(200);
    expect(enc.body).toEqual({ success: true, data: { target: '/agrotain', status: 301 } });
    const nestedEncoded = await t.http.get(`/api/redirects/get-redirect/${encodeURIComponent('old-blog/Some-Post')}`);
    expect(nestedEncoded.body.data.target).toBe('/knowledge-center/Some-Post');
    const nested = await t.http.get('/api/redirects/get-redirect/old-blog/Some-Post');
    expect(nested.body.data.target).toBe('/knowledge-center/Some-Post');
    const none = await t.http.get(REDIRECT_ROUTES.getRedirect.url({ '*': 'no-such-redirect' }));
    expect(none.status).toBe(200);
    expect(none.body).toEqual({ success: false, message: 'No redirect exists for this path.' });
    const gone = await t.http.get(REDIRECT_ROUTES.getRedirect.url({ '*': 'discontinued-product' }));
    expect(gone.status).toBe(410);
    expect(gone.body).toEqual({ success: false, message: 'This page has been removed.' });
  });

  it('lets an Editor manage redirects and refuses a user without a content role', async () => {
    const editor = { authorization: `Bearer ${await tokenForRole(t, 'Editor')}` };
    const res = await t.http.post(REDIRECT_ROUTES.add.url()).set(editor).send({ source: '/editor-made', target: '/about', status: 302 });
    expect(res.status).toBe(201);
    expect(res.body.data.createdBy).toMatch(/^editor-/);
    const nobody = { authorization: `Bearer ${await tokenForUserWithoutRole(t)}` };
    const refused = await t.http.post(REDIRECT_ROUTES.filter.url()).set(nobody).send({});
    expect(refused.status).toBe(403);
    expect(refused.body.success).toBe(false);
  }, 30_000);

  it('refuses anonymous visitors on every admin route', async () => {
    const calls = [
      t.http.post(REDIRECT_ROUTES.filter.url()).send({}),
      t.http.get(REDIRECT_ROUTES.get.url({ id: 1 })),
      t.http.post(REDIRECT_ROUTES.add.url()).send({ source: '/anon', target: '/x', status: 301 }),
      t.http.post(REDIRECT_ROUTES.edit.url({ id: 1 })).send({ source: '/anon', target: '/x', status: 301 }),
      t.http.delete(REDIRECT_ROUTES.delete.url({ id: 1 })),
      t.http.post(REDIRECT_ROUTES.bulkDelete.url()).send({ ids: [1] }),
      t.http.post(REDIRECT_ROUTES.import.url()).send({ csv: 'source,target,status\n/anon,/x,301', dryRun: false }),
      t.http.get(REDIRECT_ROUTES.export.url()),
      t.http.post(REDIRECT_ROUTES.notFoundFilter.url()).send({}),
      t.http.post(REDIRECT_ROUTES.notFoundIgnore.url()).send({ ids: [1], ignored: true }),
      t.http.delete(REDIRECT_ROUTES.notFoundDelete.url({ id: 1 })),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.status).toBe(401);
      expect(res.body.success).toBe(false);
    }
    expect(await rows('SELECT id FROM redirect WHERE source = ?', ['/anon'])).toEqual([]);
  });

  it('round-trips CSV: export, dry-run import report, import', async () => {
    const exported = await get(REDIRECT_ROUTES.export.url());
    expect(exported.status).toBe(200);
    expect(exported.body.data.filename).toMatch(/^redirects-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv: string = exported.body.data.csv;
    expect(csv.split('\n')[0].trim()).toBe('source,target,status,keepQuery,active,host,regionId,allowShadow,note,hits,lastHitAt');
    expect(csv).toContain('/old-agrotain-page,/agrotain,301,true,true,,,false,old site');
    const total = (await post(REDIRECT_ROUTES.filter.url(), { length: 500 })).body.data.total;

    // The same file back: nothing changes.
    const again = await post(REDIRECT_ROUTES.import.url(), { csv, dryRun: false });
    expect(again.body.data).toMatchObject({ applied: true, created: 0, updated: 0, unchanged: total, errors: 0 });

    const edited = csv.replace('/old-agrotain-page,/agrotain,301', '/old-agrotain-page,/agrotain-ca,302') + '\n/csv-new,/wolf-trax,301,false,true,,,false,"from CSV, with comma",,\n';
    const dry = await post(REDIRECT_ROUTES.import.url(), { csv: edited, dryRun: true });
    expect(dry.status).toBe(200);
    expect(dry.body.data).toMatchObject({ dryRun: true, applied: false, created: 1, updated: 1, errors: 0 });
    expect(dry.body.data.rows).toContainEqual({ line: expect.any(Number), source: '/csv-new', action: 'create' });
    expect(await rows('SELECT id FROM redirect WHERE source = ?', ['/csv-new'])).toEqual([]);

    const applied = await post(REDIRECT_ROUTES.import.url(), { csv: edited, dryRun: false });
    expect(applied.body.data).toMatchObject({ applied: true, created: 1, updated: 1 });
    const created = await t.http.get('/csv-new?x=1');
    expect([created.status, created.headers.location]).toEqual([301, '/wolf-trax']);
    const updated = await t.http.get('/old-agrotain-page');
    expect([updated.status, updated.headers.location]).toEqual([302, '/agrotain-ca']);
    const [note] = await rows('SELECT note FROM redirect WHERE source = ?', ['/csv-new']);
    expect(note.note).toBe('from CSV, with comma');
  });

  it('reports CSV errors per line and imports nothing when any row is wrong', async () => {
    const csv = ['source,target,status', '/csv-ok,/anvol,301', '/csv-bad-status,/anvol,299', '/contact,/about,301', '/csv-chain,/csv-new,301', '/csv-ok,/superu,301'].join('\n');
    const res = await post(REDIRECT_ROUTES.import.url(), { csv, dryRun: false });
    expect(res.status).toBe(200);
    expect(res.body.data.applied).toBe(false);
    expect(res.body.data.errors).toBe(4);
    expect(res.body.data.rows).toEqual([
      { line: 2, source: '/csv-ok', action: 'create' },
      { line: 3, source: '/csv-bad-status', action: 'error', message: 'Status must be 301, 302, 307, 308 or 410.' },
      { line: 4, source: '/contact', action: 'error', message: '/contact would hide the site route /contact. Tick "Override a site route" to save it anyway.' },
      {
        line: 5,
        source: '/csv-chain',
        action: 'error',
        message: 'This redirect would create a chain of redirects: /csv-chain → /csv-new → /wolf-trax. Point /csv-chain straight at /wolf-trax instead.',
      },
      { line: 6, source: '/csv-ok', action: 'error', message: '/csv-ok appears more than once in this file.' },
    ]);
    expect(await rows('SELECT id FROM redirect WHERE source = ?', ['/csv-ok'])).toEqual([]);
    const noHeader = await post(REDIRECT_ROUTES.import.url(), { csv: '/a,/b,301', dryRun: true });
    expect(noHeader.status).toBe(400);
    expect(noHeader.body.message).toContain('The CSV file needs a header row');
  });

  it('logs unknown page paths that answered 404, groups them, ignores them, and drops them once redirected', async () => {
    // The public site answers unknown page paths with its 404 page; files and API paths are not pages.
    for (const [path, referer] of [
      ['/this-page-never-existed', 'https://search.example.com/'],
      ['/This-Page-Never-Existed/'],
      ['/this-page-never-existed'],
      ['/another-missing-page'],
      ['/missing.png'],
      ['/api/missing'],
    ]) {
      const r = await t.http.get(path).set(referer ? { referer } : {});
      expect([path, r.status]).toEqual([path, 404]);
    }
    const log = (await post(REDIRECT_ROUTES.notFoundFilter.url(), {})).body.data;
    const entry = log.items.find((i: { path: string }) => i.path === '/this-page-never-existed');
    expect(entry).toMatchObject({ hits: 3, ignored: false, referrer: 'https://search.example.com/' });
    expect(log.items.map((i: { path: string }) => i.path)).not.toContain('/missing.png');
    expect(log.items.some((i: { path: string }) => i.path.startsWith('/api'))).toBe(false);

    const other = log.items.find((i: { path: string }) => i.path === '/another-missing-page');
    expect((await post(REDIRECT_ROUTES.notFoundIgnore.url(), { ids: [other.id], ignored: true })).status).toBe(200);
    const open = (await post(REDIRECT_ROUTES.notFoundFilter.url(), {})).body.data.items.map((i: { path: string }) => i.path);
    expect(open).not.toContain('/another-missing-page');
    const ignored = (await post(REDIRECT_ROUTES.notFoundFilter.url(), { ignored: true })).body.data.items.map((i: { path: string }) => i.path);
    expect(ignored).toEqual(['/another-missing-page']);

    // One click: a redirect from the logged path removes it from the log.
    expect((await add({ source: entry.path, target: '/knowledge-center' })).status).toBe(201);
    const after = (await post(REDIRECT_ROUTES.notFoundFilter.url(), {})).body.data.items.map((i: { path: string }) => i.path);
    expect(after).not.toContain('/this-page-never-existed');
    expect((await t.http.get('/this-page-never-existed')).status).toBe(301);
  });

  it('creates a working 301 when a slug changes, points older rules at the new path and never chains', async () => {
    await add({ source: '/kc-older-link', target: '/knowledge-center/soil-health' });
    await t.app.get(SlugEvents).emitSlugChanged({
      kind: 'knowledge-center',
      baseId: 999,
      oldPaths: ['/knowledge-center/soil-health'],
      newPath: '/knowledge-center/soil-health-guide',
      actorEmail: 'editor@example.com',
    });
    const res = await t.http.get('/knowledge-center/soil-health');
    expect([res.status, res.headers.location]).toEqual([301, '/knowledge-center/soil-health-guide']);
    // The older rule skips the hop.
    expect((await t.http.get('/kc-older-link')).headers.location).toBe('/knowledge-center/soil-health-guide');
    const [row] = await rows('SELECT created_by, note FROM redirect WHERE source = ?', ['/knowledge-center/soil-health']);
    expect(row.created_by).toBe('editor@example.com');

    // Renamed back: the rule at the now-live path is switched off and the other direction is created.
    await t.app
      .get(SlugEvents)
      .emitSlugChanged({ kind: 'knowledge-center', baseId: 999, oldPaths: ['/knowledge-center/soil-health-guide'], newPath: '/knowledge-center/soil-health', actorEmail: null });
    expect((await t.http.get('/knowledge-center/soil-health-guide')).headers.location).toBe('/knowledge-center/soil-health');
    expect((await t.http.get('/knowledge-center/soil-health')).status).not.toBe(301);
    expect((await t.http.get('/kc-older-link')).headers.location).toBe('/knowledge-center/soil-health');
  });

  it('creates the redirect when a page slug is changed through the content admin API', async () => {
    const created = await post('/api/admin/pages/add', { title: 'Soil Sampling', slug: 'soil-sampling', regionIds: [2], status: 'published' });
    expect(created.status).toBe(200);
    const item = created.body.data;
    const renamed = await post('/api/admin/pages/add', {
      title: 'Soil Sampling',
      slug: 'soil-sampling-guide',
      regionIds: [2],
      status: 'published',
      baseId: item.baseId,
      basedOnVersionId: item.latestVersionId,
    });
    expect(renamed.status).toBe(200);
    const res = await t.http.get('/soil-sampling');
    expect([res.status, res.headers.location]).toEqual([301, '/soil-sampling-guide']);
    const lookup = await t.http.get(REDIRECT_ROUTES.getRedirect.url({ '*': 'soil-sampling' }));
    expect(lookup.body.data.target).toBe('/soil-sampling-guide');
  });

  it('prunes open 404 entries not seen for 90 days, but keeps the ignore list', async () => {
    const old = new Date(Date.now() - 91 * 86400 * 1000);
    const repo = t.app.get(DataSource).getRepository('NotFoundEntryEntity');
    await repo.insert({ path: '/stale-missing', hits: 1, firstSeenAt: old, lastSeenAt: old, referrer: null, ignored: false });
    await repo.insert({ path: '/stale-ignored', hits: 1, firstSeenAt: old, lastSeenAt: old, referrer: null, ignored: true });
    expect(await t.app.get(NotFoundLogService).prune()).toBe(1);
    expect((await rows('SELECT path FROM not_found_entry WHERE path LIKE ?', ['/stale-%'])).map((r: { path: string }) => r.path)).toEqual(['/stale-ignored']);
  });

  it('its migration goes down and up again', async () => {
    const qr = t.app.get(DataSource).createQueryRunner();
    try {
      const m = new Redirects1700000600000();
      await m.down(qr);
      expect(await qr.hasTable('redirect')).toBe(false);
      expect(await qr.hasTable('not_found_entry')).toBe(false);
      await m.up(qr);
      expect(await qr.hasTable('redirect')).toBe(true);
      expect(await qr.hasTable('not_found_entry')).toBe(true);
    } finally {
      await qr.release();
    }
  });
});
