import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { CustomPage } from '../../../components/content/custom-page';
import { siteApi } from '../api';
import { pageInitialData } from '../../../lib/ssr-context';
import '../site-pages.css';

/** The custom-page slug of a path: the first segment, or the second after a leading `can` (spec 2.1). */
export function customPageSlug(pathname: string): { slug: string; region?: 3 } | null {
  const parts = pathname.split('/').filter(Boolean).map((p) => p.toLowerCase());
  if (parts[0] === 'can') return parts[1] ? { slug: parts[1], region: 3 } : null;
  return parts[0] ? { slug: parts[0] } : null;
}

const serverSaidNotFound = (pathname: string) => {
  const d = pageInitialData() as { path?: string; notFound?: boolean } | null | undefined;
  return !!d?.notFound && d.path === pathname;
};

/** An absolute target on another site leaves the app; a site path navigates inside it. */
const isExternal = (target: string) => /^[a-z][a-z0-9+.-]*:\/\//i.test(target) && !target.startsWith(window.location.origin);

/**
 * Any other path (spec 2.1): a redirect for the path → its target; else a custom page by slug;
 * else /not-found.
 */
export function FallbackPage() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const [page, setPage] = useState<{ path: string; slug: string; region?: 3 } | null>(null);

  useEffect(() => {
    let live = true;
    setPage(null);
    // The server already looked this path up for the first page view and found nothing.
    if (serverSaidNotFound(pathname)) {
      navigate('/not-found', { replace: true });
      return;
    }
    siteApi.redirectFor(pathname + search).then((env) => {
      if (!live) return;
      const target = env.success ? env.data?.target : null;
      if (target) {
        if (isExternal(target)) window.location.replace(target);
        else navigate(target.startsWith(window.location.origin) ? target.slice(window.location.origin.length) || '/' : target, { replace: true });
        return;
      }
      const found = customPageSlug(pathname);
      if (!found) navigate('/not-found', { replace: true });
      else setPage({ path: pathname, ...found });
    });
    return () => {
      live = false;
    };
  }, [pathname, search, navigate]);

  const missing = useCallback(() => navigate('/not-found', { replace: true }), [navigate]);
  if (!page || page.path !== pathname) {
    return (
      <div className="container py-5" aria-busy="true">
        <span className="visually-hidden">Loading…</span>
      </div>
    );
  }
  return <CustomPage key={page.slug} slug={page.slug} region={page.region} onNotFound={missing} />;
}
