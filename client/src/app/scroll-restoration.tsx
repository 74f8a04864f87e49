import { useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

// Where each history entry of this page view was scrolled to when the visitor left it.
const positions = new Map<string, number>();
// The entry the visit started on (kept across remounts, e.g. StrictMode's).
let firstKey: string | null = null;

/**
 * What React Router's ScrollRestoration did for the public pages, in the declarative router: a new page
 * (a link, a redirect) starts at the top, or at its #fragment; Back/Forward returns to where that page
 * was scrolled. The first page of a visit keeps the browser's own position (main.tsx keeps it through hydration).
 */
export function ScrollRestoration() {
  const { key, hash } = useLocation();
  const navigationType = useNavigationType();
  useLayoutEffect(() => {
    firstKey ??= key;
    if (navigationType === 'POP' && positions.has(key)) window.scrollTo(0, positions.get(key) ?? 0);
    else if (key !== firstKey) {
      const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
      if (target) target.scrollIntoView();
      else window.scrollTo(0, 0);
    }
    return () => {
      positions.set(key, window.scrollY);
    };
  }, [key, hash, navigationType]);
  return null;
}
