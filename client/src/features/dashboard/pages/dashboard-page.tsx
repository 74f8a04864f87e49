import { dashboardQuickActions } from '@contract/audit';
import { useEffect } from 'react';
import Card from 'react-bootstrap/Card';
import { Link } from 'react-router-dom';

import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { rootReducer } from '../../../app/root-reducer';
import { injectSaga } from '../../../app/store';
import { visibleSections } from '../../../components/admin/admin-sections';
import { pageTitle } from '../../../lib/runtime-config';
import { CaseQueuePanels } from '../components/case-queue-panels';
import { DashboardSummaryPanels } from '../components/dashboard-summary';
import { TranslationsCard } from '../components/translations-card';
import { dashboardSaga } from '../saga';
import { selectDashboard } from '../selectors';
import { dashboardActions as A, dashboardSlice } from '../slice';

dashboardSlice.injectInto(rootReducer);
injectSaga('dashboard', dashboardSaga);

/** /siteadmin: quick actions, what needs doing, then one tile per section. */
export function DashboardPage() {
  const dispatch = useAppDispatch();
  const roles = useAppSelector((s) => s.auth.roles);
  const d = useAppSelector(selectDashboard);
  useEffect(() => {
    document.title = pageTitle('Site Administration');
    dispatch(A.opened());
  }, [dispatch]);
  return (
    <>
      <h1 className="h3 mb-3">Site Administration</h1>
      <nav aria-label="Quick actions" className="d-flex flex-wrap gap-2 mb-4">
        {dashboardQuickActions().map((a) => (
          <Link key={a.path} to={a.path} className="btn btn-outline-primary btn-sm">
            {a.label}
          </Link>
        ))}
      </nav>
      <CaseQueuePanels queue={d.queue} />
      <DashboardSummaryPanels summary={d.summary} status={d.status} error={d.error} links={d.links} linksStatus={d.linksStatus} />
      <TranslationsCard />
      <section aria-labelledby="dash-sections">
        <h2 id="dash-sections" className="visually-hidden">
          Sections
        </h2>
        <div className="row g-3">
          {visibleSections(roles).map((s) => (
            <div className="col-6 col-md-4 col-xl-3" key={s.key}>
              <Card as={Link} to={s.path} className="h-100 text-decoration-none shadow-sm admin-tile">
                <Card.Body className="d-flex align-items-center justify-content-center text-center fw-semibold py-4">{s.title}</Card.Body>
              </Card>
            </div>
          ))}
        </div>
      </section>
    </>
  );
}
