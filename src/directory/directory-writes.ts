import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';

import { AuditRecord, AuditService } from '../audit/audit.service';
import { PublicChanges } from '../changes/public-changes';
import { assertValid } from '../common/errors';
import { DIRECTORY_TAG } from '../page-cache/cache-tags';
import type { FieldErrors } from './rules';

/** What a write did inside its transaction: its result and the audit entry to record with it (null: nothing to record). */
export interface DirectoryWritten<T> {
  result: T;
  entry: Omit<AuditRecord, 'section'> | null;
}

/**
 * The one skeleton of every rep and retailer write (form saves, deletes, CSV imports): validate with
 * the shared rules, write in one transaction together with its audit entry, announce the change
 * once committed (public searches change), then answer with the mapped record.
 */
@Injectable()
export class DirectoryWrites {
  constructor(
    private readonly ds: DataSource,
    private readonly audit: AuditService,
    private readonly changes: PublicChanges,
  ) {}

  /** A form save: the validated value (field messages → 400), written, then answered by `respond` with the saved id. */
  async save<V, R>(
    checked: { value: V; errors: FieldErrors },
    bumpReason: string,
    write: (m: EntityManager, value: V) => Promise<DirectoryWritten<number>>,
    respond: (id: number) => Promise<R>,
  ): Promise<R> {
    assertValid(checked.errors);
    const id = await this.commit(bumpReason, (m) => write(m, checked.value));
    return respond(id);
  }

  /** The transaction with its audit entry, then the change event. An error thrown by `work` rolls back and announces nothing. */
  async commit<T>(bumpReason: string, work: (m: EntityManager) => Promise<DirectoryWritten<T>>): Promise<T> {
    const result = await this.ds.transaction(async (m) => {
      const { result, entry } = await work(m);
      if (entry) await this.audit.record(m, { ...entry, section: 'reps-retailers' });
      return result;
    });
    this.changes.emit({ event: 'directory.changed', keys: [DIRECTORY_TAG], paths: [] });
    return result;
  }
}
