import sharp from 'sharp';

import { simplePdf } from '../../src/documents/seed/simple-pdf';
import { adminToken, tokenForRole } from '../support/auth';
import { createTestApp, TEST_DB, TestApp } from '../support/test-app';

jest.setTimeout(60_000);

const png = (background: string) =>
  sharp({ create: { width: 40, height: 20, channels: 3, background } })
    .png()
    .toBuffer();

/** Earlier revisions: public only for labels-library documents, and an Administrator can delete one for good. */
describe(`document revisions (${TEST_DB})`, () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let editor: Record<string, string>;

  const send = (url: string, auth: Record<string, string>, fields: Record<string, string>, file: { bytes: Buffer; name: string; type: string }) =>
    t.http.post(url).set(auth).field(fields).attach('file', file.bytes, { filename: file.name, contentType: file.type });
  /** A document with two files: revision 1 superseded by revision 2. */
  const twoRevisions = async (kind: string, title: string, files: { bytes: Buffer; name: string; type: string }[]) => {
    const fields = { title, kind, regionIds: '2', whatChanged: 'Second edition.' };
    const added = await send('/api/admin/documents/add', admin, fields, files[0]);
    expect(added.status).toBe(201);
    const replaced = await send(`/api/admin/documents/edit/${added.body.data.id}`, admin, fields, files[1]);
    expect(replaced.status).toBe(200);
    const detail = replaced.body.data as { id: number; guid: string; files: { id: number; revisionNo: number; current: boolean }[] };
    return { id: detail.id, guid: detail.guid, first: detail.files.find((f) => f.revisionNo === 1)!, second: detail.files.find((f) => f.revisionNo === 2)! };
  };
  const deleteRevision = (id: number, fileId: number, auth: Record<string, string>) => t.http.post(`/api/admin/documents/delete-revision/${id}/${fileId}`).set(auth);

  beforeAll(async () => {
    t = await createTestApp();
    admin = { authorization: `Bearer ${await adminToken(t)}` };
    editor = { authorization: `Bearer ${await tokenForRole(t, 'Editor')}` };
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  }, 60_000);

  it('serves no earlier revision of a library image, but still serves a label’s', async () => {
    const image = await twoRevisions('image', 'Field Photo', [
      { bytes: await png('#2f7d4f'), name: 'field-old.png', type: 'image/png' },
      { bytes: await png('#7d2f4f'), name: 'field-new.png', type: 'image/png' },
    ]);
    expect((await t.http.get(`/doccenter/${image.guid}/revisions/1`)).status).toBe(404);
    expect((await t.http.get(`/doccenter/${image.guid}/revisions/2`)).status).toBe(404);
    expect((await t.http.get(`/doccenter/${image.guid}/revisions/1`).set('accept', 'text/html')).status).toBe(404);
    expect((await t.http.get(`/doccenter/${image.guid}`)).status).toBe(200);

    const label = await twoRevisions('label', 'Revisions Label', [
      { bytes: simplePdf('Revisions Label', [{ text: 'First edition.' }]), name: 'revisions-label-1.pdf', type: 'application/pdf' },
      { bytes: simplePdf('Revisions Label', [{ text: 'Second edition.' }]), name: 'revisions-label-2.pdf', type: 'application/pdf' },
    ]);
    const old = await t.http.get(`/doccenter/${label.guid}/revisions/1`);
    expect(old.status).toBe(200);
    expect(old.headers['content-type']).toBe('application/pdf');
  });

  it('lets an Administrator delete an earlier revision: its link then answers 404 and the audit trail records it', async () => {
    const sds = await twoRevisions('sds', 'Revisions SDS', [
      { bytes: simplePdf('Revisions SDS', [{ text: 'Withdrawn hazard statement.' }]), name: 'revisions-sds-1.pdf', type: 'application/pdf' },
      { bytes: simplePdf('Revisions SDS', [{ text: 'Current hazard statement.' }]), name: 'revisions-sds-2.pdf', type: 'application/pdf' },
    ]);
    expect((await t.http.get(`/doccenter/${sds.guid}/revisions/1`)).status).toBe(200);

    const res = await deleteRevision(sds.id, sds.first.id, admin);
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.data.files.map((f: { revisionNo: number; current: boolean }) => [f.revisionNo, f.current])).toEqual([[2, true]]);

    expect((await t.http.get(`/doccenter/${sds.guid}/revisions/1`)).status).toBe(404);
    expect((await t.http.get(`/doccenter/${sds.guid}/revisions/2`)).status).toBe(200);
    expect((await t.http.get(`/doccenter/${sds.guid}`)).status).toBe(200);
    const page = await t.http.get(`/api/labels/documents/${sds.guid}`);
    expect(page.status).toBe(200);
    expect(page.body.data.revisions).toEqual([]);

    const audit = await t.http.get('/api/admin/audit').query({ action: 'document.revision-delete' }).set(admin);
    expect(audit.status).toBe(200);
    expect(audit.body.data.items).toEqual([
      expect.objectContaining({
        action: 'document.revision-delete',
        section: 'document-library',
        itemId: sds.id,
        itemTitle: 'Revisions SDS',
        actorEmail: 'admin@example.com',
        summary: expect.stringContaining('revision 1'),
      }),
    ]);
    // Deleted for good: a second attempt finds nothing.
    expect((await deleteRevision(sds.id, sds.first.id, admin)).status).toBe(404);
  });

  it('refuses to delete the current revision, and refuses anyone but an Administrator', async () => {
    const label = await twoRevisions('label', 'Kept Label', [
      { bytes: simplePdf('Kept Label', [{ text: 'One.' }]), name: 'kept-label-1.pdf', type: 'application/pdf' },
      { bytes: simplePdf('Kept Label', [{ text: 'Two.' }]), name: 'kept-label-2.pdf', type: 'application/pdf' },
    ]);
    const current = await deleteRevision(label.id, label.second.id, admin);
    expect(current.status).toBe(409);
    expect(current.body).toEqual({ success: false, message: expect.stringMatching(/current revision cannot be deleted/) });
    expect((await t.http.get(`/doccenter/${label.guid}`)).status).toBe(200);

    const asEditor = await deleteRevision(label.id, label.first.id, editor);
    expect(asEditor.status).toBe(403);
    expect((await deleteRevision(label.id, label.first.id, {})).status).toBe(401);
    expect((await t.http.get(`/doccenter/${label.guid}/revisions/1`)).status).toBe(200);

    const detail = await t.http.get(`/api/admin/documents/get/${label.id}`).set(admin);
    expect(detail.body.data.files).toHaveLength(2);
  });
});
