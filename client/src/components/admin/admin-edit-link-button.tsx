import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { CONTENT_EXTRA_ROUTES, type ContentLink } from '@contract/content';
import { useAppSelector } from '../../app/hooks';
import { api } from '../../lib/api-client';
import { useCrossLink } from './cross-link';

/**
 * On a public page, for a signed-in user (spec 2.8): a small 'Administrator' panel with a link to
 * this page's admin edit screen — the one the page declared, else the content item found for the
 * path — and to the dashboard. Anonymous visitors get nothing and no request.
 */
export function AdminEditLinkButton() {
  const isAuthenticated = useAppSelector((s) => s.auth.isAuthenticated);
  const declared = useCrossLink('adminEdit');
  const { pathname } = useLocation();
  const [found, setFound] = useState<{ path: string; url: string | null } | null>(null);

  useEffect(() => {
    if (!isAuthenticated || declared) return;
    let live = true;
    void api.get<ContentLink | null>(CONTENT_EXTRA_ROUTES.adminLookup(pathname), { noAuthRouting: true }).then((env) => {
      if (live) setFound({ path: pathname, url: env.success && env.data ? env.data.adminPath : null });
    });
    return () => {
      live = false;
    };
  }, [isAuthenticated, declared, pathname]);

  if (!isAuthenticated) return null;
  const url = declared ?? (found?.path === pathname ? found.url : null);
  return (
    <nav aria-label="Administrator" className="admin-cross-link card shadow position-fixed bottom-0 end-0 m-3 p-2 small" style={{ zIndex: 1040 }}>
      <div className="fw-semibold text-uppercase text-muted px-1">Administrator</div>
      <div className="d-flex gap-2 mt-1">
        {url ? (
          <Link to={url} className="btn btn-sm btn-warning">
            Edit in admin
          </Link>
        ) : null}
        <Link to="/siteadmin" className="btn btn-sm btn-outline-secondary">
          Site Administration
        </Link>
      </div>
    </nav>
  );
}
