import type { FeatureRoutes } from '../../app/route-types';

/** Routes of the documents feature (filled in by its issue). */
export const documentsRoutes: FeatureRoutes = {};
