import { ABOUT_SLUG, CAMPAIGN_SLUGS, PRODUCT_ROUTES } from '@contract/site';
import type { RouteObject } from 'react-router-dom';

import type { FeatureRoutes } from '../../app/route-types';

const homes = () => import(/* webpackChunkName: "site-home" */ './pages/home-page');
const product = async () => ({ Component: (await import(/* webpackChunkName: "site-product" */ './pages/product-page')).ProductPage });
const content = async () => ({ Component: (await import(/* webpackChunkName: "site-content" */ './pages/content-page')).ContentPage });
const messages = () => import(/* webpackChunkName: "site-messages" */ './pages/message-pages');

const routes: RouteObject[] = [
  { index: true, lazy: async () => ({ Component: (await homes()).HomePage }) },
  ...['home-ca', 'can'].map((path) => ({ path, lazy: async () => ({ Component: (await homes()).HomeCaPage }) })),
  ...['home-int', 'int'].map((path) => ({ path, lazy: async () => ({ Component: (await homes()).HomeIntPage }) })),
  ...PRODUCT_ROUTES.map((p) => ({ path: p.slug, lazy: product })),
  ...[...CAMPAIGN_SLUGS, ABOUT_SLUG].map((path) => ({ path, lazy: content })),
  { path: 'careers', lazy: async () => ({ Component: (await import('./pages/careers-page')).CareersPage }) },
  ...['not-found', 'error'].map((path) => ({ path, lazy: async () => ({ Component: (await messages()).NotFoundPage }) })),
  { path: 'access-denied', lazy: async () => ({ Component: (await messages()).AccessDeniedPage }) },
  { path: 'error/server-error', lazy: async () => ({ Component: (await messages()).ServerErrorPage }) },
  // Keep last: redirect → custom page by slug → /not-found.
  { path: '*', lazy: async () => ({ Component: (await import(/* webpackChunkName: "site-fallback" */ './pages/fallback-page')).FallbackPage }) },
];

export const siteRoutes: FeatureRoutes = { public: routes };
