import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';

import { NotFound } from '../common/errors';
import { pageWindow } from '../common/paging';
import { regionColumnPattern, regionsFromColumn } from '../common/region-column';
import { foldForSearch } from '../common/search-text';
import { containsPattern, LIKE_ESCAPE } from '../common/sql-like';
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
import { searchFoldSql } from '../database/data-source-options';
import { documentTag, tagResponse } from '../page-cache/cache-tags';
import { DocumentEntity, DocumentFileEntity } from './document.entity';
import { LIBRARY_TAG } from './document-changes';
import { decodeList, decodeRegistrations } from './labels/label-fields';
import { DOCUMENT_STORAGE, DocumentStorage } from './storage/document-storage';

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Reading the document library: the admin list and detail, what /doccenter serves, and the public information about documents. */
@Injectable()
export class DocumentReads {
  constructor(
    @InjectRepository(DocumentEntity) private readonly documents: Repository<DocumentEntity>,
    @InjectRepository(DocumentFileEntity) private readonly files: Repository<DocumentFileEntity>,
    @Inject(DOCUMENT_STORAGE) private readonly storage: DocumentStorage,
    private readonly contentUsages: ContentUsages,
  ) {}

  async list(filter: DocumentFilterRequest): Promise<DocumentListResponse> {
    // Only documents with a current file are listed, so the total counts exactly those (a document row
    // without one, e.g. mid-create, would otherwise count but never show).
    const qb = this.documents.createQueryBuilder('d').where('EXISTS (SELECT 1 FROM document_file cf WHERE cf.id = d.current_file_id AND cf.document_id = d.id)');
    if (filter.kind) qb.andWhere('d.kind = :kind', { kind: filter.kind });
    if (filter.regionId) qb.andWhere('d.region_ids LIKE :region', { region: regionColumnPattern(filter.regionId) });
    const search = filter.search?.trim();
    if (search) {
      const folded = (column: string) => `${searchFoldSql(this.documents.manager.connection, column)} LIKE :like ${LIKE_ESCAPE}`;
      qb.andWhere(`(${folded('d.title')} OR d.guid = :exact OR d.id IN (SELECT f.document_id FROM document_file f WHERE ${folded('f.file_name')} OR ${folded('f.original_name')}))`, {
        like: containsPattern(foldForSearch(search)),
        exact: search.toLowerCase(),
      });
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

  /** Content (labels, pages, heroes) that links to the document. */
  usages(guid: string): Promise<DocumentDetail['usedBy']> {
    return this.contentUsages.documentUsages(guid);
  }

  /** The other documents of the same language set. */
  async languageVersions(d: DocumentEntity): Promise<DocumentEntity[]> {
    if (!d.languageSet) return [];
    return (await this.documents.findBy({ languageSet: d.languageSet })).filter((o) => o.id !== d.id);
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
