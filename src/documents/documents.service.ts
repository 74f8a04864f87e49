import * as crypto from 'node:crypto';
import * as fs from 'node:fs';
import * as path from 'node:path';

import { Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, Repository } from 'typeorm';

import { AuditService } from '../audit/audit.service';
import { PublicChanges } from '../changes/public-changes';
import { Conflict, NotFound, ValidationFailed } from '../common/errors';
import { regionsToColumn } from '../common/region-column';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { DOCUMENT_MESSAGES, DocumentDetail } from '../contract/documents';
import { cleanFileName } from './conditional-request';
import { DocumentEntity, DocumentFileEntity } from './document.entity';
import { documentChanged } from './document-changes';
import { DocumentFields, parseDocumentFields } from './document-fields';
import { DocumentReads } from './document-reads.service';
import { encodeList, LabelFields } from './labels/label-fields';
import { RevisionEvents } from './labels/revision-events';
import { DOCUMENT_STORAGE, DocumentStorage } from './storage/document-storage';
import { InspectedFile, inspectUpload, ReceivedFile, removeTemp } from './upload-intake';

/** The audit trail's section for documents. */
const SECTION = 'document-library';

/** The detail fields an edit changes (for the audit summary). */
function changedDetails(doc: DocumentEntity, changes: Partial<DocumentEntity>): string[] {
  return (['title', 'kind', 'regionIds'] as const).filter((k) => changes[k] !== undefined && changes[k] !== doc[k]);
}

/**
 * Uploads to the document library: a new document, new details or a new file behind the same GUID, and deleting a
 * document with its history. Reading is DocumentReads; restoring and removing one file of the history, DocumentRevisionsService.
 */
@Injectable()
export class DocumentsService implements OnModuleInit {
  private readonly logger = new Logger('Documents');
  readonly tmpDir: string;

  constructor(
    @InjectRepository(DocumentEntity) private readonly documents: Repository<DocumentEntity>,
    @Inject(DOCUMENT_STORAGE) private readonly storage: DocumentStorage,
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly dataSource: DataSource,
    private readonly changes: PublicChanges,
    private readonly audit: AuditService,
    private readonly revisionEvents: RevisionEvents,
    private readonly reads: DocumentReads,
  ) {
    this.tmpDir = path.join(config.dataDir, 'documents', '.tmp');
  }

  /** Removes temp files an earlier process left behind when it stopped mid-upload (older than an hour, so live uploads are safe). */
  async onModuleInit(): Promise<void> {
    const names = await fs.promises.readdir(this.tmpDir).catch(() => [] as string[]);
    const cutoff = Date.now() - 3600_000;
    for (const name of names) {
      const file = path.join(this.tmpDir, name);
      const stat = await fs.promises.stat(file).catch(() => null);
      if (stat && stat.mtimeMs < cutoff) await fs.promises.rm(file, { force: true });
    }
  }

  /** POST add: the multipart form of the admin screen (fields and a required file). */
  async addFromUpload(upload: { fields: Record<string, string>; file: ReceivedFile | null }, by: string | null): Promise<DocumentDetail> {
    const fields = await this.checkFields(upload);
    if (!upload.file) throw new ValidationFailed(DOCUMENT_MESSAGES.noFile, { file: DOCUMENT_MESSAGES.noFile });
    return this.create(fields, upload.file, by);
  }

  /** POST edit: new details, and optionally a file that replaces the current one. */
  async editFromUpload(id: number, upload: { fields: Record<string, string>; file: ReceivedFile | null }, by: string | null): Promise<DocumentDetail> {
    const fields = await this.checkFields(upload);
    return this.update(id, fields, upload.file, by);
  }

  private async checkFields(upload: { fields: Record<string, string>; file: ReceivedFile | null }): Promise<DocumentFields> {
    try {
      return parseDocumentFields(upload.fields);
    } catch (e) {
      await removeTemp(upload.file);
      throw e;
    }
  }

  async create(fields: DocumentFields, received: ReceivedFile, by: string | null, guid: string = crypto.randomUUID()): Promise<DocumentDetail> {
    const file = await inspectUpload(received);
    const key = this.storageKey(guid, file);
    await this.store(key, file);
    try {
      const { id, fileId } = await this.dataSource.transaction(async (em) => {
        const now = new Date();
        const doc = await em.getRepository(DocumentEntity).save(
          em.getRepository(DocumentEntity).create({
            guid,
            title: fields.title,
            kind: fields.kind,
            regionIds: regionsToColumn(fields.regionIds),
            currentFileId: null,
            currentSince: now,
            createdAt: now,
            updatedAt: now,
            updatedBy: by,
            ...(await this.labelColumns(fields.label, guid)),
          }),
        );
        const row = await em.getRepository(DocumentFileEntity).save(this.fileRow(doc.id, key, file, fields.title, by, now, 1, fields.label));
        await em.getRepository(DocumentEntity).update({ id: doc.id }, { currentFileId: row.id });
        await this.audit.record(em, {
          action: 'document.upload',
          section: SECTION,
          itemId: doc.id,
          itemTitle: fields.title,
          summary: `Uploaded ${row.fileName} (${file.contentType}, ${file.size} bytes).`,
        });
        return { id: doc.id, fileId: row.id };
      });
      this.changes.emit(documentChanged(guid));
      this.revisionEvents.emit({ documentId: id, fileId, newRevision: false });
      return this.reads.get(id);
    } catch (e) {
      await this.storage.delete(key).catch(() => undefined);
      throw e;
    }
  }

  /** Saves the details; a new file becomes the current one behind the same GUID. */
  async update(id: number, fields: DocumentFields, received: ReceivedFile | null, by: string | null): Promise<DocumentDetail> {
    const doc = await this.documents.findOneBy({ id });
    if (!doc) {
      await removeTemp(received);
      throw new NotFound(DOCUMENT_MESSAGES.notFound);
    }
    const now = new Date();
    const changes: Partial<DocumentEntity> = {
      title: fields.title,
      kind: fields.kind,
      regionIds: regionsToColumn(fields.regionIds),
      updatedAt: now,
      updatedBy: by,
      ...(await this.labelColumns(fields.label, doc.guid)),
    };
    const detailChanges = changedDetails(doc, changes);
    if (!received) {
      await this.dataSource.transaction(async (em) => {
        await em.getRepository(DocumentEntity).update({ id }, changes);
        // The dates and note of the current revision can be corrected without a new file.
        const l = fields.label;
        const revision: Partial<DocumentFileEntity> = {
          ...(l?.revisionDate ? { revisionDate: l.revisionDate } : {}),
          ...(l?.sent.includes('effectiveDate') ? { effectiveDate: l.effectiveDate } : {}),
          ...(l?.sent.includes('whatChanged') ? { whatChanged: l.whatChanged } : {}),
        };
        if (doc.currentFileId && Object.keys(revision).length) await em.getRepository(DocumentFileEntity).update({ id: doc.currentFileId }, revision);
        await this.audit.record(em, {
          action: 'document.update',
          section: SECTION,
          itemId: id,
          itemTitle: fields.title,
          summary: detailChanges.length ? `Changed: ${detailChanges.join(', ')}.` : 'Saved; nothing changed.',
        });
      });
      this.changes.emit(documentChanged(doc.guid));
      return this.reads.get(id);
    }
    const file = await inspectUpload(received);
    const key = this.storageKey(doc.guid, file);
    await this.store(key, file);
    let fileId: number;
    try {
      fileId = await this.dataSource.transaction(async (em) => {
        const last = await em.getRepository(DocumentFileEntity).findOne({ where: { documentId: id }, order: { revisionNo: 'DESC' } });
        const row = await em.getRepository(DocumentFileEntity).save(this.fileRow(id, key, file, fields.title, by, now, (last?.revisionNo ?? 0) + 1, fields.label));
        // "Valid on existing stock until": old-label stock may be sold for a while after the label changes.
        if (doc.currentFileId && fields.label?.validUntil) await em.getRepository(DocumentFileEntity).update({ id: doc.currentFileId }, { validUntil: fields.label.validUntil });
        await em.getRepository(DocumentEntity).update({ id }, { ...changes, currentFileId: row.id, currentSince: now });
        await this.audit.record(em, {
          action: 'document.replace',
          section: SECTION,
          itemId: id,
          itemTitle: fields.title,
          summary: `Replaced the file with ${row.fileName} (${file.contentType}, ${file.size} bytes)${detailChanges.length ? `; changed: ${detailChanges.join(', ')}` : ''}.`,
        });
        return row.id;
      });
    } catch (e) {
      await this.storage.delete(key).catch(() => undefined);
      throw e;
    }
    this.changes.emit(documentChanged(doc.guid));
    this.revisionEvents.emit({ documentId: id, fileId, newRevision: true });
    return this.reads.get(id);
  }

  /** Deletes the document and every file of its history; its link then answers 404. */
  async delete(id: number): Promise<void> {
    const doc = await this.documents.findOneBy({ id });
    if (!doc) throw new NotFound(DOCUMENT_MESSAGES.notFound);
    // Refuse to break a published link: content (labels, pages, heroes) that still points at the GUID.
    const users = await this.reads.usages(doc.guid);
    if (users.length) {
      const names =
        users
          .slice(0, 3)
          .map((u) => `“${u.title}”`)
          .join(', ') + (users.length > 3 ? ` and ${users.length - 3} more` : '');
      throw new Conflict(`This document is still linked from ${names}. Link another document there first.`, 'document-in-use');
    }
    const files = await this.dataSource.transaction(async (em) => {
      const history = await em.getRepository(DocumentFileEntity).findBy({ documentId: id });
      await em.getRepository(DocumentFileEntity).delete({ documentId: id });
      await em.getRepository(DocumentEntity).delete({ id });
      await this.audit.record(em, {
        action: 'document.delete',
        section: SECTION,
        itemId: id,
        itemTitle: doc.title,
        summary: `Deleted with ${history.length} file${history.length === 1 ? '' : 's'} of its history.`,
      });
      return history;
    });
    this.changes.emit(documentChanged(doc.guid));
    for (const f of files) await this.storage.delete(f.storageKey).catch((e) => this.logger.warn(`Could not delete ${f.storageKey}: ${(e as Error).message}`));
  }

  /** Hands the checked temp file to storage; on failure the temp file goes too. */
  private async store(key: string, file: InspectedFile): Promise<void> {
    try {
      await this.storage.putFile(key, file.tempPath, file);
    } catch (e) {
      await removeTemp(file);
      throw e;
    }
  }

  private storageKey(guid: string, file: InspectedFile): string {
    return `${guid}/${crypto.randomUUID()}.${file.extension}`;
  }

  /** The document columns of the labels-library fields (language set joined through the other document's GUID). */
  private async labelColumns(l: LabelFields | undefined, guid: string): Promise<Partial<DocumentEntity>> {
    if (!l) return {};
    // An empty "language version of" leaves the set as it is; the first document of a set names it.
    let languageSet: Partial<DocumentEntity> = {};
    if (l.languageOf && l.languageOf !== guid) {
      const other = await this.documents.findOneBy({ guid: l.languageOf });
      if (!other) throw new ValidationFailed('Language versions: no document has that GUID.', { languageOf: 'Language versions: no document has that GUID.' });
      languageSet = { languageSet: other.languageSet ?? other.guid };
      if (!other.languageSet) await this.documents.update({ id: other.id }, { languageSet: other.guid });
    }
    const has = (k: string) => l.sent.includes(k);
    return {
      ...(has('language') ? { language: l.language } : {}),
      ...languageSet,
      ...(has('products') ? { products: encodeList(l.products) } : {}),
      ...(has('registrations') ? { registrations: l.registrations.length ? JSON.stringify(l.registrations) : '' } : {}),
      ...(has('areas') ? { areas: encodeList(l.areas) } : {}),
    };
  }

  private fileRow(documentId: number, key: string, file: InspectedFile, title: string, by: string | null, now: Date, revisionNo = 1, label?: LabelFields): DocumentFileEntity {
    return Object.assign(new DocumentFileEntity(), {
      revisionNo,
      revisionDate: label?.revisionDate ?? now.toISOString().slice(0, 10),
      effectiveDate: label?.effectiveDate ?? null,
      whatChanged: label?.whatChanged ?? null,
      validUntil: null,
      textStatus: file.contentType === 'application/pdf' ? 'pending' : null,
      documentId,
      storageKey: key,
      fileName: cleanFileName(file.originalName && file.originalName !== 'blob' ? file.originalName : title, file.extension),
      originalName: file.originalName.slice(0, 255),
      contentType: file.contentType,
      size: file.size,
      sha256: file.sha256,
      width: file.width,
      height: file.height,
      uploadedAt: now,
      uploadedBy: by,
    });
  }
}
