import type { ComponentType, ReactElement } from 'react';

/** What a route's code module gives the router: its component, and optionally what runs on entering it. */
export interface PageModule {
  Component: ComponentType;
  /** Runs before each render of the route at a new location (a link, Back/Forward, the first load). */
  onEnter?: (url: URL) => void;
}

/**
 * One route of a feature. `load` fetches the route's code on demand (its own chunk); the first page's
 * code is loaded before the first render (main.tsx, ssr.tsx), so hydration finds the server's tree.
 */
export interface PageRoute {
  path?: string;
  index?: boolean;
  load?: () => Promise<PageModule>;
  element?: ReactElement;
}

/** What a feature contributes to the public app's router, by layout (its admin screens: the feature's admin-routes.tsx). */
export interface FeatureRoutes {
  /** Inside the public layout (header and footer). */
  public?: PageRoute[];
  /** Inside the plain layout (/account/...). */
  account?: PageRoute[];
  /** Inside the minimal layout (no header, no footer). */
  minimal?: PageRoute[];
}
