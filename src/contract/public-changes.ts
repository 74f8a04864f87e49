/** What a change to public output is called in events, webhooks and the admin's webhook screen. */
export const PUBLIC_CHANGE_EVENTS = [
  'content.published',
  'content.unpublished',
  'content.deleted',
  'document.revised',
  'redirects.changed',
  'directory.changed',
  'settings.changed',
] as const;
export type PublicChangeEvent = (typeof PUBLIC_CHANGE_EVENTS)[number];

/** A webhook may ask for one or more events, or `site.changed` for every one. */
export const WEBHOOK_EVENTS = [...PUBLIC_CHANGE_EVENTS, 'site.changed'] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** The content item a change is about, when there is one. */
export interface PublicChangeItem {
  kind: string;
  baseId: number;
  slug?: string;
  title?: string;
}

/**
 * One change to what the public sees, emitted once (by the instance that made it) after its
 * transaction commits. `keys` are the cache keys of what it affects (the same words as the
 * `Surrogate-Key` / `Cache-Tag` headers: `site`, `item-12`, `list-products`, `doc-<guid>`…);
 * `paths` are the public paths known to show it.
 */
export interface PublicChange {
  id: string;
  event: PublicChangeEvent;
  occurredAt: string;
  keys: string[];
  paths: string[];
  item?: PublicChangeItem;
}
