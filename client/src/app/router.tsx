import { createBrowserRouter, RouteObject } from 'react-router-dom';

import { auditRoutes } from '../features/audit/routes';
import { authRoutes } from '../features/auth/routes';
import { contactRoutes } from '../features/contact/routes';
import { contentRoutes } from '../features/content/routes';
import { dashboardRoutes } from '../features/dashboard/routes';
import { directoryRoutes } from '../features/directory/routes';
import { documentsRoutes } from '../features/documents/routes';
import { linksRoutes } from '../features/links/routes';
import { redirectsRoutes } from '../features/redirects/routes';
import { selectorRoutes } from '../features/selector/routes';
import { siteRoutes } from '../features/site/routes';
import { MinimalLayout } from './layouts/minimal-layout';
import { PlainLayout } from './layouts/plain-layout';
import { PublicLayout } from './layouts/public-layout';
import type { FeatureRoutes } from './route-types';

// The site feature goes last: its catch-all (redirect → custom page → not found) answers only what nothing else did.
const features: FeatureRoutes[] = [
  dashboardRoutes,
  authRoutes,
  auditRoutes,
  contentRoutes,
  documentsRoutes,
  contactRoutes,
  directoryRoutes,
  selectorRoutes,
  redirectsRoutes,
  linksRoutes,
  siteRoutes,
];
const collect = (k: keyof FeatureRoutes): RouteObject[] => features.flatMap((f) => f[k] ?? []);

// Lazy route modules load before the first render; nothing is shown meanwhile (the HTML shell already has the head).
const HydrateFallback = () => null;

export const routes: RouteObject[] = [
  { element: <PublicLayout />, HydrateFallback, children: collect('public') },
  { path: '/account', element: <PlainLayout />, HydrateFallback, children: collect('account') },
  { element: <MinimalLayout />, HydrateFallback, children: collect('minimal') },
  {
    path: '/siteadmin',
    HydrateFallback,
    lazy: async () => ({ Component: (await import(/* webpackChunkName: "admin" */ './layouts/admin-layout')).AdminLayout }),
    children: collect('admin'),
  },
];

export const createRouter = () => createBrowserRouter(routes);
