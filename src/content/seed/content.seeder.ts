import { Injectable, Logger } from '@nestjs/common';

import { Seeder, SeederProvider } from '../../seed/seeder';
import { ContentEditing } from '../content-editing.service';
import { ContentPaths } from '../content-paths.service';
import { seedKinds } from './kind-seeds';

/** Demo content (order 105): each kind's demo records (knowledge items and press releases). */
@Seeder({ order: 105, demo: true })
@Injectable()
export class ContentSeeder implements SeederProvider {
  private readonly logger = new Logger('ContentSeeder');
  constructor(
    private readonly content: ContentEditing,
    private readonly paths: ContentPaths,
  ) {}

  seed(): Promise<void> {
    return seedKinds(this.content, this.paths, this.logger, 'demo');
  }
}
