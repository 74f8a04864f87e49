import { ADMIN_SECTIONS } from './admin-sections';

describe('admin sections from the content-kind registry', () => {
  it('keeps the dashboard and drawer order of spec 2.8', () => {
    expect(ADMIN_SECTIONS.map((s) => [s.key, s.title, s.path])).toEqual([
      ['products', 'Products', '/siteadmin/products'],
      ['knowledge-center', 'Knowledge Center', '/siteadmin/knowledge-center'],
      ['product-labels', 'Product Labels/SDSs', '/siteadmin/product-labels'],
      ['reps-retailers', 'Reps & Retailers', '/siteadmin/reps-retailers'],
      ['locator', 'Locator report', '/siteadmin/locator'],
      ['press-releases', 'Press Releases', '/siteadmin/press-releases'],
      ['pages', 'Pages', '/siteadmin/pages'],
      ['document-library', 'Document Library', '/siteadmin/document-library'],
      ['forms', 'Forms', '/siteadmin/forms'],
      ['users', 'Users', '/siteadmin/users'],
      ['redirects', 'Redirects', '/siteadmin/redirects'],
      ['links', 'Link report', '/siteadmin/links'],
      ['audit', 'Audit log', '/siteadmin/audit'],
      ['privacy', 'Privacy requests', '/siteadmin/privacy'],
      ['webhooks', 'Webhooks', '/siteadmin/webhooks'],
      ['settings', 'Time zone', '/siteadmin/settings'],
    ]);
    expect(ADMIN_SECTIONS.filter((s) => s.administratorOnly).map((s) => s.key)).toEqual(['users', 'audit', 'privacy', 'webhooks', 'settings']);
  });
});
