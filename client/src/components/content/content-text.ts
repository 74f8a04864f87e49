import { KC_CATEGORIES } from '@contract/content';
import type { ContentKindPublic } from '@contract/content-kinds';
import messages, { french as frenchMessages } from '@contract/i18n/messages/site.en.json?content';

import { registerMessages, useFormatDate, useHasMessage, useT } from '../../lib/i18n';

// This page's part of the catalog: English with the code, French loaded on French pages (lib/i18n.tsx).
registerMessages(messages, frenchMessages);

/** What an item of an untyped kind is called on its card and page: its section's singular, in title case ('Press Release'). */
export const itemLabel = (def: ContentKindPublic) => def.section.singular.replace(/\b\w/g, (c) => c.toUpperCase());

/**
 * The content pages' words in the page's language: a kind's list name, lead, related heading, section and item
 * label (the catalog's `content.kind.<kind>.*`; a kind the catalog does not name keeps its definition's English),
 * the categories, the content types and the publication dates.
 */
export function useContentText() {
  const t = useT();
  const known = useHasMessage();
  const formatDate = useFormatDate();
  const kind = (def: ContentKindPublic, part: 'list' | 'lead' | 'related' | 'section' | 'item'): string => {
    const id = `content.kind.${def.kind}.${part}`;
    if (known(id)) return t(id);
    const listName = def.article?.listName ?? def.section.title;
    return { list: listName, lead: def.article?.lead ?? '', related: def.article?.relatedHeading ?? `More ${listName}`, section: def.section.title, item: itemLabel(def) }[part];
  };
  return {
    kind,
    category: (id: number): string => {
      const key = `content.category.${id}`;
      return known(key) ? t(key) : (KC_CATEGORIES.find((c) => c.id === id)?.name ?? '');
    },
    type: (type: number | null | undefined): string => t(type === 0 || type === 1 || type === 2 ? `content.type.${type}` : 'content.type.unknown'),
    /** A publication date as 'March 4, 2025' ('4 mars 2025'), the same on the server and in every time zone (the hydration must match). */
    date: (iso: string | null): string => (iso ? formatDate(iso) : ''),
    t,
  };
}
