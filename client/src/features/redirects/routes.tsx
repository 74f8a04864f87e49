import type { FeatureRoutes } from '../../app/route-types';

/** Routes of the redirects feature (filled in by its issue). */
export const redirectsRoutes: FeatureRoutes = {};
