import { ADMIN_SECTIONS, sectionTitle, visibleSections } from './admin-sections';

describe('admin sections by role', () => {
  it('shows every section to an Administrator and while the roles are unknown', () => {
    expect(visibleSections(['Administrator'])).toEqual(ADMIN_SECTIONS);
    expect(visibleSections(null)).toEqual(ADMIN_SECTIONS);
  });
  it('hides Users, the Audit log, Privacy requests, Webhooks and the Time zone from an Editor', () => {
    const titles = visibleSections(['Editor']).map((s) => s.title);
    expect(titles).not.toContain('Users');
    expect(titles).not.toContain('Audit log');
    expect(titles).not.toContain('Webhooks');
    expect(titles).not.toContain('Privacy requests');
    expect(titles).not.toContain('Time zone');
    expect(titles).toContain('Redirects');
    expect(titles).toContain('Link report');
    expect(titles).toHaveLength(ADMIN_SECTIONS.length - 5);
  });
});

describe('section titles of the audit trail', () => {
  it('uses the admin section titles, then its own words, then the key', () => {
    expect(sectionTitle('knowledge-center')).toBe('Knowledge Center');
    expect(sectionTitle('audit')).toBe('Audit log');
    expect(sectionTitle('account')).toBe('Sign-in & account');
    expect(sectionTitle('something-new')).toBe('something-new');
  });
});
