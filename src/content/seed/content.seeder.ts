import { Injectable, Logger } from '@nestjs/common';

import type { ContentKind, ContentSaveRequest } from '../../contract/content';
import { Seeder, SeederProvider } from '../../seed/seeder';
import { ContentEditing } from '../content-editing.service';
import { KNOWLEDGE_ITEMS } from './knowledge-items';
import { PRESS_RELEASES } from './press-releases';

/** Demo content (order 105): sample knowledge items and press releases (product records: ProductsSeeder). */
@Seeder({ order: 105, demo: true })
@Injectable()
export class ContentSeeder implements SeederProvider {
  private readonly logger = new Logger('ContentSeeder');
  constructor(private readonly content: ContentEditing) {}

  async seed(): Promise<void> {
    const sets: [ContentKind, ContentSaveRequest[]][] = [
      ['knowledge-center', KNOWLEDGE_ITEMS],
      ['press-releases', PRESS_RELEASES],
    ];
    for (const [kind, items] of sets) {
      if ((await this.content.count(kind)) > 0) continue;
      for (const item of items) await this.content.save(kind, item, null);
      this.logger.log(`Seeded ${items.length} ${kind}`);
    }
  }
}
