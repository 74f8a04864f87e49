import { Navigate } from 'react-router-dom';

import type { FeatureRoutes } from '../../app/route-types';

// One named chunk for the public directory pages: the server links its styles into a server-rendered page's head.
const findRep = () => import(/* webpackChunkName: "directory" */ './pages/find-rep-page');
const results = () => import(/* webpackChunkName: "directory" */ './pages/reps-retailers-page');
const thankYou = () => import(/* webpackChunkName: "directory" */ './pages/thank-you-page');

/** Public routes of the directory feature: Find a Rep, results, thank-you pages (the admin: admin-routes.tsx). */
export const directoryRoutes: FeatureRoutes = {
  public: [
    { path: 'find-a-rep', load: async () => ({ Component: (await findRep()).FindRepUsPage }) },
    { path: 'find-a-rep-ca', load: async () => ({ Component: (await findRep()).FindRepCaPage }) },
    // The server redirects /can/find-a-rep too; this covers client-side navigation.
    { path: 'can/find-a-rep', element: <Navigate to="/find-a-rep-ca" replace /> },
    { path: 'reps-retailers', load: async () => ({ Component: (await results()).RepsRetailersPage }) },
    { path: 'rep-thankyou', load: async () => ({ Component: (await thankYou()).RepThankYouPage }) },
    { path: 'retailer-thankyou', load: async () => ({ Component: (await thankYou()).RetailerThankYouPage }) },
  ],
};
