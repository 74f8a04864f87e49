import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';

import { DataSource } from 'typeorm';

import { Init1700000000000 } from '../../migrations/1700000000000-init';
import { Documents1700000300000 } from '../../migrations/1700000300000-documents';
import { LabelsLibrary1700000800000 } from '../../migrations/1700000800000-labels-library';
import { loadConfig } from '../../src/config/app-config';
import { dataSourceOptions } from '../../src/database/data-source-options';
import { DocumentEntity, DocumentFileEntity } from '../../src/documents/document.entity';
import { dropDatabase, freshDatabaseUrl, TEST_DB } from '../support/test-app';

jest.setTimeout(30_000);

describe(`documents migration (${TEST_DB})`, () => {
  it('creates the tables the entities use (GUID unique), and its down removes them', async () => {
    const url = await freshDatabaseUrl();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-docmig-'));
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, ...(url ? { DATABASE_URL: url } : {}) });
    // The labels-library migration runs on top, numbering the revisions files already have.
    const ds = await new DataSource({
      ...dataSourceOptions(config),
      logging: false,
      migrations: [Init1700000000000, Documents1700000300000, LabelsLibrary1700000800000],
      entities: [DocumentEntity, DocumentFileEntity],
    }).initialize();
    try {
      await ds.runMigrations({ transaction: 'each' });
      await ds.undoLastMigration();
      const now = new Date().toISOString().replace('T', ' ').slice(0, 23);
      await ds.query('INSERT INTO document (guid, title, kind, region_ids, current_since, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)', [
        '0b8d2f64-91c7-5e3a-8f20-6d4c1a9e7b52',
        'Old',
        'label',
        ',2,',
        now,
        now,
        now,
      ]);
      const [{ id: oldId }] = await ds.query('SELECT id FROM document');
      for (const k of ['a', 'b'])
        await ds.query('INSERT INTO document_file (document_id, storage_key, file_name, original_name, content_type, size, sha256, uploaded_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)', [
          oldId,
          k,
          'f.pdf',
          'f.pdf',
          'application/pdf',
          1,
          'x',
          now,
        ]);
      await ds.runMigrations();
      expect((await ds.query('SELECT revision_no FROM document_file ORDER BY id')).map((r: { revision_no: number | string }) => Number(r.revision_no))).toEqual([1, 2]);
      expect((await ds.query('SELECT language, products FROM document'))[0]).toEqual({ language: 'en', products: '' });
      await ds.query('DELETE FROM document_file');
      await ds.query('DELETE FROM document');
      const qr = ds.createQueryRunner();
      expect(await qr.hasTable('document')).toBe(true);
      expect(await qr.hasTable('document_file')).toBe(true);
      // The entities read and write the migrated tables (every mapped column exists).
      const doc = await ds.getRepository(DocumentEntity).save({
        guid: '7a1c5e0e-3f4b-5d2a-9c61-0f5e8b2d4a11',
        title: 'T',
        kind: 'label',
        regionIds: ',2,',
        currentFileId: null,
        currentSince: new Date(),
        createdAt: new Date(),
        updatedAt: new Date(),
        updatedBy: null,
      });
      await ds.getRepository(DocumentFileEntity).save({
        documentId: doc.id,
        storageKey: 'k',
        fileName: 'f.pdf',
        originalName: 'f.pdf',
        contentType: 'application/pdf',
        size: 1,
        sha256: 'x',
        width: null,
        height: null,
        uploadedAt: new Date(),
        uploadedBy: null,
      });
      await expect(ds.getRepository(DocumentEntity).save({ ...doc, id: undefined })).rejects.toThrow();
      expect(await ds.getRepository(DocumentFileEntity).count()).toBe(1);
      expect(await qr.hasTable('label_subscription')).toBe(true);
      await ds.undoLastMigration();
      expect(await qr.hasColumn('document', 'language')).toBe(false);
      expect(await qr.hasTable('change_notice')).toBe(false);
      await ds.undoLastMigration();
      expect(await qr.hasTable('document')).toBe(false);
      expect(await qr.hasTable('document_file')).toBe(false);
      await qr.release();
    } finally {
      await ds.destroy();
      await dropDatabase(url);
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
