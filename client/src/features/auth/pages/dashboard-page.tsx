import Card from 'react-bootstrap/Card';
import { Link } from 'react-router-dom';
import { useEffect } from 'react';
import { visibleSections } from '../../../components/admin/admin-sections';
import { useAppSelector } from '../../../app/hooks';
import { pageTitle } from '../../../lib/runtime-config';

/** /siteadmin: one tile per section. */
export function DashboardPage() {
  const roles = useAppSelector((s) => s.auth.roles);
  useEffect(() => {
    document.title = pageTitle('Site Administration');
  }, []);
  return (
    <>
      <h1 className="h3 mb-4">Site Administration</h1>
      <div className="row g-3">
        {visibleSections(roles).map((s) => (
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
