import { casePagePath, type DashboardCaseQueue } from '@contract/cases';
import { PRIVACY_PAGE_PATH } from '@contract/privacy';
import Badge from 'react-bootstrap/Badge';
import Card from 'react-bootstrap/Card';
import { Link } from 'react-router-dom';

import { SiteTime } from '../../../components/admin/site-time';

/** Overdue cases of the forms inbox and, for Administrators, the privacy requests still open (each until it is closed). */
export function CaseQueuePanels(props: { queue: DashboardCaseQueue | null }) {
  const q = props.queue;
  if (!q) return null;
  const { overdue } = q;
  return (
    <div className="row g-3 mb-3 dashboard-queue">
      <section className="col-md-6" aria-labelledby="dash-overdue">
        <Card className={`h-100 shadow-sm${overdue.count ? ' border-danger' : ''}`}>
          <Card.Body>
            <div className="d-flex align-items-baseline gap-2 mb-2">
              <h2 id="dash-overdue" className="h6 mb-0 me-auto">
                Overdue contact and rep requests
              </h2>
              <Link to="/siteadmin/forms">Forms</Link>
            </div>
            <p className="mb-1">
              <span className={`fs-4 fw-semibold${overdue.count ? ' text-danger' : ''}`}>{overdue.count}</span>{' '}
              <span className="small text-muted">past their first-response time ({overdue.mine} of them yours)</span>
            </p>
            {overdue.latest.length ? (
              <ul className="list-unstyled small mb-0">
                {overdue.latest.map((c) => (
                  <li key={c.id}>
                    <Link to={casePagePath(c.id)}>{c.name}</Link>{' '}
                    <span className="text-muted">
                      ({c.typeName}, due <SiteTime iso={c.dueAt} />
                      {c.ownerEmail ? `, ${c.ownerEmail}` : ''})
                    </span>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-muted small mb-0">Nothing is overdue.</p>
            )}
          </Card.Body>
        </Card>
      </section>
      {q.privacyRequests ? (
        <section className="col-md-6" aria-labelledby="dash-privacy">
          <Card className="h-100 shadow-sm">
            <Card.Body>
              <div className="d-flex align-items-baseline gap-2 mb-2">
                <h2 id="dash-privacy" className="h6 mb-0 me-auto">
                  Open privacy requests
                </h2>
                <Link to={PRIVACY_PAGE_PATH}>Privacy requests</Link>
              </div>
              {q.privacyRequests.length ? (
                <ul className="list-unstyled small mb-0">
                  {q.privacyRequests.map((p) => (
                    <li key={p.id} className="mb-1">
                      <Link to={`${PRIVACY_PAGE_PATH}?id=${p.id}`}>
                        #{p.id} {p.type === 'access' ? 'Access' : 'Erasure'} ({p.law})
                      </Link>{' '}
                      <span className="text-muted">{p.emailMasked}</span>{' '}
                      <span className={p.overdue ? 'text-danger fw-semibold' : 'text-muted'}>
                        due <SiteTime iso={p.dueAt} format="date" />
                      </span>
                      {p.overdue ? (
                        <Badge bg="danger" className="ms-1">
                          Overdue
                        </Badge>
                      ) : null}
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="text-muted small mb-0">No privacy request is open.</p>
              )}
            </Card.Body>
          </Card>
        </section>
      ) : null}
    </div>
  );
}
