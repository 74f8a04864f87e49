import type { ContentItem, ContentSummary } from '@contract/content';
import { kindIdOfFamily } from '@contract/content-kinds';
import { localeOfPath, withoutLocale } from '@contract/i18n/locale-paths';
import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { rootReducer } from '../../../app/root-reducer';
import { injectSagaWhenNeeded } from '../../../app/store';
import { LoadErrorPage, NotFoundPage } from '../../../components/site/message-page';
import { useT } from '../../../lib/i18n';
import { initialDataFor } from '../../../lib/ssr-context';
import { CustomPage } from '../components/custom-page';
import { pageLookupActions as A, pageLookupSlice, selectPageLookup } from '../page-lookup-slice';

import '../site-pages.css';

pageLookupSlice.injectInto(rootReducer);
injectSagaWhenNeeded('customPages', async () => (await import(/* webpackChunkName: "custom-page-saga" */ '../custom-page-saga')).customPagesSaga, [A.lookupRequested], A.codeFailed);

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
  const data = initialDataFor(pathname, kindIdOfFamily('custom'));
  const found = data && customPageSlug(withoutLocale(pathname));
  return found ? { path: pathname, ...found, initial: { item: data.item, latest: data.latest } } : null;
}

/**
 * Any other path (spec 2.1): a redirect for the path → its target; else a custom page by slug;
 * else /not-found. On the first page view the server has looked the path up already: its page (or its
 * Page Not Found) is rendered at once, as the server rendered it.
 */
export function FallbackPage() {
  const { pathname } = useLocation();
  return localeOfPath(pathname) === 'fr' ? <FrenchFallbackPage /> : <EnglishFallbackPage />;
}

/**
 * Under /fr only the Canada region's pages have twins: a Canada custom page in French at its own slug
 * (/fr/can/{slug}); anything else, or a slug without a published French page, is not found, in French.
 */
function FrenchFallbackPage() {
  const { pathname } = useLocation();
  const found = customPageSlug(withoutLocale(pathname));
  const [missingAt, setMissingAt] = useState<string | null>(null);
  const missing = useCallback(() => setMissingAt(pathname), [pathname]);
  if (found?.region !== 3 || initialDataFor(pathname, 'not-found') || missingAt === pathname) return <NotFoundPage />;
  return <CustomPage key={found.slug} slug={found.slug} region={3} initial={serverPage(pathname)?.initial} onNotFound={missing} />;
}

function EnglishFallbackPage() {
  const { pathname, search } = useLocation();
  const t = useT();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const answered = useAppSelector((s) => selectPageLookup(s, pathname));
  const serverNotFound = !!initialDataFor(pathname, 'not-found');
  const served = serverPage(pathname);

  useEffect(() => {
    if (serverNotFound) {
      navigate('/not-found', { replace: true });
      return;
    }
    if (serverPage(pathname)) return;
    dispatch(A.lookupRequested({ path: pathname, search }));
    // serverNotFound follows the pathname.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname, search, navigate, dispatch]);

  useEffect(() => () => void dispatch(A.lookupLeft()), [dispatch]);

  // The lookup's answer: its redirect, else the custom page by slug, else Page Not Found.
  const target = answered?.status === 'succeeded' ? answered.target : null;
  const noPage = answered?.status === 'succeeded' && !target && !customPageSlug(pathname);
  useEffect(() => {
    if (target) {
      if (isExternal(target)) window.location.replace(target);
      else navigate(target.startsWith(window.location.origin) ? target.slice(window.location.origin.length) || '/' : target, { replace: true });
    } else if (noPage) navigate('/not-found', { replace: true });
  }, [target, noPage, navigate]);

  const found = customPageSlug(pathname);
  const page: FoundPage | null = served ?? (answered?.status === 'succeeded' && !target && found ? { path: pathname, ...found } : null);
  const missing = useCallback(() => navigate('/not-found', { replace: true }), [navigate]);
  if (serverNotFound) return <NotFoundPage />;
  if (answered?.status === 'failed') return <LoadErrorPage />;
  if (!page || page.path !== pathname) {
    return (
      <div className="container py-5" aria-busy="true">
        <span className="visually-hidden">{t('message.loading')}</span>
      </div>
    );
  }
  return <CustomPage key={page.slug} slug={page.slug} region={page.region} initial={page.initial} onNotFound={missing} />;
}
