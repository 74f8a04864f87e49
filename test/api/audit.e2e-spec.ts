import * as Papa from 'papaparse';
import { DataSource } from 'typeorm';

import { AuditService } from '../../src/audit/audit.service';
import { AuditEntryEntity } from '../../src/audit/audit-entry.entity';
import { AuditRetentionService } from '../../src/audit/audit-retention.service';
import { LinkTokenService } from '../../src/auth/link-token.service';
import { Clock } from '../../src/content/clock';
import { ContentScheduler } from '../../src/content/content-scheduler';
import type { AuditEntryItem } from '../../src/contract/audit';
import { formatSiteDateTime } from '../../src/contract/site-settings';
import { simplePdf } from '../../src/documents/seed/simple-pdf';
import { adminToken, loginAs } from '../support/auth';
import { article } from '../support/content-fixtures';
import { createTestApp, TEST_ADMIN, TEST_DB, TestApp } from '../support/test-app';

jest.setTimeout(60_000);

describe(`audit trail (${TEST_DB})`, () => {
  let t: TestApp;
  let admin: string;
  let adminId: number;
  const as = (token: string) => ({ authorization: `Bearer ${token}` });
  const auth = () => as(admin);

  /** Every entry written since `mark`, oldest first. */
  const since = async (mark: number): Promise<AuditEntryItem[]> => {
    const rows = await t.app.get(DataSource).getRepository(AuditEntryEntity).createQueryBuilder('a').where('a.id > :mark', { mark }).orderBy('a.id', 'ASC').getMany();
    return rows.map((r) => ({ ...r, at: r.at.toISOString() }) as unknown as AuditEntryItem);
  };
  const lastId = async () => Number((await t.app.get(DataSource).query('SELECT MAX(id) AS m FROM audit_entry'))[0].m ?? 0);
  /** Runs `act` and returns the one entry it wrote (fails when it wrote none or several). */
  const onlyEntry = async (act: () => Promise<unknown>): Promise<AuditEntryItem> => {
    const mark = await lastId();
    await act();
    const rows = await since(mark);
    expect(rows.map((r) => `${r.action} ${r.summary}`)).toHaveLength(1);
    return rows[0];
  };

  beforeAll(async () => {
    t = await createTestApp({ FORMS_RATE_LIMIT: '1000', FORMS_MIN_FILL_MS: '0', AUTH_LOGIN_RATE_LIMIT_PER_15_MIN: '1000' });
    admin = await adminToken(t);
    adminId = (await t.http.get('/api/adminusers/get-all').set(auth())).body.data.find((u: { email: string }) => u.email === TEST_ADMIN.email).id;
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  }, 60_000);

  it('the first administrator, made at start-up, is recorded as made by the system', async () => {
    const res = await t.http.get('/api/admin/audit').query({ action: 'user.create', user: 'system' }).set(auth());
    expect(res.body.data.items).toEqual([expect.objectContaining({ actorId: null, actorEmail: 'system', ip: null, itemId: adminId, itemTitle: TEST_ADMIN.email })]);
  });

  describe('content', () => {
    let baseId: number;
    let latest: number;

    it('create, save, publish, schedule, rollback, pin, delete and restore each write one entry with the user, item and summary', async () => {
      const create = await onlyEntry(async () => {
        const res = await t.http
          .post('/api/admin/knowledge-center/add')
          .set(auth())
          .send(article('Audit Trail Basics', { status: 'draft' }));
        expect(res.status).toBe(200);
        baseId = res.body.data.baseId;
        latest = res.body.data.latestVersionId;
      });
      expect(create).toMatchObject({
        action: 'content.create',
        actorId: adminId,
        actorEmail: TEST_ADMIN.email,
        section: 'knowledge-center',
        itemId: baseId,
        itemTitle: 'Audit Trail Basics',
        versionId: latest,
      });
      expect(create.ip).toBeTruthy();
      // Versions are named by their number in the item's history, as the Rollback list shows them.
      expect(create.summary).toBe('Created as draft (version 1).');
      const firstVersion = latest;

      const save = async (extra: Record<string, unknown>) => {
        const res = await t.http
          .post('/api/admin/knowledge-center/add')
          .set(auth())
          .send({ ...article('Audit Trail Basics', { status: 'draft' }), baseId, basedOnVersionId: latest, ...extra });
        expect(res.status).toBe(200);
        latest = res.body.data.latestVersionId;
      };
      const saved = await onlyEntry(() => save({ summary: 'A new summary' }));
      expect(saved).toMatchObject({ action: 'content.save', itemId: baseId, versionId: latest, summary: 'Saved version 2; changed: summary.' });

      const published = await onlyEntry(() => save({ summary: 'A new summary', status: 'published' }));
      expect(published.action).toBe('content.publish');
      expect(published.summary).toContain('changed: status, publishedAt');

      const scheduled = await onlyEntry(() => save({ summary: 'A new summary', status: 'scheduled', publishedAt: '2099-01-01T09:00:00.000Z' }));
      expect(scheduled).toMatchObject({ action: 'content.schedule', summary: expect.stringContaining('Scheduled for Jan 1, 2099, 3:00 AM CST') });
      expect(scheduled.summary).not.toMatch(/\d{4}-\d{2}-\d{2}T/);

      const rolledBack = await onlyEntry(() => save({ status: 'draft', rolledBackFrom: firstVersion }));
      expect(rolledBack).toMatchObject({
        action: 'content.rollback',
        versionId: latest,
        summary: expect.stringContaining('Rolled back to version 1 as version 5'),
      });

      const pin = await onlyEntry(() => t.http.post('/api/admin/knowledge-center/pin').set(auth()).send({ baseId, type: 0, pinned: true }).expect(200));
      expect(pin).toMatchObject({ action: 'content.pin', itemId: baseId, itemTitle: 'Audit Trail Basics' });

      const del = await onlyEntry(() => t.http.get(`/api/admin/knowledge-center/delete/${baseId}`).set(auth()).expect(200));
      expect(del).toMatchObject({ action: 'content.delete', itemId: baseId, actorEmail: TEST_ADMIN.email });
      const restore = await onlyEntry(() => t.http.post(`/api/admin/knowledge-center/restore/${baseId}`).set(auth()).expect(200));
      expect(restore).toMatchObject({ action: 'content.restore', itemId: baseId });
    });

    it('the scheduled publisher records each item it makes live, as the system', async () => {
      const later = new Date(Date.now() + 3600_000);
      const item = (
        await t.http
          .post('/api/admin/press-releases/add')
          .set(auth())
          .send(article('Scheduled Release', { publishedAt: later.toISOString() }))
      ).body.data;
      expect(item.status).toBe('scheduled');
      const spy = jest.spyOn(t.app.get(Clock), 'now').mockReturnValue(new Date(later.getTime() + 60_000));
      try {
        const entry = await onlyEntry(() => t.app.get(ContentScheduler).run());
        expect(entry).toMatchObject({
          action: 'content.publish',
          actorEmail: 'system',
          actorId: null,
          section: 'press-releases',
          itemId: item.baseId,
          itemTitle: 'Scheduled Release',
          versionId: item.latestVersionId,
        });
        expect(entry.summary).toBe(`Published as scheduled (publish time ${formatSiteDateTime(later, 'America/Chicago')}).`);
      } finally {
        spy.mockRestore();
      }
    });

    it('lists a content row with links to the item and to the version it made', async () => {
      const res = await t.http.get('/api/admin/audit').query({ section: 'knowledge-center', action: 'content.save' }).set(auth());
      expect(res.status).toBe(200);
      const row = res.body.data.items[0] as AuditEntryItem;
      expect(row.itemPath).toBe(`/siteadmin/knowledge-center/edit/${baseId}`);
      expect(row.versionPath).toBe(`/siteadmin/knowledge-center/edit/${baseId}/${row.versionId}`);
      expect(row.at).toMatch(/Z$/);
    });

    it('a change whose transaction fails leaves no entry (a stale save is refused with 409)', async () => {
      const mark = await lastId();
      const stale = await t.http
        .post('/api/admin/knowledge-center/add')
        .set(auth())
        .send({ ...article('Audit Trail Basics'), baseId, basedOnVersionId: 1 });
      expect(stale.status).toBe(409);
      // A slug clash fails inside the transaction, after the version row was written.
      const other = await t.http.post('/api/admin/knowledge-center/add').set(auth()).send(article('Another Article'));
      const mark2 = await lastId();
      const clash = await t.http
        .post('/api/admin/knowledge-center/add')
        .set(auth())
        .send({ ...article('Another Article'), slug: 'audit-trail-basics', baseId: other.body.data.baseId, basedOnVersionId: other.body.data.latestVersionId });
      expect(clash.status).toBe(400);
      expect(await since(mark2)).toEqual([]);
      expect((await since(mark)).map((e) => e.action)).toEqual(['content.create']);
    });

    it('a database error after the entry was written rolls back both the change and its entry', async () => {
      const audit = t.app.get(AuditService);
      const original = audit.record.bind(audit);
      const spy = jest.spyOn(audit, 'record').mockImplementationOnce(async (m, e) => {
        await original(m, e);
        throw new Error('forced failure after the entry');
      });
      const versionsBefore = (await t.http.get(`/api/admin/knowledge-center/get-versions/${baseId}`).set(auth())).body.data.length;
      const item = (await t.http.get(`/api/admin/knowledge-center/get/${baseId}`).set(auth())).body.data;
      const mark = await lastId();
      const res = await t.http
        .post('/api/admin/knowledge-center/add')
        .set(auth())
        .send({ ...article('Audit Trail Basics'), summary: 'Never saved', baseId, basedOnVersionId: item.latestVersionId });
      spy.mockRestore();
      expect(res.status).toBe(500);
      expect(await since(mark)).toEqual([]);
      expect((await t.http.get(`/api/admin/knowledge-center/get-versions/${baseId}`).set(auth())).body.data).toHaveLength(versionsBefore);
      expect((await t.http.get(`/api/admin/knowledge-center/get/${baseId}`).set(auth())).body.data.summary).not.toBe('Never saved');
    });
  });

  it('documents: upload, edit, replace, restore and delete each write one entry', async () => {
    let id = 0;
    const up = await onlyEntry(async () => {
      const res = await t.http
        .post('/api/admin/documents/add')
        .set(auth())
        .field('title', 'Audit Label')
        .field('kind', 'label')
        .field('regionIds', '2')
        .attach('file', simplePdf('Audit Label', [{ text: 'one' }]), { filename: 'audit-label.pdf', contentType: 'application/pdf' });
      expect(res.status).toBe(201);
      id = res.body.data.id;
    });
    expect(up).toMatchObject({ action: 'document.upload', section: 'document-library', itemId: id, itemTitle: 'Audit Label', actorId: adminId });
    expect(up.summary).toContain('application/pdf');
    const edit = await onlyEntry(() =>
      t.http.post(`/api/admin/documents/edit/${id}`).set(auth()).field('title', 'Audit Label 2').field('kind', 'label').field('regionIds', '2').expect(200),
    );
    expect(edit).toMatchObject({ action: 'document.update', itemTitle: 'Audit Label 2', summary: 'Changed: title.' });
    let firstFile = 0;
    const replace = await onlyEntry(async () => {
      const res = await t.http
        .post(`/api/admin/documents/edit/${id}`)
        .set(auth())
        .field('title', 'Audit Label 2')
        .field('kind', 'label')
        .field('regionIds', '2')
        .attach('file', simplePdf('Audit Label', [{ text: 'two' }]), { filename: 'audit-label-v2.pdf', contentType: 'application/pdf' });
      expect(res.status).toBe(200);
      firstFile = Math.min(...res.body.data.files.map((f: { id: number }) => f.id));
    });
    expect(replace).toMatchObject({ action: 'document.replace', itemId: id });
    const restored = await onlyEntry(() => t.http.post(`/api/admin/documents/restore/${id}/${firstFile}`).set(auth()));
    expect(restored).toMatchObject({ action: 'document.restore', itemId: id });
    const del = await onlyEntry(() => t.http.post(`/api/admin/documents/delete/${id}`).set(auth()).expect(200));
    expect(del).toMatchObject({ action: 'document.delete', itemId: id, itemTitle: 'Audit Label 2' });
  });

  it('reps, retailers and their CSV imports write one entry each', async () => {
    let repId = 0;
    const rep = await onlyEntry(async () => {
      const res = await t.http
        .post('/api/admin/directory/reps/save')
        .set(auth())
        .send({ name: 'Audit Rep', region: 2, territory: ['IA'] });
      expect(res.status).toBe(200);
      repId = res.body.data.id;
    });
    expect(rep).toMatchObject({ action: 'rep.create', section: 'reps-retailers', itemId: repId, itemTitle: 'Audit Rep' });
    const repEdit = await onlyEntry(() =>
      t.http
        .post('/api/admin/directory/reps/save')
        .set(auth())
        .send({ id: repId, name: 'Audit Rep', title: 'Agronomist', region: 2, territory: ['IA', 'NE'] })
        .expect(200),
    );
    expect(repEdit).toMatchObject({ action: 'rep.update', summary: 'Changed: title, territory.' });
    expect(await onlyEntry(() => t.http.delete(`/api/admin/directory/reps/${repId}`).set(auth()).expect(200))).toMatchObject({ action: 'rep.delete', itemId: repId });

    let retailerId = 0;
    const retailer = await onlyEntry(async () => {
      const res = await t.http.post('/api/admin/directory/retailers/save').set(auth()).send({ name: 'Audit Co-op', region: 2, city: 'Ames', postalCode: '50010' });
      expect(res.status).toBe(200);
      retailerId = res.body.data.id;
    });
    expect(retailer).toMatchObject({ action: 'retailer.create', itemId: retailerId, itemTitle: 'Audit Co-op' });
    expect(await onlyEntry(() => t.http.delete(`/api/admin/directory/retailers/${retailerId}`).set(auth()).expect(200))).toMatchObject({ action: 'retailer.delete' });

    const imported = await onlyEntry(() =>
      t.http
        .post('/api/admin/directory/retailers/import?dryRun=false')
        .set(auth())
        .attach('file', Buffer.from('name,region,city,postalCode\nCSV Co-op,2,Ames,50010\nCSV Two,2,Ames,50011\n'), 'r.csv')
        .expect(200),
    );
    expect(imported).toMatchObject({ action: 'directory.import', summary: 'CSV import of retailers: 2 added, 0 updated, 0 rejected.' });
    const repsImported = await onlyEntry(() =>
      t.http
        .post('/api/admin/directory/reps/import?dryRun=false')
        .set(auth())
        .attach('file', Buffer.from('name,region,territory\nCSV Rep,2,IA\nBad Rep,9,IA\n'), 'reps.csv')
        .expect(200),
    );
    expect(repsImported).toMatchObject({
      action: 'directory.import',
      section: 'reps-retailers',
      actorEmail: TEST_ADMIN.email,
      summary: 'CSV import of reps: 1 added, 0 updated, 1 rejected.',
    });
    // A dry run changes nothing and records nothing.
    const mark = await lastId();
    await t.http
      .post('/api/admin/directory/retailers/import?dryRun=true')
      .set(auth())
      .attach('file', Buffer.from('name,region,city,postalCode\nX,2,Ames,50010\n'), 'r.csv')
      .expect(200);
    expect(await since(mark)).toEqual([]);
  });

  it('redirects and their import write one entry each', async () => {
    let id = 0;
    const created = await onlyEntry(async () => {
      const res = await t.http.post('/api/admin/redirects/add').set(auth()).send({ source: '/audit-old', target: '/about', status: 301 });
      expect(res.status).toBe(201);
      id = res.body.data.id;
    });
    expect(created).toMatchObject({ action: 'redirect.create', section: 'redirects', itemId: id, itemTitle: '/audit-old', summary: '/audit-old → /about (301).' });
    const updated = await onlyEntry(() => t.http.post(`/api/admin/redirects/edit/${id}`).set(auth()).send({ source: '/audit-old', target: '/about', status: 302 }).expect(200));
    expect(updated).toMatchObject({ action: 'redirect.update', summary: 'Changed: status.' });
    expect(await onlyEntry(() => t.http.delete(`/api/admin/redirects/delete/${id}`).set(auth()).expect(200))).toMatchObject({ action: 'redirect.delete', itemId: id });
    const imported = await onlyEntry(() =>
      t.http.post('/api/admin/redirects/import').set(auth()).send({ csv: 'source,target,status\n/audit-a,/about,301\n', dryRun: false }).expect(200),
    );
    expect(imported).toMatchObject({ action: 'redirect.import', summary: 'CSV import: 1 created, 0 updated, 0 unchanged.' });
  });

  it('users and roles: add, role change and delete write one entry each', async () => {
    const roles = (await t.http.get('/api/adminusers/get-roles').set(auth())).body.data as { id: number; name: string }[];
    const editor = roles.find((r) => r.name === 'Editor')!.id;
    const administrator = roles.find((r) => r.name === 'Administrator')!.id;
    let id = 0;
    const add = await onlyEntry(async () => {
      const res = await t.http
        .post('/api/adminusers/add')
        .set(auth())
        .send({ id: null, email: 'audited.user@example.com', password: 'a-long-enough-test-password', userRoles: [editor] });
      expect(res.body.success).toBe(true);
      id = res.body.data.id;
    });
    expect(add).toMatchObject({
      action: 'user.create',
      section: 'users',
      itemId: id,
      itemTitle: 'audited.user@example.com',
      actorEmail: TEST_ADMIN.email,
      summary: expect.stringContaining('roles: Editor'),
    });
    const promote = await onlyEntry(() =>
      t.http
        .post('/api/adminusers/edit')
        .set(auth())
        .send({ id, userRoles: [editor, administrator] })
        .expect(200),
    );
    expect(promote).toMatchObject({ action: 'user.roles', itemId: id, summary: 'roles: Editor → Administrator, Editor.' });
    const del = await onlyEntry(() => t.http.get(`/api/adminusers/delete/${id}`).set(auth()).expect(200));
    expect(del).toMatchObject({ action: 'user.delete', itemId: id });
  });

  it('form entries archived and exported write one entry each', async () => {
    const sent = await t.http.post('/api/forms/add').send({
      name: 'Audit Grower',
      email: 'audit.grower@example.com',
      data: JSON.stringify({ region: 'USA', role: 'Grower', message: 'Hello' }),
      reCaptchaToken: '',
    });
    expect(sent.status).toBe(200);
    const id = sent.body.data.id;
    const archived = await onlyEntry(() => t.http.get(`/api/admin/forms/archive/${id}`).set(auth()).expect(200));
    expect(archived).toMatchObject({ action: 'form.archive', section: 'forms', itemId: id, itemTitle: 'Contact from Audit Grower' });
    const exported = await onlyEntry(() => t.http.post('/api/admin/forms/export').set(auth()).send({ status: 3 }).expect(200));
    expect(exported).toMatchObject({ action: 'form.export', summary: expect.stringMatching(/^Exported \d+ form entr(y|ies) as CSV \(status: all\)\.$/) });
  });

  describe('security events', () => {
    const email = 'audit.security@example.com';
    const password = 'a-long-enough-test-password';
    let userId = 0;
    beforeAll(async () => {
      const roles = (await t.http.get('/api/adminusers/get-roles').set(auth())).body.data as { id: number; name: string }[];
      userId = (
        await t.http
          .post('/api/adminusers/add')
          .set(auth())
          .send({ id: null, email, password, userRoles: [roles.find((r) => r.name === 'Editor')!.id] })
      ).body.data.id;
    });

    it('sign-in success and failure, sign-out', async () => {
      const failed = await onlyEntry(() => t.http.post('/auth/login').send({ Username: email, Password: 'wrong-password-here' }).expect(401));
      expect(failed).toMatchObject({ action: 'auth.sign-in-failed', actorId: null, actorEmail: 'anonymous', itemId: userId, itemTitle: email, summary: 'Wrong password.' });
      expect(failed.ip).toBeTruthy();
      let token = '';
      const ok = await onlyEntry(async () => {
        token = (await loginAs(t, email, password)).token;
      });
      expect(ok).toMatchObject({ action: 'auth.sign-in', actorId: userId, actorEmail: email });
      const out = await onlyEntry(() => t.http.post('/auth/logout').set(as(token)).send({}).expect(200));
      expect(out).toMatchObject({ action: 'auth.sign-out', actorId: userId, actorEmail: email });
    });

    it('refresh-token reuse is recorded', async () => {
      const pair = await loginAs(t, email, password);
      await t.http.post('/auth/refresh-token').send({ refreshToken: pair.refreshToken }).expect(200);
      const reuse = await onlyEntry(() => t.http.post('/auth/refresh-token').send({ refreshToken: pair.refreshToken }).expect(401));
      expect(reuse).toMatchObject({ action: 'auth.refresh-token-reuse', itemId: userId, itemTitle: email });
    });

    it('password change and password reset are recorded', async () => {
      const { token } = await loginAs(t, email, password);
      const changed = await onlyEntry(() =>
        t.http.post('/auth/update-password').set(as(token)).send({ CurrentPassword: password, NewPassword: 'another-long-test-password' }).expect(200),
      );
      expect(changed).toMatchObject({ action: 'auth.password-change', actorId: userId, itemId: userId });
      const code = await t.app.get(LinkTokenService).issue(userId, 'reset');
      const reset = await onlyEntry(() => t.http.post('/auth/set-password').send({ PasswordResetHash: code, PasswordHash: password }).expect(200));
      expect(reset).toMatchObject({ action: 'auth.password-reset', actorId: userId, actorEmail: email, summary: expect.stringContaining('reset link') });
    });

    it('a lockout is recorded beside the failed sign-in that caused it', async () => {
      for (let i = 0; i < 4; i++) await t.http.post('/auth/login').send({ Username: email, Password: 'wrong-password-here' }).expect(401);
      const mark = await lastId();
      await t.http.post('/auth/login').send({ Username: email, Password: 'wrong-password-here' }).expect(429);
      expect((await since(mark)).map((e) => e.action)).toEqual(['auth.sign-in-failed', 'auth.lockout']);
    });
  });

  describe('the list, its filters and the export', () => {
    it('filters by user, section, action, date range and text, and pages', async () => {
      const page = await t.http.get('/api/admin/audit').query({ user: TEST_ADMIN.email, section: 'knowledge-center', length: 2 }).set(auth());
      expect(page.status).toBe(200);
      expect(page.body.data.items).toHaveLength(2);
      expect(page.body.data.total).toBeGreaterThan(2);
      expect(page.body.data.items.every((e: AuditEntryItem) => e.actorEmail === TEST_ADMIN.email && e.section === 'knowledge-center')).toBe(true);
      const next = await t.http.get('/api/admin/audit').query({ user: TEST_ADMIN.email, section: 'knowledge-center', length: 2, start: 2 }).set(auth());
      expect(next.body.data.items[0].id).toBeLessThan(page.body.data.items[1].id);

      const text = await t.http.get('/api/admin/audit').query({ q: 'audit-old' }).set(auth());
      expect(text.body.data.items.map((e: AuditEntryItem) => e.action).sort()).toEqual(['redirect.create', 'redirect.delete', 'redirect.update']);
      const family = await t.http.get('/api/admin/audit').query({ action: 'auth' }).set(auth());
      expect(family.body.data.items.every((e: AuditEntryItem) => e.action.startsWith('auth.'))).toBe(true);

      // A day on the site's clock (America/Chicago by default).
      const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(new Date());
      expect((await t.http.get('/api/admin/audit').query({ from: today, to: today }).set(auth())).body.data.total).toBeGreaterThan(0);
      expect((await t.http.get('/api/admin/audit').query({ to: '2000-01-01' }).set(auth())).body.data.total).toBe(0);
      const bad = await t.http.get('/api/admin/audit').query({ from: 'yesterday' }).set(auth());
      expect(bad.status).toBe(400);
      expect(bad.body.message).toBe('Dates must be written as YYYY-MM-DD.');
    });

    it('the CSV export holds exactly the filtered rows, formula-safe', async () => {
      await t.http.post('/api/admin/redirects/add').set(auth()).send({ source: '/audit-formula', target: '/about', status: 301, note: '=1+1' });
      const filter = { user: TEST_ADMIN.email, action: 'redirect.create' };
      const list = await t.http
        .get('/api/admin/audit')
        .query({ ...filter, length: 200 })
        .set(auth());
      const res = await t.http.get('/api/admin/audit/export').query(filter).set(auth());
      expect(res.status).toBe(200);
      const parsed = Papa.parse<Record<string, string>>(res.body.data.csv, { header: true, skipEmptyLines: true });
      expect(parsed.data.map((r) => Number(r['Item ID']))).toEqual(list.body.data.items.map((e: AuditEntryItem) => e.itemId));
      expect(res.body.data.count).toBe(list.body.data.total);
      expect(parsed.data.every((r) => r.User === TEST_ADMIN.email && r.Action === 'redirect.create')).toBe(true);
      expect(parsed.meta.fields).toEqual(['When (UTC)', 'User ID', 'User', 'IP', 'Action', 'Section', 'Item ID', 'Item', 'Version', 'Summary']);
      // The export is itself recorded, after the rows it holds were read.
      const [own] = (await t.http.get('/api/admin/audit').query({ action: 'audit.export', length: 1 }).set(auth())).body.data.items as AuditEntryItem[];
      expect(own).toMatchObject({ actorEmail: TEST_ADMIN.email, summary: `Exported ${parsed.data.length} entries as CSV (user: ${TEST_ADMIN.email}, action: redirect.create).` });

      // A title that looks like a formula is written inert.
      const doc = await t.http
        .post('/api/admin/documents/add')
        .set(auth())
        .field('title', '=HYPERLINK("http://x")')
        .field('kind', 'label')
        .field('regionIds', '2')
        .attach('file', simplePdf('F', [{ text: 'f' }]), { filename: 'f.pdf', contentType: 'application/pdf' });
      expect(doc.status).toBe(201);
      const csv = (await t.http.get('/api/admin/audit/export').query({ action: 'document.upload' }).set(auth())).body.data.csv as string;
      expect(csv).toContain(`"'=HYPERLINK(""http://x"")"`);
    });

    it('is for Administrators only', async () => {
      const roles = (await t.http.get('/api/adminusers/get-roles').set(auth())).body.data as { id: number; name: string }[];
      await t.http
        .post('/api/adminusers/add')
        .set(auth())
        .send({ id: null, email: 'audit.editor@example.com', password: 'a-long-enough-test-password', userRoles: [roles.find((r) => r.name === 'Editor')!.id] });
      const editor = (await loginAs(t, 'audit.editor@example.com', 'a-long-enough-test-password')).token;
      for (const path of ['/api/admin/audit', '/api/admin/audit/export', '/api/admin/audit/options']) {
        expect((await t.http.get(path).set(as(editor))).status).toBe(403);
        expect((await t.http.get(path)).status).toBe(401);
      }
    });

    it('no route can alter or delete an entry', async () => {
      const [entry] = (await t.http.get('/api/admin/audit').query({ length: 1 }).set(auth())).body.data.items as AuditEntryItem[];
      const before = await since(entry.id - 1);
      for (const method of ['put', 'patch', 'delete', 'post'] as const) {
        for (const path of ['/api/admin/audit', `/api/admin/audit/${entry.id}`, `/api/admin/audit/edit/${entry.id}`, `/api/admin/audit/delete/${entry.id}`]) {
          const res = await t.http[method](path).set(auth()).send({ summary: 'tampered' });
          expect([404, 405]).toContain(res.status);
        }
      }
      for (const path of [`/api/admin/audit/${entry.id}`, `/api/admin/audit/delete/${entry.id}`]) expect((await t.http.get(path).set(auth())).status).toBe(404);
      expect((await since(entry.id - 1)).slice(0, before.length)).toEqual(before);
      // Every route the app has: none but the three reads touches the audit paths.
      const routes = (t.app.getHttpAdapter().getInstance() as { printRoutes(o: object): string }).printRoutes({ commonPrefix: false });
      const auditLines = routes.split('\n').filter((l) => l.includes('audit'));
      expect(auditLines.length).toBeGreaterThan(0);
      expect(auditLines.filter((l) => /PUT|PATCH|DELETE|POST/.test(l))).toEqual([]);
    });
  });

  it('retention removes only old entries and records that it did', async () => {
    const ds = t.app.get(DataSource);
    const now = new Date();
    const repo = ds.getRepository(AuditEntryEntity);
    const old = await repo.save(
      repo.create({
        at: new Date(now.getTime() - 731 * 86_400_000),
        actorId: null,
        actorEmail: 'anonymous',
        ip: null,
        action: 'auth.sign-in-failed',
        section: 'account',
        itemId: null,
        itemTitle: 'old@example.com',
        summary: 'Old.',
        versionId: null,
      }),
    );
    const kept = await repo.save(
      repo.create({
        at: new Date(now.getTime() - 729 * 86_400_000),
        actorId: null,
        actorEmail: 'anonymous',
        ip: null,
        action: 'auth.sign-in-failed',
        section: 'account',
        itemId: null,
        itemTitle: 'kept@example.com',
        summary: 'Kept.',
        versionId: null,
      }),
    );
    const countBefore = await repo.count();
    const mark = await lastId();
    const removed = await t.app.get(AuditRetentionService).run(now);
    expect(removed).toBe(1);
    expect(await repo.findOneBy({ id: old.id })).toBeNull();
    expect(await repo.findOneBy({ id: kept.id })).not.toBeNull();
    expect(await repo.count()).toBe(countBefore);
    const [logged] = await since(mark);
    expect(logged).toMatchObject({ action: 'audit.retention', actorEmail: 'system', section: 'audit', summary: expect.stringMatching(/^Removed 1 entry older than 730 days/) });
  });
});
