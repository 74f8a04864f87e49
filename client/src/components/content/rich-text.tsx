import { useMemo } from 'react';
import { runtimeConfig } from '../../lib/runtime-config';

/** Hosts that count as "the product's own host": the current one and the configured US/Canada hosts. */
function ownHosts(): Set<string> {
  const hosts = new Set<string>();
  if (typeof window !== 'undefined') hosts.add(window.location.host);
  for (const u of [runtimeConfig.publicUrlUs, runtimeConfig.publicUrlCa]) {
    try {
      if (u) hosts.add(new URL(u).host);
    } catch {
      /* ignore a malformed setting */
    }
  }
  return hosts;
}

/**
 * Rich text (already sanitized on the server) with links to other hosts opened in a new tab
 * with rel="noopener noreferrer" (spec 2.6).
 */
export function externalizeLinks(html: string): string {
  if (typeof DOMParser === 'undefined' || !html) return html;
  const doc = new DOMParser().parseFromString(`<div>${html}</div>`, 'text/html');
  const own = ownHosts();
  doc.querySelectorAll('a[href]').forEach((a) => {
    const href = a.getAttribute('href') ?? '';
    let url: URL;
    try {
      url = new URL(href, window.location.href);
    } catch {
      return;
    }
    if ((url.protocol === 'http:' || url.protocol === 'https:') && !own.has(url.host)) {
      a.setAttribute('target', '_blank');
      a.setAttribute('rel', 'noopener noreferrer');
    } else if (a.getAttribute('target') === '_blank') a.setAttribute('rel', 'noopener noreferrer');
  });
  return doc.body.firstElementChild?.innerHTML ?? html;
}

export function RichText(props: { html: string; className?: string }) {
  const html = useMemo(() => externalizeLinks(props.html), [props.html]);
  return <div className={`rich-text ${props.className ?? ''}`} dangerouslySetInnerHTML={{ __html: html }} />;
}
