import { LABEL_DOCUMENT_PATH } from '../contract/labels';
import { productRoute, singleAddressPage } from '../contract/site';
import { articleAt, articleListAt, labelsListAt } from './page-paths';

const HOME_PATHS = ['/', '/home-ca', '/can', '/home-int', '/int'];

/** Public routes left to the browser: the contact overlay (its form, phone input and bot check are browser-only). */
export const BROWSER_ONLY = ['/contact', '/contact-ca', '/can/contact-us'];

/** The named route chunk (webpackChunkName in client/src/features/<feature>/routes.tsx) that renders a public path. */
function routeChunks(path: string, status: number): string[] {
  if (HOME_PATHS.includes(path)) return ['site-home'];
  if (productRoute(path.slice(1))) return ['site-product'];
  if (articleListAt(path)) return ['content-list'];
  if (articleAt(path)) return ['content-detail'];
  const labels = labelsListAt(path);
  if (labels?.listChunk) return [labels.listChunk];
  if (LABEL_DOCUMENT_PATH.test(path)) return ['label-document'];
  if (path === '/find-a-rep' || path === '/find-a-rep-ca') return ['find-rep'];
  if (path === '/reps-retailers') return ['reps-retailers'];
  if (path === '/rep-thankyou' || path === '/retailer-thankyou') return ['thank-you'];
  if (['/not-found', '/error', '/access-denied', '/error/server-error'].includes(path)) return ['site-messages'];
  if (BROWSER_ONLY.includes(path)) return ['contact'];
  if (singleAddressPage(path.slice(1))) return ['site-content'];
  // The catch-all: a custom page by slug, or not found.
  return status === 404 ? ['site-fallback', 'site-messages'] : ['site-fallback'];
}

/**
 * The client chunks a route renders with: their styles go into the head (a server-rendered page must paint
 * styled before its scripts run), and for a page the browser renders, their scripts are preloaded too.
 */
export function preloadFor(path: string, status: number): string[] {
  if (path.startsWith('/siteadmin') || path.startsWith('/account')) return [];
  // The selector's minimal layout has no footer.
  if (path === '/product-selector') return ['selector'];
  return [...routeChunks(path, status), 'site-footer'];
}
