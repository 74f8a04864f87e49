import type { FeatureRoutes } from '../../app/route-types';

/** Routes of the contact feature (filled in by its issue). */
export const contactRoutes: FeatureRoutes = {};
