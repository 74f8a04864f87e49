import Nav from 'react-bootstrap/Nav';
import { NavLink } from 'react-router-dom';
import { ADMIN_SECTIONS } from './admin-sections';

/** The admin drawer: every section plus Logout, labelled 'Administrator'. */
export function AdminDrawer(props: { publicViewLink?: string | null }) {
  return (
    <nav className="admin-drawer bg-dark text-white p-3" aria-label="Administrator">
      <div className="fw-semibold text-uppercase small text-white-50 mb-2">Administrator</div>
      <Nav className="flex-column">
        <Nav.Link as={NavLink} to="/siteadmin" end className="text-white">
          Dashboard
        </Nav.Link>
        {ADMIN_SECTIONS.map((s) => (
          <Nav.Link key={s.key} as={NavLink} to={s.path} className="text-white">
            {s.title}
          </Nav.Link>
        ))}
        {props.publicViewLink ? (
          <Nav.Link href={props.publicViewLink} className="text-info">
            View on site
          </Nav.Link>
        ) : null}
        <Nav.Link as={NavLink} to="/account/logout" className="text-white mt-3">
          Logout
        </Nav.Link>
      </Nav>
    </nav>
  );
}
