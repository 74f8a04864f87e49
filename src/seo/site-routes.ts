import type { RegionId } from '../contract/regions';

/**
 * The fixed public routes of spec 2.1 with their head copy. Content-backed routes (products,
 * knowledge items, press releases, pages) take their title and description from the records.
 */
export interface StaticRoute {
  path: string;
  title: string;
  description: string;
  region: RegionId | null;
  /** The same page in both regions: [US path, Canada path] (hreflang). */
  pair?: [string, string];
  /** An alias's canonical path. */
  canonical?: string;
  status?: number;
  noindex?: boolean;
  /** Listed in /sitemap.xml (defaults to true unless noindex or an alias). */
  sitemap?: boolean;
  /** Breadcrumb names after Home. */
  trail?: string[];
}

const homeDesc = 'Nitrogen stabilizers, micronutrient coatings and seed enhancement that help growers protect their fertilizer investment and raise yields.';

export const STATIC_ROUTES: StaticRoute[] = [
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
  {
    path: '/knowledge-center',
    title: 'Knowledge Center',
    description: 'Articles, podcasts and research on nitrogen management, micronutrients and seed enhancement.',
    region: null,
    pair: ['/knowledge-center', '/can/knowledge-center'],
    trail: ['Knowledge Center'],
  },
  {
    path: '/can/knowledge-center',
    title: 'Knowledge Center',
    description: 'Articles, podcasts and research for Canadian growers on nitrogen management, micronutrients and seed enhancement.',
    region: 3,
    pair: ['/knowledge-center', '/can/knowledge-center'],
    trail: ['Knowledge Center'],
  },
  {
    path: '/knowledge-center/category/38',
    title: 'Podcasts - Knowledge Center',
    description: 'Agronomy podcasts on nitrogen, micronutrients and crop nutrition.',
    region: null,
    trail: ['Knowledge Center', 'Podcasts'],
  },
  {
    path: '/knowledge-center/category/39',
    title: 'Articles - Knowledge Center',
    description: 'Agronomy articles on nitrogen, micronutrients and crop nutrition.',
    region: null,
    trail: ['Knowledge Center', 'Articles'],
  },
  {
    path: '/knowledge-center/category/40',
    title: 'Research & Reports - Knowledge Center',
    description: 'Research and field reports on enhanced-efficiency fertilizers.',
    region: null,
    trail: ['Knowledge Center', 'Research & Reports'],
  },
  {
    path: '/product-labels',
    title: 'Labels / SDS',
    description: 'Product labels and safety data sheets (SDS) for every product, grouped by product family.',
    region: null,
    trail: ['Labels / SDS'],
  },
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
  { path: '/press-releases', title: 'Press Releases', description: 'News and announcements.', region: 2, trail: ['Press Releases'] },
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

export const staticRoute = (path: string) => STATIC_ROUTES.find((r) => r.path === path);

/** Server-side redirects of spec 2.1 that need no database. */
export const FIXED_REDIRECTS: Record<string, string> = { '/can/find-a-rep': '/find-a-rep-ca' };
