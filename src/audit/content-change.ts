import type { AuditAction } from '../contract/audit';

/** The part of a content save the audit trail needs: status, publish time and the snapshot's fields. */
export interface ContentState {
  status: string;
  publishedAt: string | null;
}

/** The snapshot fields whose values differ (top level; order of the newer snapshot, then removed ones). */
export function changedFields(before: object | null, after: object): string[] {
  if (!before) return [];
  const b = before as Record<string, unknown>;
  const a = after as Record<string, unknown>;
  const keys = [...Object.keys(a), ...Object.keys(b).filter((k) => !(k in a))];
  return keys.filter((k) => JSON.stringify(b[k] ?? null) !== JSON.stringify(a[k] ?? null));
}

/**
 * Which action a content save is, and its one-line summary (the fields that changed). Pure: the
 * content engine calls it inside the save's transaction.
 */
export function describeContentSave<S extends ContentState>(
  before: S | null,
  after: S,
  /** Versions by their number in the item's history (1 for the first), as the Rollback list shows them. */
  opts: { rolledBackFrom?: number | null; version: number },
): { action: AuditAction; summary: string } {
  if (!before)
    return {
      action: 'content.create',
      summary: `Created as ${after.status}${after.status === 'scheduled' && after.publishedAt ? ` for ${after.publishedAt}` : ''} (version ${opts.version}).`,
    };
  const fields = changedFields(before, after);
  const changed = fields.length ? `changed: ${fields.join(', ')}` : 'no field changed';
  if (opts.rolledBackFrom) return { action: 'content.rollback', summary: `Rolled back to version ${opts.rolledBackFrom} as version ${opts.version}; ${changed}.` };
  if (after.status === 'published' && before.status !== 'published') return { action: 'content.publish', summary: `Published (version ${opts.version}); ${changed}.` };
  if (after.status === 'scheduled' && (before.status !== 'scheduled' || before.publishedAt !== after.publishedAt))
    return { action: 'content.schedule', summary: `Scheduled for ${after.publishedAt ?? 'later'} (version ${opts.version}); ${changed}.` };
  return { action: 'content.save', summary: `Saved version ${opts.version}; ${changed}.` };
}
