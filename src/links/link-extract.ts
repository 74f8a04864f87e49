import { Parser } from 'htmlparser2';

import type { ContentItem } from '../contract/content';

/**
 * Every link in one content item: hrefs and image sources in rich text (modules, product
 * detail fields), hero and module images, product-label documents, and a kind's own fields that hold
 * an address. Pure: no I/O.
 */
export function linksOfItem(item: Pick<ContentItem, 'modules' | 'heroMedia' | 'metadata' | 'product' | 'productLabel' | 'fields' | 'mediaUrl'>): string[] {
  const out: string[] = [];
  const html = (s: string | null | undefined) => out.push(...linksInHtml(s));
  const src = (s: string | null | undefined) => {
    if (s) out.push(s);
  };
  src(item.heroMedia?.previewsrc);
  src(item.metadata?.ogphoto?.previewsrc);
  for (const m of item.modules ?? []) {
    if (m.type === 1) src(m.image?.previewsrc);
    else if (m.type === 2) html(m.editorData);
    else if (m.type === 4)
      for (const i of m.items) {
        src(i.imageItem?.previewsrc);
        html(i.editorData);
      }
  }
  const p = item.product;
  if (p) {
    html(p.howItWorks);
    html(p.application);
    for (const b of p.benefits ?? []) html(b.text);
  }
  const l = item.productLabel;
  if (l) {
    for (const g of [l.labelDocumentGuid, l.sdsDocumentGuid, ...(l.supplemental ?? []).map((s) => s.documentGuid)]) if (g) out.push(`/doccenter/${g}`);
  }
  for (const v of Object.values(item.fields ?? {})) if (typeof v === 'string' && /^(https?:\/\/|\/)\S+$/i.test(v.trim())) out.push(v.trim());
  return [...new Set(out.map((u) => u.trim()).filter(Boolean))];
}

/** a[href], img[src], iframe/source[src] in rich text, read with htmlparser2 (no regular expressions on HTML). */
export function linksInHtml(html: string | null | undefined): string[] {
  if (!html) return [];
  const out: string[] = [];
  const parser = new Parser({
    onopentag(name, attrs) {
      if (name === 'a' && attrs.href) out.push(attrs.href);
      else if ((name === 'img' || name === 'iframe' || name === 'source') && attrs.src) out.push(attrs.src);
    },
  });
  parser.write(html);
  parser.end();
  return out;
}

export type LinkTarget = { type: 'internal'; path: string } | { type: 'document'; guid: string } | { type: 'external'; url: string; host: string } | { type: 'ignored' };

const GUID = /^\/doccenter\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/**
 * What a link points at: a path of this site (absolute links to one of `ownHosts` count as paths), a
 * document of the library, another site, or nothing to check (mailto:, tel:, #anchors).
 */
export function classifyLink(raw: string, ownHosts: string[]): LinkTarget {
  const url = raw.trim();
  if (!url || url.startsWith('#') || /^(mailto|tel|sms|javascript|data):/i.test(url)) return { type: 'ignored' };
  let path: string;
  if (/^https?:\/\//i.test(url) || url.startsWith('//')) {
    let u: URL;
    try {
      u = new URL(url.startsWith('//') ? `https:${url}` : url);
    } catch {
      return { type: 'internal', path: url };
    }
    if (!ownHosts.includes(u.hostname.toLowerCase())) return { type: 'external', url: u.href, host: u.hostname.toLowerCase() };
    path = u.pathname;
  } else if (url.startsWith('/')) {
    path = url.split(/[?#]/)[0];
  } else return { type: 'ignored' };
  const doc = GUID.exec(path);
  if (doc) return { type: 'document', guid: doc[1].toLowerCase() };
  return { type: 'internal', path: path || '/' };
}
