import type { Logger } from '@nestjs/common';

import type { ContentKind, ContentSaveRequest } from '../../contract/content';
import type { Locale } from '../../contract/i18n/locale';
import type { ContentEditing } from '../content-editing.service';
import type { ContentPaths } from '../content-paths.service';
import { TRANSLATION_REGION } from '../content-translations';
import type { SeedRecord, TranslationSeed } from '../kinds/definition';
import { contentKinds } from '../kinds/registry';

const isTranslation = (r: SeedRecord): r is TranslationSeed => r.locale === 'fr' && 'translates' in r;

/**
 * Saves each kind's records of one sort (its definition's `seed`): the English ones while the kind has no
 * English items, then the French ones while it has no French items, each translating the English Canada item
 * its `translates` slug names.
 */
export async function seedKinds(content: ContentEditing, paths: ContentPaths, logger: Logger, sort: 'site' | 'demo'): Promise<void> {
  for (const def of contentKinds()) {
    const records: (() => SeedRecord[]) | undefined = def.seed?.[sort];
    if (!records) continue;
    const kind = def.kind as ContentKind;
    const all = records();
    for (const locale of ['en', 'fr'] as Locale[]) {
      const items = all.filter((r) => (r.locale ?? 'en') === locale);
      if (!items.length || (await content.count(kind, locale)) > 0) continue;
      let saved = 0;
      for (const item of items) {
        const req = isTranslation(item) ? await translationRequest(paths, kind, item) : item;
        if (!req) {
          logger.warn(`Not seeded: ${kind} "${item.title}" translates "${(item as TranslationSeed).translates}", which is no English Canada item`);
          continue;
        }
        await content.save(kind, req, null);
        saved += 1;
      }
      logger.log(`Seeded ${saved} ${locale === 'en' ? '' : `${locale} `}${kind}`);
    }
  }
}

async function translationRequest(paths: ContentPaths, kind: ContentKind, seed: TranslationSeed): Promise<ContentSaveRequest | null> {
  const { translates, ...rest } = seed;
  const source = await paths.getBySlugAdmin(kind, translates, TRANSLATION_REGION).catch(() => null);
  return source ? { ...rest, locale: 'fr', translationOf: source.baseId } : null;
}
