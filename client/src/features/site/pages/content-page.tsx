import { kindIdOfFamily } from '@contract/content-kinds';
import { withoutLocale } from '@contract/i18n/locale-paths';
import { useCallback, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

import { NotFoundPage } from '../../../components/site/message-page';
import { useLocalizedPath } from '../../../lib/i18n';
import { initialDataFor } from '../../../lib/ssr-context';
import { CustomPage } from '../components/custom-page';

import '../site-pages.css';

/** Campaign pages and /about: page records from the content engine, rendered by slug (spec 2.1); they carry no region. */
export function ContentPage() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const slug = withoutLocale(pathname)
    .replace(/^\/+|\/+$/g, '')
    .toLowerCase();
  const missing = useCallback(() => void navigate(localize('/not-found'), { replace: true }), [navigate, localize]);
  // The server found no such page for the first page view: its HTML shows the Page Not Found message.
  const serverNotFound = !!initialDataFor(pathname, 'not-found');
  useEffect(() => {
    if (serverNotFound) missing();
  }, [serverNotFound, missing]);
  if (serverNotFound) return <NotFoundPage />;
  return (
    <div className="content-page">
      <CustomPage key={slug} slug={slug} initial={initialDataFor(pathname, kindIdOfFamily('custom'))} onNotFound={missing} />
    </div>
  );
}
