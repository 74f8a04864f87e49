import Card from 'react-bootstrap/Card';
import { Link } from 'react-router-dom';
import { ADMIN_SECTIONS } from '../../../components/admin/admin-sections';

/** /siteadmin: one tile per section. */
export function DashboardPage() {
  return (
    <>
      <h1 className="h3 mb-4">Site Administration</h1>
      <div className="row g-3">
        {ADMIN_SECTIONS.map((s) => (
          <div className="col-6 col-md-4 col-xl-3" key={s.key}>
            <Card as={Link} to={s.path} className="h-100 text-decoration-none shadow-sm admin-tile">
              <Card.Body className="d-flex align-items-center justify-content-center text-center fw-semibold py-4">{s.title}</Card.Body>
            </Card>
          </div>
        ))}
      </div>
    </>
  );
}
