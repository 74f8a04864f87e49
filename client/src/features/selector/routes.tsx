import type { FeatureRoutes } from '../../app/route-types';

/** /product-selector lives in the minimal layout (no header, no footer). */
export const selectorRoutes: FeatureRoutes = {
  minimal: [
    {
      path: 'product-selector',
      lazy: async () => {
        const m = await import(/* webpackChunkName: "selector" */ './pages/selector-page');
        return { Component: m.SelectorPage, loader: m.selectorLoader };
      },
    },
  ],
};
