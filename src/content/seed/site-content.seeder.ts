import { Injectable, Logger } from '@nestjs/common';

import { Seeder, SeederProvider } from '../../seed/seeder';
import { ContentEditing } from '../content-editing.service';
import { ContentPaths } from '../content-paths.service';
import { seedKinds } from './kind-seeds';

/** The records the site needs from the start (order 100; products: one per product route of the spec), production too. */
@Seeder({ order: 100, demo: false, siteContent: true })
@Injectable()
export class SiteContentSeeder implements SeederProvider {
  private readonly logger = new Logger('SiteContentSeeder');
  constructor(
    private readonly content: ContentEditing,
    private readonly paths: ContentPaths,
  ) {}

  seed(): Promise<void> {
    return seedKinds(this.content, this.paths, this.logger, 'site');
  }
}
