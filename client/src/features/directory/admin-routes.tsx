import type { PageRoute } from '../../app/route-types';

/** The directory feature's screens under /siteadmin. */
export const directoryAdminRoutes: PageRoute[] = [
  { path: 'reps-retailers', load: async () => ({ Component: (await import('./admin/reps-retailers-admin-page')).RepsRetailersAdminPage }) },
  { path: 'reps-retailers/retailer/create', load: async () => ({ Component: (await import('./admin/retailer-edit-page')).RetailerEditPage }) },
  { path: 'reps-retailers/retailer/edit/:editId/:next?', load: async () => ({ Component: (await import('./admin/retailer-edit-page')).RetailerEditPage }) },
  { path: 'reps-retailers/rep/create', load: async () => ({ Component: (await import('./admin/rep-edit-page')).RepEditPage }) },
  { path: 'reps-retailers/rep/edit/:editId', load: async () => ({ Component: (await import('./admin/rep-edit-page')).RepEditPage }) },
  { path: 'locator', load: async () => ({ Component: (await import('./admin/locator-report-page')).LocatorReportPage }) },
];
