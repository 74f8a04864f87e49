import * as crypto from 'node:crypto';
import * as fs from 'node:fs';
import * as path from 'node:path';

import { Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, In, Repository } from 'typeorm';

import { AuditService } from '../audit/audit.service';
import { PublicChanges } from '../changes/public-changes';
import { Conflict, NotFound, ValidationFailed } from '../common/errors';
import { pageWindow } from '../common/paging';
import { regionColumnPattern, regionsFromColumn, regionsToColumn } from '../common/region-column';
import { containsPattern, LIKE_ESCAPE } from '../common/sql-like';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { ContentUsages } from '../content/content-usages.service';
import {
  doccenterUrl,
  DOCUMENT_MESSAGES,
  DocumentDetail,
  DocumentFileInfo,
  DocumentFilterRequest,
  DocumentKind,
  DocumentListResponse,
  DocumentPublicInfo,
  DocumentSummary,
  LegalDocuments,
  SEEDED_LEGAL_GUIDS,
} from '../contract/documents';
import { documentTag, tagResponse } from '../page-cache/cache-tags';
import { cleanFileName } from './conditional-request';
import { DocumentEntity, DocumentFileEntity } from './document.entity';
import { documentChanged, LIBRARY_TAG } from './document-changes';
import { DocumentFields, parseDocumentFields } from './document-fields';
import { decodeList, decodeRegistrations, encodeList, LabelFields } from './labels/label-fields';
import { DOCUMENT_STORAGE, DocumentStorage } from './storage/document-storage';
import { InspectedFile, inspectUpload, ReceivedFile, removeTemp } from './upload-intake';

export { type DocumentFields, parseDocumentFields };
import { RevisionEvents } from './labels/revision-events';

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The audit trail's section for documents. */
const SECTION = 'document-library';

/** The detail fields an edit changes (for the audit summary). */
function changedDetails(doc: DocumentEntity, changes: Partial<DocumentEntity>): string[] {
  return (['title', 'kind', 'regionIds'] as const).filter((k) => changes[k] !== undefined && changes[k] !== doc[k]);
}

/** The document library: documents, their file history, and what /doccenter serves. */
@Injectable()
export class DocumentsService implements OnModuleInit {
  private readonly logger = new Logger('Documents');
  readonly tmpDir: string;

  constructor(
    @InjectRepository(DocumentEntity) private readonly documents: Repository<DocumentEntity>,
    @InjectRepository(DocumentFileEntity) private readonly files: Repository<DocumentFileEntity>,
    @Inject(DOCUMENT_STORAGE) private readonly storage: DocumentStorage,
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly dataSource: DataSource,
    private readonly changes: PublicChanges,
    private readonly audit: AuditService,
    private readonly revisionEvents: RevisionEvents,
    private readonly contentUsages: ContentUsages,
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

  async list(filter: DocumentFilterRequest): Promise<DocumentListResponse> {
    // Only documents with a current file are listed, so the total counts exactly those (a document row
    // without one, e.g. mid-create, would otherwise count but never show).
    const qb = this.documents.createQueryBuilder('d').where('EXISTS (SELECT 1 FROM document_file cf WHERE cf.id = d.current_file_id AND cf.document_id = d.id)');
    if (filter.kind) qb.andWhere('d.kind = :kind', { kind: filter.kind });
    if (filter.regionId) qb.andWhere('d.region_ids LIKE :region', { region: regionColumnPattern(filter.regionId) });
    const search = filter.search?.trim();
    if (search) {
      const like = containsPattern(search.toLowerCase());
      qb.andWhere(
        `(LOWER(d.title) LIKE :like ${LIKE_ESCAPE} OR d.guid = :exact OR d.id IN (SELECT f.document_id FROM document_file f WHERE LOWER(f.file_name) LIKE :like ${LIKE_ESCAPE} OR LOWER(f.original_name) LIKE :like ${LIKE_ESCAPE}))`,
        { like, exact: search.toLowerCase() },
      );
    }
    if (filter.sort === 'title') qb.orderBy('d.title', 'ASC');
    else qb.orderBy('d.updated_at', filter.sort === 'oldest' ? 'ASC' : 'DESC');
    qb.addOrderBy('d.id', filter.sort === 'oldest' ? 'ASC' : 'DESC');
    const total = await qb.getCount();
    const { start, length } = pageWindow(filter, { defaultLength: 50, maxLength: 200 });
    const docs = await qb.offset(start).limit(length).getMany();
    const current = await this.currentFiles(docs);
    return { items: docs.filter((d) => current.has(d.id)).map((d) => this.toSummary(d, current.get(d.id)!)), total };
  }

  async get(id: number): Promise<DocumentDetail> {
    const doc = await this.documents.findOneBy({ id });
    if (!doc) throw new NotFound(DOCUMENT_MESSAGES.notFound);
    return this.toDetail(doc);
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
      return this.get(id);
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
      return this.get(id);
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
    return this.get(id);
  }

  /** Makes an older file of the history current again (the GUID then serves it). */
  async restore(id: number, fileId: number, by: string | null): Promise<DocumentDetail> {
    const doc = await this.documents.findOneBy({ id });
    if (!doc) throw new NotFound(DOCUMENT_MESSAGES.notFound);
    const file = await this.files.findOneBy({ id: fileId, documentId: id });
    if (!file) throw new NotFound(DOCUMENT_MESSAGES.fileNotFound);
    if (doc.currentFileId !== fileId) {
      const now = new Date();
      await this.dataSource.transaction(async (em) => {
        await em.getRepository(DocumentEntity).update({ id }, { currentFileId: fileId, currentSince: now, updatedAt: now, updatedBy: by });
        await this.audit.record(em, {
          action: 'document.restore',
          section: SECTION,
          itemId: id,
          itemTitle: doc.title,
          summary: `Made ${file.fileName} (file ${fileId}) current again.`,
        });
      });
      this.changes.emit(documentChanged(doc.guid));
    }
    return this.get(id);
  }

  /** Deletes the document and every file of its history; its link then answers 404. */
  async delete(id: number): Promise<void> {
    const doc = await this.documents.findOneBy({ id });
    if (!doc) throw new NotFound(DOCUMENT_MESSAGES.notFound);
    // Refuse to break a published link: content (labels, pages, heroes) that still points at the GUID.
    const users = await this.contentUsages.documentUsages(doc.guid);
    if (users.length) {
      const names =
        users
          .slice(0, 3)
          .map((u) => `“${u.title}”`)
          .join(', ') + (users.length > 3 ? ` and ${users.length - 3} more` : '');
      throw new Conflict(`This document is still linked from ${names}. Link another document there first.`, 'document-in-use');
    }
    const files = await this.files.findBy({ documentId: id });
    await this.dataSource.transaction(async (em) => {
      await em.getRepository(DocumentFileEntity).delete({ documentId: id });
      await em.getRepository(DocumentEntity).delete({ id });
      await this.audit.record(em, {
        action: 'document.delete',
        section: SECTION,
        itemId: id,
        itemTitle: doc.title,
        summary: `Deleted with ${files.length} file${files.length === 1 ? '' : 's'} of its history.`,
      });
    });
    this.changes.emit(documentChanged(doc.guid));
    for (const f of files) await this.storage.delete(f.storageKey).catch((e) => this.logger.warn(`Could not delete ${f.storageKey}: ${(e as Error).message}`));
  }

  /** The document and its current file for /doccenter/{guid}; NotFound for anything else. */
  async findCurrent(guid: string): Promise<{ doc: DocumentEntity; file: DocumentFileEntity }> {
    if (!GUID.test(guid)) throw new NotFound(DOCUMENT_MESSAGES.notFound);
    const doc = await this.documents.findOneBy({ guid: guid.toLowerCase() });
    const file = doc?.currentFileId ? await this.files.findOneBy({ id: doc.currentFileId }) : null;
    if (!doc || !file) throw new NotFound(DOCUMENT_MESSAGES.notFound);
    return { doc, file };
  }

  openFile(file: DocumentFileEntity, range?: { start: number; end: number }) {
    return this.storage.read(file.storageKey, range);
  }

  async publicInfo(guids: string[]): Promise<DocumentPublicInfo[]> {
    tagResponse(...guids.map(documentTag));
    const wanted = [...new Set(guids.filter((g) => typeof g === 'string' && GUID.test(g)).map((g) => g.toLowerCase()))].slice(0, 500);
    if (!wanted.length) return [];
    const docs = await this.documents.findBy({ guid: In(wanted) });
    const current = await this.currentFiles(docs);
    return docs.filter((d) => current.has(d.id)).map((d) => this.toPublic(d, current.get(d.id)!));
  }

  /**
   * The patent and modern-slavery statements for the footer's legal links: the seeded document
   * when it still exists (its GUID is the published one), else the most recently updated of that kind.
   */
  async legal(): Promise<LegalDocuments> {
    tagResponse(LIBRARY_TAG);
    const pick = async (kind: DocumentKind, seededGuid: string) => {
      const doc = (await this.documents.findOneBy({ guid: seededGuid, kind })) ?? (await this.documents.findOne({ where: { kind }, order: { updatedAt: 'DESC', id: 'DESC' } }));
      if (!doc) return null;
      return (await this.publicInfo([doc.guid]))[0] ?? null;
    };
    return { patent: await pick('patent', SEEDED_LEGAL_GUIDS.patent), modernSlavery: await pick('modern-slavery', SEEDED_LEGAL_GUIDS.modernSlavery) };
  }

  async findByTitle(kind: DocumentKind, title: string): Promise<DocumentEntity | null> {
    return this.documents.findOneBy({ kind, title });
  }

  count(): Promise<number> {
    return this.documents.count();
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

  /** The other documents of the same language set. */
  async languageVersions(d: DocumentEntity): Promise<DocumentEntity[]> {
    if (!d.languageSet) return [];
    return (await this.documents.findBy({ languageSet: d.languageSet })).filter((o) => o.id !== d.id);
  }

  private fileRow(documentId: number, key: string, file: InspectedFile, title: string, by: string | null, now: Date, revisionNo = 1, label?: LabelFields): DocumentFileEntity {
    return this.files.create({
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

  private async currentFiles(docs: DocumentEntity[]): Promise<Map<number, DocumentFileEntity>> {
    const ids = docs.map((d) => d.currentFileId).filter((x): x is number => !!x);
    const rows = ids.length ? await this.files.findBy({ id: In(ids) }) : [];
    return new Map(rows.map((f) => [f.documentId, f]));
  }

  private toSummary(d: DocumentEntity, f: DocumentFileEntity): DocumentSummary {
    return {
      id: d.id,
      guid: d.guid,
      title: d.title,
      kind: d.kind as DocumentKind,
      regionIds: regionsFromColumn(d.regionIds),
      fileName: f.fileName,
      contentType: f.contentType,
      size: f.size,
      width: f.width,
      height: f.height,
      url: doccenterUrl(d.guid),
      created: d.createdAt.toISOString(),
      updated: d.updatedAt.toISOString(),
    };
  }

  private toPublic(d: DocumentEntity, f: DocumentFileEntity): DocumentPublicInfo {
    return { guid: d.guid, title: d.title, kind: d.kind as DocumentKind, fileName: f.fileName, contentType: f.contentType, size: f.size, updated: d.currentSince.toISOString() };
  }

  private async toDetail(d: DocumentEntity): Promise<DocumentDetail> {
    const files = await this.files.find({ where: { documentId: d.id }, order: { uploadedAt: 'DESC', id: 'DESC' } });
    const current = files.find((f) => f.id === d.currentFileId);
    if (!current) throw new NotFound(DOCUMENT_MESSAGES.notFound);
    const versions = await this.languageVersions(d);
    return {
      ...this.toSummary(d, current),
      currentFileId: current.id,
      usedBy: await this.contentUsages.documentUsages(d.guid),
      language: (d.language as DocumentDetail['language']) || 'en',
      products: decodeList(d.products),
      registrations: decodeRegistrations(d.registrations),
      areas: decodeList(d.areas),
      languageVersions: versions.map((v) => ({ guid: v.guid, title: v.title, language: (v.language as DocumentDetail['language']) || 'en' })),
      files: files.map((f): DocumentFileInfo => ({
        id: f.id,
        fileName: f.fileName,
        contentType: f.contentType,
        size: f.size,
        width: f.width,
        height: f.height,
        uploadedAt: f.uploadedAt.toISOString(),
        uploadedBy: f.uploadedBy,
        current: f.id === d.currentFileId,
        revisionNo: f.revisionNo,
        revisionDate: f.revisionDate,
        effectiveDate: f.effectiveDate,
        whatChanged: f.whatChanged,
        validUntil: f.validUntil,
        textStatus: f.textStatus,
      })),
    };
  }
}
