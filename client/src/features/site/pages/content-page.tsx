import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { CustomPage } from '../../../components/content/custom-page';
import '../site-pages.css';

/** Campaign pages and /about: page records from the content engine, rendered by slug (spec 2.1); they carry no region. */
export function ContentPage() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const slug = pathname.replace(/^\/+|\/+$/g, '').toLowerCase();
  const missing = useCallback(() => navigate('/not-found', { replace: true }), [navigate]);
  return (
    <div className="content-page">
      <CustomPage key={slug} slug={slug} onNotFound={missing} />
    </div>
  );
}
