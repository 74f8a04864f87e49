import { useEffect } from 'react';

import { pageTitle } from '../../lib/runtime-config';

export interface HeadInfo {
  /** Page title without the ' - {company} Services' suffix. */
  title: string;
  description?: string;
  image?: string | null;
}

const serverPath = typeof window === 'undefined' ? '' : window.location.pathname;

function setMeta(attr: 'name' | 'property', key: string, value: string | undefined) {
  if (value === undefined) return;
  let el = document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`);
  if (!el) {
    el = document.createElement('meta');
    el.setAttribute(attr, key);
    document.head.appendChild(el);
  }
  el.content = value;
}

/**
 * Keeps the head in step on client-side navigation. The server already rendered the full head
 * (Open Graph, canonical, hreflang, JSON-LD) for the first request; crawlers never run this.
 */
export function usePageHead(info: HeadInfo | null) {
  const title = info?.title;
  const description = info?.description;
  const image = info?.image;
  useEffect(() => {
    if (!title) return;
    const full = pageTitle(title);
    document.title = full;
    setMeta('property', 'og:title', full);
    setMeta('name', 'twitter:title', full);
    setMeta('name', 'description', description);
    setMeta('property', 'og:description', description);
    setMeta('name', 'twitter:description', description);
    if (image) setMeta('property', 'og:image', new URL(image, window.location.origin).href);
    // hreflang pairs belong to the page the server rendered; drop them once the visitor moves on.
    if (window.location.pathname !== serverPath) document.head.querySelectorAll('link[rel="alternate"][hreflang]').forEach((l) => l.remove());
    const canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
    if (canonical) canonical.href = window.location.origin + window.location.pathname;
    setMeta('property', 'og:url', window.location.origin + window.location.pathname);
  }, [title, description, image]);
}
