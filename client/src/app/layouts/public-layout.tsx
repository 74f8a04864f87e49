import { lazy, Suspense } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router-dom';
import { SiteHeader } from '../../components/site/site-header';
import { RegionSync } from '../../features/region/region-sync';
import { useAppSelector } from '../hooks';
import { useHydrated } from '../../lib/ssr-context';

// Below the fold or on one page only: kept out of the entry bundle.
const SiteFooter = lazy(async () => ({ default: (await import(/* webpackChunkName: "site-footer" */ '../../components/site/site-footer')).SiteFooter }));
const AdminEditLinkButton = lazy(async () => ({ default: (await import(/* webpackChunkName: "admin-link" */ '../../components/admin/admin-edit-link-button')).AdminEditLinkButton }));
const ProtivateBanner = lazy(async () => ({ default: (await import(/* webpackChunkName: "site-banner" */ '../../components/site/protivate-banner')).ProtivateBanner }));

/** Public layout: site header, the page, site footer; keeps the region in step with the route. */
export function PublicLayout() {
  const { pathname } = useLocation();
  // Signed-in staff tools are browser-only: never part of the server's HTML.
  const authenticated = useAppSelector((s) => s.auth.isAuthenticated);
  const hydrated = useHydrated();
  const signedIn = authenticated && hydrated;
  return (
    <>
      <a className="visually-hidden-focusable skip-link" href="#main">
        Skip to content
      </a>
      <RegionSync />
      <SiteHeader />
      {pathname.toLowerCase().replace(/\/+$/, '') === '/protivate-ca' && (
        <Suspense fallback={null}>
          <ProtivateBanner />
        </Suspense>
      )}
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <Suspense fallback={null}>
        <SiteFooter />
      </Suspense>
      {signedIn && (
        <Suspense fallback={null}>
          <AdminEditLinkButton />
        </Suspense>
      )}
      <ScrollRestoration />
    </>
  );
}
