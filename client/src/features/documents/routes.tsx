import { kindOfFamily } from '@contract/content-kinds';

import type { FeatureRoutes } from '../../app/route-types';

const labels = () => import(/* webpackChunkName: "product-labels" */ './pages/product-labels-page');
// A chunk of its own: the list's first load does not carry a document's page (revisions, notices), nor the reverse.
const labelDocument = () => import(/* webpackChunkName: "label-document" */ './pages/label-document-page');

// The labels library's list, where its kind's definition puts it.
const LIBRARY = kindOfFamily('labels-library').publicPath('', 2).replace(/^\//, '');

/** Public /product-labels (the admin document library: admin-routes.tsx). */
export const documentsRoutes: FeatureRoutes = {
  public: [
    { path: LIBRARY, load: async () => ({ Component: (await labels()).ProductLabelsPage }) },
    { path: `${LIBRARY}/:guid`, load: async () => ({ Component: (await labelDocument()).LabelDocumentPage }) },
  ],
};
