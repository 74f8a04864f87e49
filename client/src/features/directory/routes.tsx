import { Navigate } from 'react-router-dom';

import type { FeatureRoutes } from '../../app/route-types';

// A named chunk per page (the server links its styles into a server-rendered page's head: routeChunks in
// src/seo/site-head.resolver.ts): the thank-you pages need neither the form nor the results, Find a Rep not the results.
const findRep = () => import(/* webpackChunkName: "find-rep" */ './pages/find-rep-page');
const results = () => import(/* webpackChunkName: "reps-retailers" */ './pages/reps-retailers-page');
const thankYou = () => import(/* webpackChunkName: "thank-you" */ './pages/thank-you-page');

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
