import { useRoutes } from 'react-router-dom';

import { AdminNotFound } from '../components/admin/admin-not-found';
import { auditAdminRoutes } from '../features/audit/admin-routes';
import { authAdminRoutes } from '../features/auth/admin-routes';
import { contactAdminRoutes } from '../features/contact/admin-routes';
import { contentAdminRoutes } from '../features/content/admin-routes';
import { dashboardAdminRoutes } from '../features/dashboard/admin-routes';
import { directoryAdminRoutes } from '../features/directory/admin-routes';
import { documentsAdminRoutes } from '../features/documents/admin-routes';
import { linksAdminRoutes } from '../features/links/admin-routes';
import { privacyAdminRoutes } from '../features/privacy/admin-routes';
import { redirectsAdminRoutes } from '../features/redirects/admin-routes';
import { settingsAdminRoutes } from '../features/settings/admin-routes';
import { webhooksAdminRoutes } from '../features/webhooks/admin-routes';
import { AdminLayout } from './layouts/admin-layout';
import { toRoute } from './router';

/** Every admin screen, relative to /siteadmin, inside the admin layout: loaded with the admin chunk only (the content kinds' from the registry). */
export const adminRoutes = [
  toRoute({ element: <AdminLayout /> }, [
    ...dashboardAdminRoutes,
    ...authAdminRoutes,
    ...auditAdminRoutes,
    ...contentAdminRoutes(),
    ...documentsAdminRoutes,
    ...contactAdminRoutes,
    ...directoryAdminRoutes,
    ...redirectsAdminRoutes,
    ...linksAdminRoutes,
    ...privacyAdminRoutes,
    ...webhooksAdminRoutes,
    ...settingsAdminRoutes,
    { path: '*', element: <AdminNotFound /> },
  ]),
];

/** /siteadmin/*: the admin's own routes (descendant routes of the app's). */
export function AdminRoutes() {
  return useRoutes(adminRoutes);
}
