import type { FeatureRoutes } from '../../app/route-types';

/** Routes of the content feature (filled in by its issue). */
export const contentRoutes: FeatureRoutes = {};
