import type { FeatureRoutes } from '../../app/route-types';

/** Routes of the directory feature (filled in by its issue). */
export const directoryRoutes: FeatureRoutes = {};
