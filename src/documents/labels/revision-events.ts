import { Injectable, Logger } from '@nestjs/common';

export interface RevisionAdded {
  documentId: number;
  fileId: number;
  /** True when the file replaced an earlier one (a new revision of an existing document). */
  newRevision: boolean;
}

/**
 * Told after a file was stored and committed: text extraction and change notices listen, so the
 * document library knows nothing of them and an upload never waits for either.
 */
@Injectable()
export class RevisionEvents {
  private readonly logger = new Logger('RevisionEvents');
  private readonly listeners: ((e: RevisionAdded) => Promise<void>)[] = [];

  on(listener: (e: RevisionAdded) => Promise<void>): void {
    this.listeners.push(listener);
  }

  emit(e: RevisionAdded): void {
    for (const l of this.listeners) l(e).catch((err) => this.logger.error(`revision listener failed: ${(err as Error).message}`));
  }
}
