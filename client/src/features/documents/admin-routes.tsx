import type { PageRoute } from '../../app/route-types';

const library = () => import(/* webpackChunkName: "documents-admin" */ './pages/document-library-page');
const notices = () => import(/* webpackChunkName: "documents-admin" */ './pages/label-notices-admin-pages');
const edit = () => import(/* webpackChunkName: "documents-admin" */ './pages/document-edit-page');

/** The documents feature's screens under /siteadmin. */
export const documentsAdminRoutes: PageRoute[] = [
  { path: 'document-library', load: async () => ({ Component: (await library()).DocumentLibraryPage }) },
  { path: 'document-library/subscribers', load: async () => ({ Component: (await notices()).LabelSubscribersPage }) },
  { path: 'document-library/change-notices', load: async () => ({ Component: (await notices()).ChangeNoticesPage }) },
  { path: 'document-library/create', load: async () => ({ Component: (await edit()).DocumentEditPage }) },
  { path: 'document-library/edit/:baseId', load: async () => ({ Component: (await edit()).DocumentEditPage }) },
];
