import { Link } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { useCrossLink } from './cross-link';

/** On a public page, for a signed-in user: a link to this page's admin edit screen (when the page set one). */
export function AdminEditLinkButton() {
  const isAuthenticated = useAppSelector((s) => s.auth.isAuthenticated);
  const url = useCrossLink('adminEdit');
  if (!isAuthenticated || !url) return null;
  return (
    <Link to={url} className="btn btn-sm btn-warning shadow position-fixed bottom-0 end-0 m-3" style={{ zIndex: 1040 }}>
      Edit in admin
    </Link>
  );
}
