import type { FeatureRoutes } from '../../app/route-types';

const labels = () => import(/* webpackChunkName: "product-labels" */ './pages/product-labels-page');
const library = () => import(/* webpackChunkName: "documents-admin" */ './pages/document-library-page');
const labelDocument = () => import(/* webpackChunkName: "product-labels" */ './pages/label-document-page');
const notices = () => import(/* webpackChunkName: "documents-admin" */ './pages/label-notices-admin-pages');
const edit = () => import(/* webpackChunkName: "documents-admin" */ './pages/document-edit-page');

/** Public /product-labels and the admin document library (/siteadmin/document-library, /create, /edit/{baseId}). */
export const documentsRoutes: FeatureRoutes = {
  public: [
    { path: 'product-labels', load: async () => ({ Component: (await labels()).ProductLabelsPage }) },
    { path: 'product-labels/:guid', load: async () => ({ Component: (await labelDocument()).LabelDocumentPage }) },
  ],
  admin: [
    { path: 'document-library', load: async () => ({ Component: (await library()).DocumentLibraryPage }) },
    { path: 'document-library/subscribers', load: async () => ({ Component: (await notices()).LabelSubscribersPage }) },
    { path: 'document-library/change-notices', load: async () => ({ Component: (await notices()).ChangeNoticesPage }) },
    { path: 'document-library/create', load: async () => ({ Component: (await edit()).DocumentEditPage }) },
    { path: 'document-library/edit/:baseId', load: async () => ({ Component: (await edit()).DocumentEditPage }) },
  ],
};
