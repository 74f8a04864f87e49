import { AuditAction, AuditEntryItem } from '../contract/audit';
import { publicKinds } from '../contract/content-kinds';
import { AuditEntryEntity } from './audit-entry.entity';

/** Where the admin edits the item an entry names (null when it has no page of its own, or is gone). */
export function auditItemPath(section: string | null, action: string, itemId: number | null): string | null {
  if (!section || itemId === null || action.endsWith('.delete')) return null;
  const kind = publicKinds().find((k) => k.kind === section);
  if (kind) return `${kind.section.path}/edit/${itemId}`;
  if (section === 'document-library') return `/siteadmin/document-library/edit/${itemId}`;
  if (section === 'users') return `/siteadmin/users/edit/${itemId}`;
  if (section === 'reps-retailers' && action.startsWith('rep.')) return `/siteadmin/reps-retailers/rep/edit/${itemId}`;
  if (section === 'reps-retailers' && action.startsWith('retailer.')) return `/siteadmin/reps-retailers/retailer/edit/${itemId}`;
  return null;
}

export function toAuditItem(e: AuditEntryEntity): AuditEntryItem {
  const itemPath = auditItemPath(e.section, e.action, e.itemId);
  const isContent = !!e.section && publicKinds().some((k) => k.kind === e.section);
  return {
    id: e.id,
    at: e.at.toISOString(),
    actorId: e.actorId,
    actorEmail: e.actorEmail,
    ip: e.ip,
    action: e.action as AuditAction,
    section: e.section,
    itemId: e.itemId,
    itemTitle: e.itemTitle,
    summary: e.summary,
    versionId: e.versionId,
    itemPath: e.action === 'content.delete' && isContent ? null : itemPath,
    // The spec's rollback route: /siteadmin/{section}/edit/{itemId}/{versionId}.
    versionPath: isContent && e.itemId !== null && e.versionId !== null ? `${publicKinds().find((k) => k.kind === e.section)!.section.path}/edit/${e.itemId}/${e.versionId}` : null,
  };
}
