/**
 * The address typed in the rich-text link dialog as it will be saved: trimmed, and `www.…` made
 * `https://www.…` (without a scheme the browser would read it as a path under the article's own address).
 */
export function linkHref(typed: string): string {
  const url = typed.trim();
  return /^www\./i.test(url) ? `https://${url}` : url;
}

/** The path of this site a link points at ('/agrotain'), or null for another site, a mail address or nothing. */
export function sitePath(href: string): string | null {
  return /^\/(?!\/)/.test(href) ? href : null;
}
