import type { FeatureRoutes, PageRoute } from '../../app/route-types';

const list = () => import(/* webpackChunkName: "content-list" */ './pages/resource-list-page');
const detail = () => import(/* webpackChunkName: "content-detail" */ './pages/resource-detail-page');
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

export const contentRoutes: FeatureRoutes = {
  public: [
    { path: 'knowledge-center', load: async () => ({ Component: (await list()).KnowledgeCenterPage }) },
    // The Canada list: the route implies region 3 (regionForPath), so the list is Canada's.
    { path: 'can/knowledge-center', load: async () => ({ Component: (await list()).KnowledgeCenterPage }) },
    { path: 'knowledge-center/category/:category', load: async () => ({ Component: (await list()).KnowledgeCenterPage }) },
    { path: 'knowledge-center/:slug', load: async () => ({ Component: (await detail()).KnowledgeItemUsPage }) },
    { path: 'can/knowledge-center/:slug', load: async () => ({ Component: (await detail()).KnowledgeItemCaPage }) },
    { path: 'press-releases', load: async () => ({ Component: (await list()).PressReleasesPage }) },
    { path: 'press-releases/:slug', load: async () => ({ Component: (await detail()).PressReleaseUsPage }) },
    { path: 'can/press-releases/:slug', load: async () => ({ Component: (await detail()).PressReleaseCaPage }) },
  ],
  admin: [...SECTIONS.flatMap(adminSection), ...adminSection('products')],
};
