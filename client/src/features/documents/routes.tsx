import type { FeatureRoutes } from '../../app/route-types';

const labels = () => import(/* webpackChunkName: "product-labels" */ './pages/product-labels-page');
const library = () => import(/* webpackChunkName: "documents-admin" */ './pages/document-library-page');
const edit = () => import(/* webpackChunkName: "documents-admin" */ './pages/document-edit-page');

/** Public /product-labels and the admin document library (/siteadmin/document-library, /create, /edit/{baseId}). */
export const documentsRoutes: FeatureRoutes = {
  public: [{ path: 'product-labels', lazy: async () => ({ Component: (await labels()).ProductLabelsPage }) }],
  admin: [
    { path: 'document-library', lazy: async () => ({ Component: (await library()).DocumentLibraryPage }) },
    { path: 'document-library/create', lazy: async () => ({ Component: (await edit()).DocumentEditPage }) },
    { path: 'document-library/edit/:baseId', lazy: async () => ({ Component: (await edit()).DocumentEditPage }) },
  ],
};
