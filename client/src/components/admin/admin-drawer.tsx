import Nav from 'react-bootstrap/Nav';
import { Link, NavLink } from 'react-router-dom';

import { visibleSections } from './admin-sections';
import { useCrossLink } from './cross-link';

/**
 * The admin drawer (spec 2.8): every section plus Logout, labelled 'Administrator', and the cross link:
 * to the public view on an admin edit page, to this page's admin edit page on a public page (`adminEditLink`).
 */
export function AdminDrawer(props: { publicViewLink?: string | null; adminEditLink?: string | null; email?: string | null; roles?: string[] | null; onNavigate?(): void }) {
  const fromPage = useCrossLink('publicView');
  const publicViewLink = props.publicViewLink ?? fromPage;
  return (
    <nav className="admin-drawer text-white p-3" aria-label="Administrator">
      <div className="admin-drawer__title fw-semibold text-uppercase small mb-1">Administrator</div>
      {props.email ? <div className="admin-drawer__email small text-truncate mb-3">{props.email}</div> : null}
      <Nav className="flex-column" onSelect={() => props.onNavigate?.()}>
        <Nav.Link as={NavLink} to="/siteadmin" end className="text-white" onClick={props.onNavigate}>
          Dashboard
        </Nav.Link>
        {visibleSections(props.roles).map((s) => (
          <Nav.Link key={s.key} as={NavLink} to={s.path} className="text-white" onClick={props.onNavigate}>
            {s.title}
          </Nav.Link>
        ))}
        <hr className="admin-drawer__rule my-2" />
        {props.adminEditLink ? (
          <Nav.Link as={Link} to={props.adminEditLink} className="admin-drawer__cross" onClick={props.onNavigate}>
            Edit in admin
          </Nav.Link>
        ) : null}
        {publicViewLink ? (
          <Nav.Link href={publicViewLink} className="admin-drawer__cross">
            View on site
          </Nav.Link>
        ) : (
          <Nav.Link as={NavLink} to="/" className="admin-drawer__muted" onClick={props.onNavigate}>
            Public site
          </Nav.Link>
        )}
        <Nav.Link as={NavLink} to="/account/logout" className="text-white">
          Logout
        </Nav.Link>
      </Nav>
    </nav>
  );
}
