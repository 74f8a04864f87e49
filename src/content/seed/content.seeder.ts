import { Injectable, Logger } from '@nestjs/common';
import type { ContentKind, ContentSaveRequest } from '../../contract/content';
import { Seeder, SeederProvider } from '../../seed/seeder';
import { ContentService } from '../content.service';
import { KNOWLEDGE_ITEMS } from './knowledge-items';
import { PRESS_RELEASES } from './press-releases';
import { PRODUCTS } from './products';

/** Demo content (order 100): knowledge items, press releases and one product record per product route. */
@Seeder({ order: 100, demo: true })
@Injectable()
export class ContentSeeder implements SeederProvider {
  private readonly logger = new Logger('ContentSeeder');
  constructor(private readonly content: ContentService) {}

  async seed(): Promise<void> {
    const sets: [ContentKind, ContentSaveRequest[]][] = [
      ['knowledge-center', KNOWLEDGE_ITEMS],
      ['press-releases', PRESS_RELEASES],
      ['products', PRODUCTS],
    ];
    for (const [kind, items] of sets) {
      if ((await this.content.count(kind)) > 0) continue;
      for (const item of items) await this.content.save(kind, item, null);
      this.logger.log(`Seeded ${items.length} ${kind}`);
    }
  }
}
