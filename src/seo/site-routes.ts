import type { KindListRoute } from '../content/kinds/definition';
import { contentKinds } from '../content/kinds/registry';

/**
 * The fixed public routes of spec 2.1 with their head copy: the site's own, and each content kind's list
 * pages (its definition's listRoutes). Item pages (products, articles, custom pages) take their title and
 * description from the records.
 */
export interface StaticRoute extends KindListRoute {
  /** An alias's canonical path. */
  canonical?: string;
  status?: number;
  noindex?: boolean;
  /** Listed in /sitemap.xml (defaults to true unless noindex or an alias). */
  sitemap?: boolean;
}

const homeDesc = 'Nitrogen stabilizers, micronutrient coatings and seed enhancement that help growers protect their fertilizer investment and raise yields.';

const HOME_ROUTES: StaticRoute[] = [
  { path: '/', title: 'Home', description: homeDesc, region: 2, pair: ['/', '/home-ca'] },
  {
    path: '/home-ca',
    title: 'Canada',
    description: 'Nitrogen protection, micronutrients and seed enhancement for Canadian growers, from the Prairies to Eastern Canada.',
    region: 3,
    pair: ['/', '/home-ca'],
  },
  {
    path: '/can',
    title: 'Canada',
    description: 'Nitrogen protection, micronutrients and seed enhancement for Canadian growers, from the Prairies to Eastern Canada.',
    region: 3,
    pair: ['/', '/home-ca'],
    canonical: '/home-ca',
  },
  { path: '/home-int', title: 'International', description: 'Enhanced-efficiency fertilizer technologies for growers and distributors around the world.', region: 4 },
  {
    path: '/int',
    title: 'International',
    description: 'Enhanced-efficiency fertilizer technologies for growers and distributors around the world.',
    region: 4,
    canonical: '/home-int',
  },
];

const SITE_ROUTES: StaticRoute[] = [
  {
    path: '/find-a-rep',
    title: 'Find a Rep or Retailer',
    description: 'Find a representative or retailer near you by ZIP code.',
    region: 2,
    pair: ['/find-a-rep', '/find-a-rep-ca'],
    trail: ['Find a Rep or Retailer'],
  },
  {
    path: '/find-a-rep-ca',
    title: 'Find a Rep or Retailer',
    description: 'Find a representative or retailer near you by postal code.',
    region: 3,
    pair: ['/find-a-rep', '/find-a-rep-ca'],
    trail: ['Find a Rep or Retailer'],
  },
  { path: '/reps-retailers', title: 'Reps and Retailers', description: 'Representatives and retailers near you.', region: null, noindex: true },
  {
    path: '/contact',
    title: 'Contact Us',
    description: 'Connect with us: questions about products, orders or finding a rep.',
    region: 2,
    pair: ['/contact', '/contact-ca'],
    trail: ['Contact Us'],
  },
  {
    path: '/contact-ca',
    title: 'Contact Us',
    description: 'Connect with us: questions about products, orders or finding a rep.',
    region: 3,
    pair: ['/contact', '/contact-ca'],
    trail: ['Contact Us'],
  },
  {
    path: '/can/contact-us',
    title: 'Contact Us',
    description: 'Connect with us: questions about products, orders or finding a rep.',
    region: 3,
    pair: ['/contact', '/contact-ca'],
    canonical: '/contact-ca',
  },
  {
    path: '/accessibility',
    title: 'Accessibility Statement',
    description: 'How this site meets WCAG 2.2 AA, its known limitations, and how to report a barrier.',
    region: null,
    trail: ['Accessibility Statement'],
  },
  { path: '/retailer-thankyou', title: 'Thank You', description: 'Thank you for contacting us.', region: null, noindex: true },
  { path: '/rep-thankyou', title: 'Thank You', description: 'Thank you for contacting us.', region: null, noindex: true },
  {
    path: '/product-selector',
    title: 'Product Selector',
    description: 'Answer a few questions about your crop and fertilizer and get product recommendations.',
    region: null,
    trail: ['Product Selector'],
  },
  { path: '/not-found', title: 'Page Not Found', description: 'This page is missing.', region: null, status: 404, noindex: true },
  { path: '/error', title: 'Page Not Found', description: 'This page is missing.', region: null, status: 404, noindex: true },
  { path: '/access-denied', title: 'Access Denied', description: "Sorry, you don't have permission to access this page.", region: null, noindex: true },
  { path: '/error/server-error', title: 'Error', description: 'Sorry, something went wrong. Please try again later.', region: null, noindex: true },
];

let built: { kinds: number; routes: StaticRoute[] } | null = null;

/** Every fixed route: the homes, the kinds' lists, the rest (the sitemap's order); rebuilt when a kind is registered. */
export function staticRoutes(): StaticRoute[] {
  const kinds = contentKinds();
  if (built?.kinds !== kinds.length) {
    built = { kinds: kinds.length, routes: [...HOME_ROUTES, ...kinds.flatMap((d) => d.listRoutes ?? []), ...SITE_ROUTES] };
  }
  return built.routes;
}

export const staticRoute = (path: string) => staticRoutes().find((r) => r.path === path);

/** Server-side redirects of spec 2.1 that need no database. */
export const FIXED_REDIRECTS: Record<string, string> = { '/can/find-a-rep': '/find-a-rep-ca' };
