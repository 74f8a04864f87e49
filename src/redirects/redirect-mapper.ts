import type { NotFoundEntry, RedirectItem, RedirectStatus } from '../contract/redirects';
import { NotFoundEntryEntity } from './not-found-entry.entity';
import { RedirectEntity } from './redirect.entity';

const iso = (d: Date | string | null | undefined): string | null => (d ? new Date(d).toISOString() : null);

export function mapRedirect(e: RedirectEntity): RedirectItem {
  return {
    id: e.id,
    source: e.source,
    target: e.target,
    status: e.status as RedirectStatus,
    keepQuery: !!e.keepQuery,
    host: e.host,
    regionId: (e.regionId as 2 | 3 | null) ?? null,
    active: !!e.active,
    allowShadow: !!e.allowShadow,
    note: e.note,
    builtIn: !!e.systemKey,
    hits: Number(e.hits),
    lastHitAt: iso(e.lastHitAt),
    createdBy: e.createdBy,
    updatedBy: e.updatedBy,
    created: iso(e.createdAt)!,
    updated: iso(e.updatedAt)!,
  };
}

export function mapNotFound(e: NotFoundEntryEntity): NotFoundEntry {
  return {
    id: e.id,
    path: e.path,
    hits: Number(e.hits),
    firstSeen: iso(e.firstSeenAt)!,
    lastSeen: iso(e.lastSeenAt)!,
    referrer: e.referrer,
    ignored: !!e.ignored,
  };
}
