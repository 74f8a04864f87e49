import type { FeatureRoutes } from '../../app/route-types';

const contact = async () => ({ Component: (await import(/* webpackChunkName: "contact" */ './pages/contact-page')).ContactPage });

const accessibility = async () => ({ Component: (await import(/* webpackChunkName: "accessibility" */ './pages/accessibility-page')).AccessibilityPage });

/**
 * The contact overlay over the public layout (region 2 and 3 routes) and the accessibility statement with its
 * report form (a form type of the same inbox); the admin forms screen: admin-routes.tsx.
 */
export const contactRoutes: FeatureRoutes = {
  public: [...['contact', 'contact-ca', 'can/contact-us'].map((path) => ({ path, load: contact })), { path: 'accessibility', load: accessibility }],
};
