import { Injectable, Logger } from '@nestjs/common';

import { ContentEditing } from '../../content/content-editing.service';
import { kindIdOfFamily } from '../../contract/content-kinds';
import { Seeder, SeederProvider } from '../../seed/seeder';
import { DocumentReads } from '../document-reads.service';
import { DEMO_PRODUCTS, labelTitle, sdsTitle } from './demo-products';

/** Demo product-labels records (order 110): one per product, linking the seeded label and SDS documents. */
@Seeder({ order: 110, demo: true })
@Injectable()
export class ProductLabelsSeeder implements SeederProvider {
  private readonly logger = new Logger('ProductLabelsSeeder');
  constructor(
    private readonly content: ContentEditing,
    private readonly documents: DocumentReads,
  ) {}

  async seed(): Promise<void> {
    if ((await this.content.count(kindIdOfFamily('labels-library'))) > 0) return;
    let n = 0;
    for (const [i, p] of DEMO_PRODUCTS.entries()) {
      const label = await this.documents.findByTitle('label', labelTitle(p.name));
      const sds = await this.documents.findByTitle('sds', sdsTitle(p.name));
      await this.content.save(
        kindIdOfFamily('labels-library'),
        {
          title: p.name,
          regionIds: p.regionIds,
          status: 'published',
          productLabel: {
            productName: p.name,
            family: p.family,
            labelDocumentGuid: label?.guid ?? null,
            sdsDocumentGuid: sds?.guid ?? null,
            supplemental: [],
            sortOrder: (i + 1) * 10,
          },
        },
        null,
      );
      n++;
    }
    this.logger.log(`Seeded ${n} product labels`);
  }
}
