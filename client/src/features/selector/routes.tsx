import type { FeatureRoutes } from '../../app/route-types';

/** Routes of the selector feature (filled in by its issue). */
export const selectorRoutes: FeatureRoutes = {};
