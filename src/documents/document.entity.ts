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
}
