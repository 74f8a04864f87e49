import { AUDIT_PAGE_PATH, LINKS_PAGE_PATH } from '@contract/audit';
import { publicKinds } from '@contract/content-kinds';
import { PRIVACY_PAGE_PATH } from '@contract/privacy';
import { SITE_SETTINGS_PAGE_PATH } from '@contract/site-settings';
import { WEBHOOKS_PAGE_PATH } from '@contract/webhooks';

export interface AdminSection {
  key: string;
  title: string;
  path: string;
  administratorOnly?: boolean;
}

/** The sections that are not content kinds, with their place among the kinds' sections (`section.order` of src/contract/content-kinds/). */
const OTHER_SECTIONS: (AdminSection & { order: number })[] = [
  { key: 'reps-retailers', title: 'Reps & Retailers', path: '/siteadmin/reps-retailers', order: 40 },
  { key: 'locator', title: 'Locator report', path: '/siteadmin/locator', order: 41 },
  { key: 'document-library', title: 'Document Library', path: '/siteadmin/document-library', order: 70 },
  { key: 'forms', title: 'Forms', path: '/siteadmin/forms', order: 80 },
  { key: 'users', title: 'Users', path: '/siteadmin/users', administratorOnly: true, order: 90 },
  { key: 'redirects', title: 'Redirects', path: '/siteadmin/redirects', order: 100 },
  // The link checker's report of broken links.
  { key: 'links', title: 'Link report', path: LINKS_PAGE_PATH, order: 105 },
  // The audit trail, for Administrators.
  { key: 'audit', title: 'Audit log', path: AUDIT_PAGE_PATH, administratorOnly: true, order: 110 },
  // Privacy requests (access, erasure), for Administrators.
  { key: 'privacy', title: 'Privacy requests', path: PRIVACY_PAGE_PATH, administratorOnly: true, order: 115 },
  { key: 'webhooks', title: 'Webhooks', path: WEBHOOKS_PAGE_PATH, administratorOnly: true, order: 120 },
  // The site's time zone.
  { key: 'settings', title: 'Time zone', path: SITE_SETTINGS_PAGE_PATH, administratorOnly: true, order: 130 },
];

/** The admin sections of spec 2.8, in dashboard and drawer order: each content kind's from its definition, and the others. */
export const ADMIN_SECTIONS: readonly AdminSection[] = [
  ...publicKinds().map((d) => ({ key: d.kind, title: d.section.title, path: d.section.path, order: d.section.order })),
  ...OTHER_SECTIONS,
]
  .sort((a, b) => a.order - b.order)
  .map(({ order: _order, ...s }) => s);
export type AdminSectionKey = string;

/** The sections a user may open: all while the roles are not known yet; Users, Audit log and Webhooks only for an Administrator. */
export function visibleSections(roles: readonly string[] | null | undefined) {
  if (!roles) return ADMIN_SECTIONS;
  const isAdministrator = roles.includes('Administrator');
  return ADMIN_SECTIONS.filter((s) => isAdministrator || !s.administratorOnly);
}

/** A section key as the audit trail names it, in words: the admin section's title, else a few of its own. */
export function sectionTitle(key: string): string {
  const extra: Record<string, string> = { account: 'Sign-in & account', subscribers: 'Subscribers' };
  return ADMIN_SECTIONS.find((s) => s.key === key)?.title ?? extra[key] ?? key;
}
