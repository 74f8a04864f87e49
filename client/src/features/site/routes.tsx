import { ABOUT_SLUG, CAMPAIGN_SLUGS, PRODUCT_ROUTES } from '@contract/site';

import type { FeatureRoutes, PageRoute } from '../../app/route-types';

const homes = () => import(/* webpackChunkName: "site-home" */ './pages/home-page');
const product = async () => ({ Component: (await import(/* webpackChunkName: "site-product" */ './pages/product-page')).ProductPage });
const content = async () => ({ Component: (await import(/* webpackChunkName: "site-content" */ './pages/content-page')).ContentPage });
const messages = () => import(/* webpackChunkName: "site-messages" */ './pages/message-pages');

const routes: PageRoute[] = [
  { index: true, load: async () => ({ Component: (await homes()).HomePage }) },
  ...['home-ca', 'can'].map((path) => ({ path, load: async () => ({ Component: (await homes()).HomeCaPage }) })),
  ...['home-int', 'int'].map((path) => ({ path, load: async () => ({ Component: (await homes()).HomeIntPage }) })),
  ...PRODUCT_ROUTES.map((p) => ({ path: p.slug, load: product })),
  ...[...CAMPAIGN_SLUGS, ABOUT_SLUG].map((path) => ({ path, load: content })),
  { path: 'careers', load: async () => ({ Component: (await import('./pages/careers-page')).CareersPage }) },
  ...['not-found', 'error'].map((path) => ({ path, load: async () => ({ Component: (await messages()).NotFoundPage }) })),
  { path: 'access-denied', load: async () => ({ Component: (await messages()).AccessDeniedPage }) },
  { path: 'error/server-error', load: async () => ({ Component: (await messages()).ServerErrorPage }) },
  // Keep last: redirect → custom page by slug → /not-found.
  { path: '*', load: async () => ({ Component: (await import(/* webpackChunkName: "site-fallback" */ './pages/fallback-page')).FallbackPage }) },
];

export const siteRoutes: FeatureRoutes = { public: routes };
