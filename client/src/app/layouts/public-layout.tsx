import { Outlet, ScrollRestoration } from 'react-router-dom';
import { SiteFooter } from '../../components/site/site-footer';
import { SiteHeader } from '../../components/site/site-header';

/** Public layout: site header, the page, site footer. */
export function PublicLayout() {
  return (
    <>
      <a className="visually-hidden-focusable skip-link" href="#main">
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
      <ScrollRestoration />
    </>
  );
}
