import type { PageRoute } from '../../app/route-types';

/** The auth feature's screens under /siteadmin. */
export const authAdminRoutes: PageRoute[] = [
  { path: 'users', load: async () => ({ Component: (await import('./pages/users-list-page')).UsersListPage }) },
  { path: 'users/add', load: async () => ({ Component: (await import('./pages/user-edit-page')).UserEditPage }) },
  { path: 'users/edit/:userId', load: async () => ({ Component: (await import('./pages/user-edit-page')).UserEditPage }) },
];
