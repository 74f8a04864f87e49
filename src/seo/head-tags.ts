/**
 * Pure rendering of a page's <head> tags (title, description, Open Graph, Twitter, canonical,
 * hreflang alternates, JSON-LD). No I/O, unit tested.
 */

export interface Alternate {
  hreflang: 'en-US' | 'en-CA' | 'fr-CA' | 'x-default';
  href: string;
}

export interface HeadModel {
  /** Full title, suffix included. */
  title: string;
  description: string;
  canonical: string;
  ogTitle?: string;
  ogDescription?: string;
  ogImage?: string | null;
  /** og:type; spec 2.2 metaContent default 'website'. */
  ogType?: string;
  siteName: string;
  locale?: string;
  /** og:locale:alternate: the Open Graph locales of the page's other languages. */
  localeAlternates?: string[];
  alternates?: Alternate[];
  noindex?: boolean;
  jsonLd?: object[];
}

export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** JSON inside <script>: nothing may close the tag or start a comment. */
export const safeJson = (v: unknown) =>
  JSON.stringify(v)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

const meta = (attr: 'name' | 'property', key: string, value: string | null | undefined) => (value ? `<meta ${attr}="${key}" content="${escapeHtml(value)}">` : '');

/** Plain text for a description: tags stripped, whitespace collapsed, at most 300 characters. */
export function plainText(s: string | null | undefined, max = 300): string {
  const t = (s ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return t.length > max ? `${t.slice(0, max - 1).replace(/\s+\S*$/, '')}…` : t;
}

export function renderHead(m: HeadModel): string {
  const ogTitle = m.ogTitle || m.title;
  const ogDesc = m.ogDescription || m.description;
  const tags = [
    `<title>${escapeHtml(m.title)}</title>`,
    meta('name', 'description', m.description),
    m.noindex ? '<meta name="robots" content="noindex, nofollow">' : '',
    `<link rel="canonical" href="${escapeHtml(m.canonical)}">`,
    ...(m.alternates ?? []).map((a) => `<link rel="alternate" hreflang="${a.hreflang}" href="${escapeHtml(a.href)}">`),
    meta('property', 'og:type', m.ogType || 'website'),
    meta('property', 'og:site_name', m.siteName),
    meta('property', 'og:title', ogTitle),
    meta('property', 'og:description', ogDesc),
    meta('property', 'og:url', m.canonical),
    meta('property', 'og:locale', m.locale ?? 'en_US'),
    ...(m.localeAlternates ?? []).map((l) => meta('property', 'og:locale:alternate', l)),
    meta('property', 'og:image', m.ogImage),
    meta('name', 'twitter:card', m.ogImage ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', ogTitle),
    meta('name', 'twitter:description', ogDesc),
    meta('name', 'twitter:image', m.ogImage),
    ...(m.jsonLd ?? []).map((j) => `<script type="application/ld+json">${safeJson(j)}</script>`),
  ];
  return tags.filter(Boolean).join('\n    ');
}

// ---- JSON-LD builders (schema.org) ----

export function organizationLd(name: string, url: string, logo: string, sameAs: string[]): object {
  return { '@context': 'https://schema.org', '@type': 'Organization', name, url, logo, sameAs };
}

export function breadcrumbLd(trail: { name: string; url: string }[]): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((t, i) => ({ '@type': 'ListItem', position: i + 1, name: t.name, item: t.url })),
  };
}

export function productLd(p: { name: string; description: string; url: string; image?: string | null; brand: string; category: string; manufacturer: string }): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: p.name,
    description: p.description,
    url: p.url,
    ...(p.image ? { image: p.image } : {}),
    brand: { '@type': 'Brand', name: p.brand },
    category: p.category,
    manufacturer: { '@type': 'Organization', name: p.manufacturer },
  };
}

export function articleLd(a: {
  type: 'Article' | 'NewsArticle';
  headline: string;
  description: string;
  url: string;
  image?: string | null;
  datePublished?: string | null;
  dateModified?: string | null;
  publisher: string;
  logo: string;
}): object {
  return {
    '@context': 'https://schema.org',
    '@type': a.type,
    headline: a.headline.slice(0, 110),
    description: a.description,
    mainEntityOfPage: a.url,
    url: a.url,
    ...(a.image ? { image: [a.image] } : {}),
    ...(a.datePublished ? { datePublished: a.datePublished } : {}),
    ...(a.dateModified ? { dateModified: a.dateModified } : {}),
    author: { '@type': 'Organization', name: a.publisher },
    publisher: { '@type': 'Organization', name: a.publisher, logo: { '@type': 'ImageObject', url: a.logo } },
  };
}
