import type { FeatureRoutes } from '../../app/route-types';

const page = (load: () => Promise<{ Component: React.ComponentType }>) => ({ lazy: load });

export const siteRoutes: FeatureRoutes = {
  public: [
    { index: true, ...page(async () => ({ Component: (await import('./pages/home-page')).HomePage })) },
    { path: 'not-found', ...page(async () => ({ Component: (await import('./pages/message-pages')).NotFoundPage })) },
    { path: 'error', ...page(async () => ({ Component: (await import('./pages/message-pages')).NotFoundPage })) },
    { path: 'access-denied', ...page(async () => ({ Component: (await import('./pages/message-pages')).AccessDeniedPage })) },
    { path: 'error/server-error', ...page(async () => ({ Component: (await import('./pages/message-pages')).ServerErrorPage })) },
    { path: '*', ...page(async () => ({ Component: (await import('./pages/message-pages')).NotFoundPage })) },
  ],
};
