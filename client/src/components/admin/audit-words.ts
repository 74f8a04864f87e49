import type { AuditAction, AuditEntryItem } from '@contract/audit';

/** What each action did, as a verb phrase; `{item}` is where the item's title goes. */
const PHRASES: Partial<Record<AuditAction, string>> = {
  'content.create': 'created {item}',
  'content.save': 'saved {item}',
  'content.publish': 'published {item}',
  'content.schedule': 'scheduled {item}',
  'content.rollback': 'rolled back {item}',
  'content.delete': 'deleted {item}',
  'content.restore': 'restored {item}',
  'content.pin': 'pinned {item}',
  'content.unpin': 'unpinned {item}',
  'content.translation-current': 'marked the translation {item} up to date',
  'document.upload': 'uploaded {item}',
  'document.replace': 'uploaded a new revision of {item}',
  'document.update': 'updated {item}',
  'document.restore': 'restored {item}',
  'document.delete': 'deleted {item}',
  'document.revision-delete': 'deleted a revision of {item}',
  'rep.create': 'added the rep {item}',
  'rep.update': 'updated the rep {item}',
  'rep.delete': 'deleted the rep {item}',
  'retailer.create': 'added the retailer {item}',
  'retailer.update': 'updated the retailer {item}',
  'retailer.delete': 'deleted the retailer {item}',
  'directory.import': 'imported reps and retailers',
  'redirect.create': 'added the redirect {item}',
  'redirect.update': 'changed the redirect {item}',
  'redirect.delete': 'deleted the redirect {item}',
  'redirect.import': 'imported redirects',
  'user.create': 'added the user {item}',
  'user.update': 'updated the user {item}',
  'user.delete': 'deleted the user {item}',
  'user.roles': 'changed the roles of {item}',
  'form.archive': 'archived the form entry {item}',
  'form.export': 'exported form entries',
  'form.case-status': 'changed the status of the case {item}',
  'form.case-owner': 'changed the owner of the case {item}',
  'form.case-note': 'added a note to the case {item}',
  'form.case-reply': 'replied to the case {item}',
  'form.case-hold': 'changed the legal hold of the case {item}',
  'form.settings': 'changed the forms settings',
  'form.retention': 'removed form entries past their retention',
  'privacy.open': 'opened a privacy request {item}',
  'privacy.export': 'exported the data of a privacy request {item}',
  'privacy.erase': 'erased the data of a privacy request {item}',
  'privacy.extend': 'extended a privacy request {item}',
  'privacy.acknowledge': 'acknowledged a privacy request {item}',
  'privacy.close': 'closed a privacy request {item}',
  'subscriber.remove': 'removed a subscriber {item}',
  'auth.sign-in': 'signed in',
  'auth.sign-in-failed': 'failed to sign in',
  'auth.sign-out': 'signed out',
  'auth.password-reset': 'reset a password',
  'auth.password-change': 'changed their password',
  'auth.lockout': 'was locked out',
  'auth.refresh-token-reuse': 'reused an old session token (signed out everywhere)',
  'audit.retention': 'removed old audit entries',
  'audit.export': 'exported the audit log',
  'preview.share': 'shared a preview link of {item}',
  'preview.revoke': 'revoked a preview link of {item}',
  'webhook.create': 'added the webhook {item}',
  'webhook.delete': 'deleted the webhook {item}',
  'webhook.test': 'tested the webhook {item}',
  'webhook.replay': 'replayed a webhook delivery {item}',
  'settings.update': 'changed the site settings',
};

/** The parts of an activity line, for a screen that links the item: who, what they did, and the item's title if any. */
export function activityParts(e: Pick<AuditEntryItem, 'actorEmail' | 'action' | 'itemTitle' | 'itemId'>): { before: string; item: string | null; after: string } {
  const phrase = PHRASES[e.action] ?? e.action.replace(/[.-]/g, ' ');
  const title = e.itemTitle ?? (e.itemId !== null ? `#${e.itemId}` : null);
  const [head, tail = ''] = phrase.split('{item}');
  if (!phrase.includes('{item}') || !title)
    return { before: `${e.actorEmail} ${head.trim()}${phrase.includes('{item}') ? tail.trimEnd() : ''}`.replace(/\s+$/, ''), item: null, after: '' };
  return { before: `${e.actorEmail} ${head}`, item: `'${title}'`, after: tail };
}

/** An audit entry in words, e.g. "editor@example.com published 'Side-Dress Timing for Corn'". */
export function describeActivity(e: Pick<AuditEntryItem, 'actorEmail' | 'action' | 'itemTitle' | 'itemId'>): string {
  const p = activityParts(e);
  return `${p.before}${p.item ?? ''}${p.after}`;
}
