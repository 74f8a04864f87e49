import { Outlet, ScrollRestoration, useLocation } from 'react-router-dom';
import { ProtivateBanner } from '../../components/site/protivate-banner';
import { SiteFooter } from '../../components/site/site-footer';
import { SiteHeader } from '../../components/site/site-header';
import { RegionSync } from '../../features/region/region-sync';

/** Public layout: site header, the page, site footer; keeps the region in step with the route. */
export function PublicLayout() {
  const { pathname } = useLocation();
  return (
    <>
      <a className="visually-hidden-focusable skip-link" href="#main">
        Skip to content
      </a>
      <RegionSync />
      <SiteHeader />
      {pathname.toLowerCase().replace(/\/+$/, '') === '/protivate-ca' && <ProtivateBanner />}
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
      <ScrollRestoration />
    </>
  );
}
