import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, Repository } from 'typeorm';

import { AuditService } from '../audit/audit.service';
import { PublicChanges } from '../changes/public-changes';
import { Conflict, NotFound } from '../common/errors';
import { DOCUMENT_MESSAGES, DocumentDetail } from '../contract/documents';
import { revisionUrl } from '../contract/labels';
import { DocumentEntity, DocumentFileEntity } from './document.entity';
import { documentChanged } from './document-changes';
import { DocumentReads } from './document-reads.service';
import { DOCUMENT_STORAGE, DocumentStorage } from './storage/document-storage';

/**
 * A document's file history: making an older file current again, and removing an earlier file so a replaced file
 * can stop being public.
 */
@Injectable()
export class DocumentRevisionsService {
  private readonly logger = new Logger('DocumentRevisions');

  constructor(
    @InjectRepository(DocumentEntity) private readonly documents: Repository<DocumentEntity>,
    @InjectRepository(DocumentFileEntity) private readonly files: Repository<DocumentFileEntity>,
    @Inject(DOCUMENT_STORAGE) private readonly storage: DocumentStorage,
    private readonly dataSource: DataSource,
    private readonly changes: PublicChanges,
    private readonly audit: AuditService,
    private readonly reads: DocumentReads,
  ) {}

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
          section: 'document-library',
          itemId: id,
          itemTitle: doc.title,
          summary: `Made ${file.fileName} (file ${fileId}) current again.`,
        });
      });
      this.changes.emit(documentChanged(doc.guid));
    }
    return this.reads.get(id);
  }

  /** Deletes file `fileId` of document `id`; the current file is refused (the GUID must keep serving something). */
  async remove(id: number, fileId: number): Promise<DocumentDetail> {
    const doc = await this.documents.findOneBy({ id });
    if (!doc) throw new NotFound(DOCUMENT_MESSAGES.notFound);
    const file = await this.files.findOneBy({ id: fileId, documentId: id });
    if (!file) throw new NotFound(DOCUMENT_MESSAGES.fileNotFound);
    if (doc.currentFileId === file.id) throw new Conflict(DOCUMENT_MESSAGES.currentRevisionKept);
    await this.dataSource.transaction(async (em) => {
      // Only if still not current: a restore of this very file may have committed since the check above.
      const gone = await em
        .createQueryBuilder()
        .delete()
        .from(DocumentFileEntity)
        .where('id = :fileId AND document_id = :id', { fileId, id })
        .andWhere('NOT EXISTS (SELECT 1 FROM document d WHERE d.id = :id AND d.current_file_id = :fileId)', { id, fileId })
        .execute();
      if (!gone.affected) throw new Conflict(DOCUMENT_MESSAGES.currentRevisionKept);
      await this.audit.record(em, {
        action: 'document.revision-delete',
        section: 'document-library',
        itemId: id,
        itemTitle: doc.title,
        summary: `Deleted revision ${file.revisionNo} (${file.fileName}, file ${file.id}) from the history.`,
      });
    });
    // The document page lists the history; the revision's own address must be dropped by caches too.
    const change = documentChanged(doc.guid);
    this.changes.emit({ ...change, paths: [...change.paths, revisionUrl(doc.guid, file.revisionNo)] });
    // Stored bytes go only when no other row of the history still points at them.
    if (!(await this.files.existsBy({ storageKey: file.storageKey })))
      await this.storage.delete(file.storageKey).catch((e) => this.logger.warn(`Could not delete ${file.storageKey}: ${(e as Error).message}`));
    return this.reads.get(id);
  }
}
