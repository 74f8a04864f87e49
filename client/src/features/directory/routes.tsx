import { Navigate } from 'react-router-dom';
import type { FeatureRoutes } from '../../app/route-types';

/** Routes of the directory feature: Find a Rep, results, thank-you pages and the Reps & Retailers admin. */
export const directoryRoutes: FeatureRoutes = {
  public: [
    { path: 'find-a-rep', lazy: async () => ({ Component: (await import('./pages/find-rep-page')).FindRepUsPage }) },
    { path: 'find-a-rep-ca', lazy: async () => ({ Component: (await import('./pages/find-rep-page')).FindRepCaPage }) },
    // The server redirects /can/find-a-rep too; this covers client-side navigation.
    { path: 'can/find-a-rep', element: <Navigate to="/find-a-rep-ca" replace /> },
    { path: 'reps-retailers', lazy: async () => ({ Component: (await import('./pages/reps-retailers-page')).RepsRetailersPage }) },
    { path: 'rep-thankyou', lazy: async () => ({ Component: (await import('./pages/thank-you-page')).RepThankYouPage }) },
    { path: 'retailer-thankyou', lazy: async () => ({ Component: (await import('./pages/thank-you-page')).RetailerThankYouPage }) },
  ],
  admin: [
    { path: 'reps-retailers', lazy: async () => ({ Component: (await import('./admin/reps-retailers-admin-page')).RepsRetailersAdminPage }) },
    { path: 'reps-retailers/retailer/create', lazy: async () => ({ Component: (await import('./admin/retailer-edit-page')).RetailerEditPage }) },
    { path: 'reps-retailers/retailer/edit/:editId/:next?', lazy: async () => ({ Component: (await import('./admin/retailer-edit-page')).RetailerEditPage }) },
    { path: 'reps-retailers/rep/create', lazy: async () => ({ Component: (await import('./admin/rep-edit-page')).RepEditPage }) },
    { path: 'reps-retailers/rep/edit/:editId', lazy: async () => ({ Component: (await import('./admin/rep-edit-page')).RepEditPage }) },
  ],
};
