/** The admin sections of spec 2.8, in dashboard and drawer order. */
export const ADMIN_SECTIONS = [
  { key: 'products', title: 'Products', path: '/siteadmin/products' },
  { key: 'knowledge-center', title: 'Knowledge Center', path: '/siteadmin/knowledge-center' },
  { key: 'product-labels', title: 'Product Labels/SDSs', path: '/siteadmin/product-labels' },
  { key: 'reps-retailers', title: 'Reps & Retailers', path: '/siteadmin/reps-retailers' },
  { key: 'press-releases', title: 'Press Releases', path: '/siteadmin/press-releases' },
  { key: 'pages', title: 'Pages', path: '/siteadmin/pages' },
  { key: 'document-library', title: 'Document Library', path: '/siteadmin/document-library' },
  { key: 'forms', title: 'Forms', path: '/siteadmin/forms' },
  { key: 'users', title: 'Users', path: '/siteadmin/users', administratorOnly: true },
  { key: 'redirects', title: 'Redirects', path: '/siteadmin/redirects' },
] as const;
export type AdminSectionKey = (typeof ADMIN_SECTIONS)[number]['key'];

/** The sections a user may open: all while the roles are not known yet; Users only for an Administrator. */
export function visibleSections(roles: readonly string[] | null | undefined) {
  if (!roles) return ADMIN_SECTIONS;
  const isAdministrator = roles.includes('Administrator');
  return ADMIN_SECTIONS.filter((s) => isAdministrator || !('administratorOnly' in s && s.administratorOnly));
}
