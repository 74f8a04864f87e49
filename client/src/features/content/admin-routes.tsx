import type { PageRoute } from '../../app/route-types';

const adminList = () => import(/* webpackChunkName: "content-admin" */ './admin/content-list-page');
const adminEdit = () => import(/* webpackChunkName: "content-admin" */ './admin/content-edit-page');
const adminCompare = () => import(/* webpackChunkName: "content-admin" */ './admin/version-compare-page');

/** Admin sections of the content engine: one list, one edit page and one compare view for every kind. */
const SECTIONS = ['knowledge-center', 'pages', 'press-releases', 'product-labels'] as const;
const adminSection = (section: (typeof SECTIONS)[number] | 'products'): PageRoute[] => {
  const editPaths = section === 'products' ? ['edit/:baseId', 'edit/:baseId/:rollbackId'] : ['create', 'edit/:baseId', 'edit/:baseId/:rollbackId'];
  return [
    { path: section, load: async () => ({ Component: (await adminList()).sectionList(section) }) },
    ...editPaths.map((p) => ({ path: `${section}/${p}`, load: async () => ({ Component: (await adminEdit()).sectionEdit(section) }) })),
    { path: `${section}/compare/:baseId`, load: async () => ({ Component: (await adminCompare()).sectionCompare(section) }) },
  ];
};

/** The content feature's screens under /siteadmin. */
export const contentAdminRoutes: PageRoute[] = [...SECTIONS.flatMap(adminSection), ...adminSection('products')];
