import { registerPublicKind } from '@contract/content-kinds';
import type { RouteObject } from 'react-router-dom';

import { FAQ_KIND } from '../test-support/faq-kind';

const paths = (routes: RouteObject[]): string[] => routes.flatMap((r) => [...(r.path ? [r.path] : []), ...paths(r.children ?? [])]);

describe('admin and public routes generated from the content-kind registry', () => {
  // Registered before the route tables are built (they are read from the registry when their modules load).
  let admin: string[];
  let drawer: { key: string; path: string }[];
  let publicPaths: string[];
  beforeAll(async () => {
    registerPublicKind(FAQ_KIND);
    admin = paths((await import('./admin-routes')).adminRoutes);
    drawer = [...(await import('../components/admin/admin-sections')).ADMIN_SECTIONS];
    publicPaths = ((await import('../features/content/routes')).contentRoutes.public ?? []).map((r) => r.path ?? '');
  });

  it('gives a registered kind its admin list, create, edit, rollback and compare screens', () => {
    expect(admin).toEqual(expect.arrayContaining(['faq', 'faq/create', 'faq/edit/:baseId', 'faq/edit/:baseId/:rollbackId', 'faq/compare/:baseId']));
  });

  it('gives every kind in the drawer a list screen, and a create screen only where its definition allows creating', () => {
    expect(drawer.map((s) => s.key)).toContain('faq');
    for (const s of drawer.filter((d) => d.path.startsWith('/siteadmin/'))) expect(admin).toContain(s.path.slice('/siteadmin/'.length));
    expect(admin).toContain('products/edit/:baseId');
    expect(admin).not.toContain('products/create');
  });

  it('gives a registered article kind its public list and item pages in both regions', () => {
    expect(publicPaths).toEqual(expect.arrayContaining(['faq', 'faq/:slug', 'can/faq/:slug']));
    expect(publicPaths).not.toContain('can/faq');
  });
});
