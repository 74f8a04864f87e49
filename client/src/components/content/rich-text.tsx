import { useMemo } from 'react';

import { runtimeConfig } from '../../lib/runtime-config';
import { currentHost } from '../../lib/ssr-context';

/** Hosts that count as "the product's own host": the page's own and the configured US/Canada hosts. */
function ownHosts(host: string): Set<string> {
  const hosts = new Set<string>([host.toLowerCase()]);
  for (const u of [runtimeConfig.publicUrlUs, runtimeConfig.publicUrlCa]) {
    try {
      if (u) hosts.add(new URL(u).host);
    } catch {
      /* ignore a malformed setting */
    }
  }
  return hosts;
}

const ATTR = (name: string) => new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+))`, 'i');
const TARGET_OR_REL = /\s(?:target|rel)\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]+)/gi;
const attr = (attrs: string, name: string): string | null => {
  const m = ATTR(name).exec(attrs);
  return m ? (m[1] ?? m[2] ?? m[3] ?? '').replace(/&amp;/g, '&') : null;
};

/**
 * Rich text (already sanitized on the server) with links to other hosts opened in a new tab
 * with rel="noopener noreferrer" (spec 2.6). A plain string rewrite of the `<a>` tags, the same on the
 * server and in the browser, so that a server-rendered page hydrates with identical markup.
 */
export function externalizeLinks(html: string, host: string = currentHost()): string {
  if (!html) return html;
  const own = ownHosts(host);
  return html.replace(/<a\b([^>]*)>/gi, (tag, attrs: string) => {
    const href = attr(attrs, 'href');
    if (href === null) return tag;
    let url: URL;
    try {
      url = new URL(href, `http://${host}/`);
    } catch {
      return tag;
    }
    const external = (url.protocol === 'http:' || url.protocol === 'https:') && !own.has(url.host.toLowerCase());
    if (!external && attr(attrs, 'target') !== '_blank') return tag;
    return `<a${attrs.replace(TARGET_OR_REL, '')} target="_blank" rel="noopener noreferrer">`;
  });
}

export function RichText(props: { html: string; className?: string }) {
  const html = useMemo(() => externalizeLinks(props.html), [props.html]);
  return <div className={`rich-text ${props.className ?? ''}`} dangerouslySetInnerHTML={{ __html: html }} />;
}
