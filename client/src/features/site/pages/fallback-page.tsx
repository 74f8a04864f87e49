import type { ContentItem, ContentSummary } from '@contract/content';
import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

import { CustomPage, loadCustomPageApi } from '../../../components/content/custom-page';
import { LoadErrorPage, NotFoundPage } from '../../../components/site/message-page';
import { initialDataFor } from '../../../lib/ssr-context';
import { loadSiteApi } from '../load-site-api';

import '../site-pages.css';

/** The custom-page slug of a path: the first segment, or the second after a leading `can` (spec 2.1). */
export function customPageSlug(pathname: string): { slug: string; region?: 3 } | null {
  const parts = pathname
    .split('/')
    .filter(Boolean)
    .map((p) => p.toLowerCase());
  if (parts[0] === 'can') return parts[1] ? { slug: parts[1], region: 3 } : null;
  return parts[0] ? { slug: parts[0] } : null;
}

/** An absolute target on another site leaves the app; a site path navigates inside it. */
const isExternal = (target: string) => /^[a-z][a-z0-9+.-]*:\/\//i.test(target) && !target.startsWith(window.location.origin);

interface FoundPage {
  path: string;
  slug: string;
  region?: 3;
  /** The page the server rendered the first page view with. */
  initial?: { item: ContentItem; latest: ContentSummary[] };
}

/** The page the server found for this path on the first page view (it already answered any redirect). */
function serverPage(pathname: string): FoundPage | null {
  const data = initialDataFor(pathname, 'pages');
  const found = data && customPageSlug(pathname);
  return found ? { path: pathname, ...found, initial: { item: data.item, latest: data.latest } } : null;
}

/**
 * Any other path (spec 2.1): a redirect for the path → its target; else a custom page by slug;
 * else /not-found. On the first page view the server has looked the path up already: its page (or its
 * Page Not Found) is rendered at once, as the server rendered it.
 */
export function FallbackPage() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const [page, setPage] = useState<FoundPage | null>(() => serverPage(pathname));
  // The path whose lookup failed to load (a 5xx or no answer): an error, not Page Not Found (spec 8).
  const [failed, setFailed] = useState<string | null>(null);
  const serverNotFound = !!initialDataFor(pathname, 'not-found');

  useEffect(() => {
    if (serverNotFound) {
      navigate('/not-found', { replace: true });
      return;
    }
    if (serverPage(pathname)) return;
    let live = true;
    setPage(null);
    setFailed(null);
    const loadFailed = (why: string) => {
      // Page lookup load errors are only logged (spec 8).
      console.warn(`page lookup for ${pathname} failed: ${why}`);
      if (live) setFailed(pathname);
    };
    // The API client's code loads with the first lookup: a first page view the server answered needs none.
    Promise.all([loadSiteApi(), loadCustomPageApi()])
      .then(async ([siteApi, { isLoadFailure, responseStatus }]) => ({ env: await siteApi.redirectFor(pathname + search), isLoadFailure, responseStatus }))
      .then(
        ({ env, isLoadFailure, responseStatus }) => {
          if (!live) return;
          if (!env.success && isLoadFailure(env)) {
            loadFailed(`${responseStatus(env) || 'no answer'} ${env.message}`);
            return;
          }
          const target = env.success ? env.data?.target : null;
          if (target) {
            if (isExternal(target)) window.location.replace(target);
            else navigate(target.startsWith(window.location.origin) ? target.slice(window.location.origin.length) || '/' : target, { replace: true });
            return;
          }
          const found = customPageSlug(pathname);
          if (!found) navigate('/not-found', { replace: true });
          else setPage({ path: pathname, ...found });
        },
        (e: unknown) => loadFailed(String(e)),
      );
    return () => {
      live = false;
    };
    // serverNotFound follows the pathname.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname, search, navigate]);

  const missing = useCallback(() => navigate('/not-found', { replace: true }), [navigate]);
  if (serverNotFound) return <NotFoundPage />;
  if (failed === pathname) return <LoadErrorPage />;
  if (!page || page.path !== pathname) {
    return (
      <div className="container py-5" aria-busy="true">
        <span className="visually-hidden">Loading…</span>
      </div>
    );
  }
  return <CustomPage key={page.slug} slug={page.slug} region={page.region} initial={page.initial} onNotFound={missing} />;
}
