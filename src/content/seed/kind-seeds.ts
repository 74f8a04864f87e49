import type { Logger } from '@nestjs/common';

import type { ContentKind, ContentSaveRequest } from '../../contract/content';
import type { ContentEditing } from '../content-editing.service';
import { contentKinds } from '../kinds/registry';

/** Saves each kind's records of one sort (its definition's `seed`), for kinds that have no items yet. */
export async function seedKinds(content: ContentEditing, logger: Logger, sort: 'site' | 'demo'): Promise<void> {
  for (const def of contentKinds()) {
    const records: (() => ContentSaveRequest[]) | undefined = def.seed?.[sort];
    if (!records) continue;
    const kind = def.kind as ContentKind;
    if ((await content.count(kind)) > 0) continue;
    const items = records();
    for (const item of items) await content.save(kind, item, null);
    logger.log(`Seeded ${items.length} ${kind}`);
  }
}
