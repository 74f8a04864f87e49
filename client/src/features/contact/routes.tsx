import type { FeatureRoutes } from '../../app/route-types';

const contact = async () => ({ Component: (await import(/* webpackChunkName: "contact" */ './pages/contact-page')).ContactPage });

/** The contact overlay over the public layout (region 2 and 3 routes); the admin forms screen: admin-routes.tsx. */
export const contactRoutes: FeatureRoutes = {
  public: ['contact', 'contact-ca', 'can/contact-us'].map((path) => ({ path, load: contact })),
};
