import type { FeatureRoutes } from '../../app/route-types';

/** Shown while the selector's code and URL state load on a first visit (keeps the router from warning). */
const SelectorLoading = () => <div className="min-vh-100" aria-busy="true" />;

/** /product-selector lives in the minimal layout (no header, no footer). */
export const selectorRoutes: FeatureRoutes = {
  minimal: [
    {
      path: 'product-selector', // SELECTOR_ROUTE; a literal keeps the contract module out of the main bundle
      HydrateFallback: SelectorLoading,
      lazy: async () => {
        const m = await import(/* webpackChunkName: "selector" */ './pages/selector-page');
        return { Component: m.SelectorPage, loader: m.selectorLoader };
      },
    },
  ],
};
