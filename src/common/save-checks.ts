import { Injectable, Logger } from '@nestjs/common';

import type { ContentItem } from '../contract/content';
import type { SaveWarning } from '../contract/links';

export type ContentSaveCheck = (before: ContentItem | null, after: ContentItem) => Promise<SaveWarning[]>;

/**
 * Checks run after a content save that may warn but never refuse (a broken link added).
 * Registered by the modules that know (links), so content does not import them.
 */
@Injectable()
export class ContentSaveChecks {
  private readonly logger = new Logger('ContentSaveChecks');
  private readonly checks: ContentSaveCheck[] = [];

  register(check: ContentSaveCheck): void {
    this.checks.push(check);
  }

  async run(before: ContentItem | null, after: ContentItem): Promise<SaveWarning[]> {
    const out: SaveWarning[] = [];
    for (const c of this.checks) {
      try {
        out.push(...(await c(before, after)));
      } catch (e) {
        // A warning is a courtesy: its failure never fails the save that already happened.
        this.logger.warn(`a save check failed: ${(e as Error).message}`);
      }
    }
    return out;
  }
}
