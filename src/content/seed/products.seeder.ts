import { Injectable, Logger } from '@nestjs/common';

import { Seeder, SeederProvider } from '../../seed/seeder';
import { ContentEditing } from '../content-editing.service';
import { PRODUCTS } from './products';

/** Product records (order 100): one per product route of the spec; site content, so production always has them. */
@Seeder({ order: 100, demo: false, siteContent: true })
@Injectable()
export class ProductsSeeder implements SeederProvider {
  private readonly logger = new Logger('ProductsSeeder');
  constructor(private readonly content: ContentEditing) {}

  async seed(): Promise<void> {
    if ((await this.content.count('products')) > 0) return;
    for (const item of PRODUCTS) await this.content.save('products', item, null);
    this.logger.log(`Seeded ${PRODUCTS.length} products`);
  }
}
