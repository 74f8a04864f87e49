import type { RouteObject } from 'react-router-dom';

/**
 * What a feature contributes to the router, by layout. Route modules use `lazy` so each page's
 * code loads on demand; admin routes are only ever reached through the lazily loaded admin layout.
 */
export interface FeatureRoutes {
  /** Inside the public layout (header and footer). */
  public?: RouteObject[];
  /** Inside the plain layout (/account/...). */
  account?: RouteObject[];
  /** Inside the minimal layout (no header, no footer). */
  minimal?: RouteObject[];
  /** Inside the admin layout, relative to /siteadmin. */
  admin?: RouteObject[];
}
