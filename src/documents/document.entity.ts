import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** A library document: a permanent public GUID in front of a history of files. */
@Entity('document')
export class DocumentEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Index('uq_document_guid', { unique: true })
  @Column({ type: 'varchar', length: 36 })
  guid: string;

  @Column({ type: 'varchar', length: 255 })
  title: string;

  @Index('ix_document_kind')
  @Column({ type: 'varchar', length: 30 })
  kind: string;

  /** Comma separated region ids, e.g. "2,3". */
  @Column({ type: 'varchar', length: 20 })
  regionIds: string;

  @Column({ type: 'integer', nullable: true })
  currentFileId: number | null;

  /** When the current file became current: Last-Modified of /doccenter/{guid}. */
  @Column({ type: 'datetime', precision: 3 })
  currentSince: Date;

  @Column({ type: 'datetime', precision: 3 })
  createdAt: Date;

  @Column({ type: 'datetime', precision: 3 })
  updatedAt: Date;

  @Column({ type: 'varchar', length: 255, nullable: true })
  updatedBy: string | null;

  /** en, fr or es. */
  @Column({ type: 'varchar', length: 5, default: 'en' })
  language: string;

  /** Language versions of one document share this key (the GUID of the first of them). */
  @Index('ix_document_language_set')
  @Column({ type: 'varchar', length: 36, nullable: true })
  languageSet: string | null;

  /** Product names, stored as ",AGROTAIN,ANVOL," so a LIKE '%,name,%' matches one exactly. */
  @Column({ type: 'varchar', length: 1000, default: '' })
  products: string;

  /** JSON: [{ agency, number }], or ''. */
  @Column({ type: 'varchar', length: 2000, default: '' })
  registrations: string;

  /** State and province codes as ",IA,ON,"; '' = everywhere in its regions. */
  @Column({ type: 'varchar', length: 500, default: '' })
  areas: string;
}

/** One uploaded file of a document. Files are never rewritten; replace adds a row, restore points at an old one. */
@Entity('document_file')
export class DocumentFileEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Index('ix_document_file_document')
  @Column({ type: 'integer' })
  documentId: number;

  /** Key in the DocumentStorage (local path under DATA_DIR/documents or S3 object key). */
  @Column({ type: 'varchar', length: 255 })
  storageKey: string;

  /** The clean name served in Content-Disposition. */
  @Column({ type: 'varchar', length: 255 })
  fileName: string;

  @Column({ type: 'varchar', length: 255 })
  originalName: string;

  @Column({ type: 'varchar', length: 100 })
  contentType: string;

  @Column({ type: 'integer' })
  size: number;

  @Column({ type: 'varchar', length: 64 })
  sha256: string;

  @Column({ type: 'integer', nullable: true })
  width: number | null;

  @Column({ type: 'integer', nullable: true })
  height: number | null;

  @Column({ type: 'datetime', precision: 3 })
  uploadedAt: Date;

  @Column({ type: 'varchar', length: 255, nullable: true })
  uploadedBy: string | null;

  /** 1, 2, 3 ... in upload order within the document: served at /doccenter/{guid}/revisions/{n}. */
  @Column({ type: 'integer', default: 1 })
  revisionNo: number;

  /** YYYY-MM-DD. */
  @Column({ type: 'varchar', length: 10, nullable: true })
  revisionDate: string | null;

  @Column({ type: 'varchar', length: 10, nullable: true })
  effectiveDate: string | null;

  /** Staff's "What changed" note. */
  @Column({ type: 'varchar', length: 500, nullable: true })
  whatChanged: string | null;

  /** "Valid on existing stock until" (YYYY-MM-DD), once superseded. */
  @Column({ type: 'varchar', length: 10, nullable: true })
  validUntil: string | null;

  /** PDF text extraction: pending, done, failed; null for other files. */
  @Column({ type: 'varchar', length: 10, nullable: true })
  textStatus: string | null;

  @Column({ type: 'text', nullable: true, select: false })
  textContent: string | null;
}
