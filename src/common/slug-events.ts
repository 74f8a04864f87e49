import { Global, Injectable, Logger, Module } from '@nestjs/common';

import type { ContentKind } from '../contract/content';
import { ContentSaveChecks } from './save-checks';

export interface SlugChanged {
  kind: ContentKind;
  baseId: number;
  oldPaths: string[];
  newPath: string;
  actorEmail: string | null;
}

/** In-process events between modules that must not import each other (content → redirects). */
@Injectable()
export class SlugEvents {
  private readonly logger = new Logger('SlugEvents');
  private readonly handlers: ((e: SlugChanged) => Promise<void>)[] = [];
  onSlugChanged(handler: (e: SlugChanged) => Promise<void>): void {
    this.handlers.push(handler);
  }
  async emitSlugChanged(e: SlugChanged): Promise<void> {
    for (const h of this.handlers) {
      try {
        await h(e);
      } catch (err) {
        this.logger.error(`slug-change handler failed: ${(err as Error).message}`);
      }
    }
  }
}

@Global()
@Module({ providers: [SlugEvents, ContentSaveChecks], exports: [SlugEvents, ContentSaveChecks] })
export class CommonModule {}
