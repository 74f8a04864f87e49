import type { FeatureRoutes } from '../../app/route-types';

/** /product-selector lives in the minimal layout (no header, no footer). */
export const selectorRoutes: FeatureRoutes = {
  minimal: [
    {
      path: 'product-selector', // SELECTOR_ROUTE; a literal keeps the contract module out of the main bundle
      load: async () => {
        const m = await import(/* webpackChunkName: "selector" */ './pages/selector-page');
        return { Component: m.SelectorPage, onEnter: m.selectorEntered };
      },
    },
  ],
};
