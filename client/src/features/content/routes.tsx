import type { FeatureRoutes } from '../../app/route-types';

const list = () => import(/* webpackChunkName: "content-list" */ './pages/resource-list-page');
const detail = () => import(/* webpackChunkName: "content-detail" */ './pages/resource-detail-page');
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
};
