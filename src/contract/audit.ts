import { publicKinds } from './content-kinds';

/** The audit trail and the dashboard's summary: types and paths shared by server and client. */

/** Every action the audit trail records. The part before the dot is the kind of thing changed. */
export const AUDIT_ACTIONS = [
  'content.create',
  'content.save',
  'content.publish',
  'content.schedule',
  'content.rollback',
  'content.delete',
  'content.restore',
  'content.pin',
  'content.unpin',
  // A translation marked up to date with its source (no new version of its text).
  'content.translation-current',
  'document.upload',
  'document.replace',
  'document.update',
  'document.restore',
  'document.delete',
  'document.revision-delete',
  'rep.create',
  'rep.update',
  'rep.delete',
  'retailer.create',
  'retailer.update',
  'retailer.delete',
  'directory.import',
  'redirect.create',
  'redirect.update',
  'redirect.delete',
  'redirect.import',
  'user.create',
  'user.update',
  'user.delete',
  'user.roles',
  'form.archive',
  'form.export',
  // The case queue: status, owner, notes, replies and legal holds; the settings; the retention job's purges.
  'form.case-status',
  'form.case-owner',
  'form.case-note',
  'form.case-reply',
  'form.case-hold',
  'form.settings',
  'form.retention',
  // Privacy requests (access and erasure) of a visitor's email address.
  'privacy.open',
  'privacy.export',
  'privacy.erase',
  'privacy.extend',
  'privacy.acknowledge',
  'privacy.close',
  'subscriber.remove',
  'auth.sign-in',
  'auth.sign-in-failed',
  'auth.sign-out',
  'auth.password-reset',
  'auth.password-change',
  'auth.lockout',
  'auth.refresh-token-reuse',
  'audit.retention',
  'audit.export',
  // Share-preview links made and revoked (src/preview/).
  'preview.share',
  'preview.revoke',
  // Webhooks (src/webhooks/): made, removed, tested and replayed deliveries.
  'webhook.create',
  'webhook.delete',
  'webhook.test',
  'webhook.replay',
  // Site settings (the site's time zone).
  'settings.update',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** Who an entry names when nobody was signed in. */
export const AUDIT_ANONYMOUS = 'anonymous';

export interface AuditEntryItem {
  id: number;
  /** UTC, ISO 8601. */
  at: string;
  actorId: number | null;
  /** The user's email at the time, or "anonymous". */
  actorEmail: string;
  ip: string | null;
  action: AuditAction;
  section: string | null;
  itemId: number | null;
  itemTitle: string | null;
  summary: string;
  /** Content: the version the change made. */
  versionId: number | null;
  /** Content: the admin edit page of the item, and of the version the change made (rollback view). */
  itemPath: string | null;
  versionPath: string | null;
}

/** GET query of the list and the export. Dates are days on the site's clock (YYYY-MM-DD), both inclusive. */
export interface AuditFilter {
  /** The actor's email, exactly (the user select), or "anonymous". */
  user?: string;
  section?: string;
  action?: string;
  from?: string;
  to?: string;
  /** Words found in the email, IP, title or summary. */
  q?: string;
  start?: number;
  length?: number;
}

export interface AuditExport {
  filename: string;
  csv: string;
  count: number;
}

/** The values the filter selects offer: who and which sections appear in the trail. */
export interface AuditFilterOptions {
  users: string[];
  sections: string[];
  actions: AuditAction[];
}

export const AUDIT_PAGE_SIZE = 50;
export const AUDIT_EXPORT_MAX_ROWS = 100_000;

export const AUDIT_PAGE_PATH = '/siteadmin/audit';

// ---- dashboard ----

/** The dashboard's quick actions: each opens the editor it names (the content kinds' from their definitions, in section order). */
export const dashboardQuickActions = (): { label: string; path: string }[] => [
  ...publicKinds()
    .filter((d) => d.section.quickAction && d.creatable)
    .sort((a, b) => a.section.order - b.section.order)
    .map((d) => ({ label: d.section.quickAction!, path: `${d.section.path}/create` })),
  { label: 'Upload document', path: '/siteadmin/document-library/create' },
  { label: 'Add redirect', path: '/siteadmin/redirects?add=1' },
];

export interface DashboardSectionCount {
  section: string;
  title: string;
  path: string;
  published: number;
  draft: number;
  scheduled: number;
}

export interface DashboardContentRow {
  section: string;
  sectionTitle: string;
  baseId: number;
  title: string;
  editPath: string;
  /** Scheduled: the publish time; stale drafts: the last change. UTC ISO. */
  at: string;
}

export interface DashboardContactRow {
  id: number;
  name: string;
  typeName: string;
  created: string;
}

export interface DashboardSummary {
  counts: DashboardSectionCount[];
  contacts: {
    /** This user's previous dashboard visit (on the first one: 30 days ago). */
    since: string;
    count: number;
    latest: DashboardContactRow[];
  };
  scheduled: DashboardContentRow[];
  staleDrafts: DashboardContentRow[];
  /** The last 10 entries of the audit trail; null for users who may not read it (not Administrators). */
  recentAudit: AuditEntryItem[] | null;
}

/** Drafts untouched this long are listed. */
export const STALE_DRAFT_DAYS = 30;
/** Dashboard loads closer together than this are one visit (a reload keeps "since your last visit"). */
export const DASHBOARD_VISIT_GAP_MS = 30 * 60_000;

/** The link checker's report as the dashboard reads it (empty until the first check). */
export interface BrokenLinksReport {
  checkedAt: string | null;
  items: Array<{ url: string; reason: string; sourceSection: string; sourceId: number; sourceTitle: string; editPath: string }>;
}

export const LINKS_PAGE_PATH = '/siteadmin/links';
