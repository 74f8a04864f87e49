import { localeOfPath, withoutLocale } from '@contract/i18n/locale-paths';
import { FOOTER_HIDDEN, normalizeSitePath } from '@contract/site';
import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';

import { SiteHeader } from '../../components/site/site-header';
import { browserPrefersFrench, useT, withMessages } from '../../lib/i18n';
import { useHydrated } from '../../lib/ssr-context';
import { WhenNear } from '../../lib/when-near';
import { useAppSelector } from '../hooks';
import { RegionSync } from '../region-sync';
import { ScrollRestoration } from '../scroll-restoration';

// Below the fold or on one page only: kept out of the entry bundle (each with its French on French pages: withMessages).
const SiteFooter = lazy(async () => ({ default: (await withMessages(() => import(/* webpackChunkName: "site-footer" */ '../../components/site/site-footer'))).SiteFooter }));
const AdminEditLinkButton = lazy(async () => ({
  default: (await import(/* webpackChunkName: "admin-link" */ '../../features/auth/components/admin-edit-link-button')).AdminEditLinkButton,
}));
const FrenchOfferBar = lazy(async () => ({
  default: (await withMessages(() => import(/* webpackChunkName: "french-offer" */ '../../components/site/french-offer-bar'))).FrenchOfferBar,
}));
const ProtivateBanner = lazy(async () => ({
  default: (await withMessages(() => import(/* webpackChunkName: "site-banner" */ '../../components/site/protivate-banner'))).ProtivateBanner,
}));

/**
 * Signed-in staff tools are browser-only: never part of the server's HTML. A component of its own, so
 * that the render after hydration (useHydrated turning true) stays here: were the layout to render
 * again, the lazily loaded footer and banner, whose server HTML is still waiting for their code, would
 * receive an update before hydrating, and React would drop their server HTML and render them afresh
 * (the banner vanished and came back: a layout shift).
 */
/**
 * The offer of a French twin: browser-only, like the staff tools. Its code loads only on the Canada region's English
 * pages in a browser that prefers French (nothing loads, and nothing suspends, for anyone else).
 */
function FrenchOffer() {
  const hydrated = useHydrated();
  const region = useAppSelector((s) => s.region.currentRegion);
  const french = localeOfPath(useLocation().pathname) === 'fr';
  if (!hydrated || region !== 3 || french || !browserPrefersFrench()) return null;
  return (
    <Suspense fallback={null}>
      <FrenchOfferBar />
    </Suspense>
  );
}

function StaffTools() {
  const authenticated = useAppSelector((s) => s.auth.isAuthenticated);
  const hydrated = useHydrated();
  if (!authenticated || !hydrated) return null;
  return (
    <Suspense fallback={null}>
      <AdminEditLinkButton />
    </Suspense>
  );
}

/** Public layout: site header, the page, site footer; keeps the region in step with the route. */
export function PublicLayout() {
  const { pathname } = useLocation();
  const path = normalizeSitePath(withoutLocale(pathname));
  const t = useT();
  return (
    <>
      <a className="visually-hidden-focusable skip-link" href="#main">
        {t('layout.skipToContent')}
      </a>
      <RegionSync />
      <SiteHeader />
      <FrenchOffer />
      {path === '/protivate-ca' && (
        <Suspense fallback={null}>
          <ProtivateBanner />
        </Suspense>
      )}
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      {/* Where the footer is hidden (spec 2.2), its code is not loaded either. */}
      {!FOOTER_HIDDEN.includes(path) && (
        // The footer's code loads when its server HTML comes near the viewport (or at the first navigation): until
        // then its boundary keeps the server's HTML, whose links work as plain links.
        <Suspense fallback={null}>
          <WhenNear selector="footer.site-footer">
            <SiteFooter />
          </WhenNear>
        </Suspense>
      )}
      <StaffTools />
      <ScrollRestoration />
    </>
  );
}
