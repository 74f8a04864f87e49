import { AUDIT_PAGE_PATH, AuditEntryItem, BrokenLinksReport, DashboardContentRow, DashboardSummary, LINKS_PAGE_PATH, STALE_DRAFT_DAYS } from '@contract/audit';
import type { ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import Table from 'react-bootstrap/Table';
import { Link } from 'react-router-dom';

import { activityParts } from '../../../components/admin/audit-words';
import { SiteTime } from '../../../components/admin/site-time';
import type { LoadStatus } from '../slice';

function Panel(props: { id: string; title: string; action?: ReactNode; children: ReactNode; className?: string }) {
  return (
    <section className={props.className ?? 'col-md-6 col-xl-4'} aria-labelledby={props.id}>
      <Card className="h-100 shadow-sm">
        <Card.Body>
          <div className="d-flex align-items-baseline gap-2 mb-2">
            <h2 id={props.id} className="h6 mb-0 me-auto">
              {props.title}
            </h2>
            {props.action}
          </div>
          {props.children}
        </Card.Body>
      </Card>
    </section>
  );
}

function ContentList(props: { rows: DashboardContentRow[]; empty: string; dateLabel: string; format: 'date' | 'dateTime' }) {
  if (!props.rows.length) return <p className="text-muted small mb-0">{props.empty}</p>;
  return (
    <ul className="list-unstyled small mb-0">
      {props.rows.map((r) => (
        <li key={`${r.section}-${r.baseId}`} className="mb-1">
          <Link to={r.editPath}>{r.title}</Link> <span className="text-muted">({r.sectionTitle})</span>
          <div className="text-muted">
            {props.dateLabel} <SiteTime iso={r.at} format={props.format} />
          </div>
        </li>
      ))}
    </ul>
  );
}

function BrokenLinks(props: { report: BrokenLinksReport | null; status: LoadStatus }) {
  if (props.status === 'loading' || props.status === 'idle') return <p className="text-muted small mb-0">Loading…</p>;
  if (!props.report || !props.report.checkedAt) return <p className="text-muted small mb-0">No link check yet</p>;
  const n = props.report.items.length;
  return (
    <p className="small mb-0">
      <Link to={LINKS_PAGE_PATH}>
        {n} broken link{n === 1 ? '' : 's'} found
      </Link>
      <span className="text-muted d-block">
        Checked <SiteTime iso={props.report.checkedAt} />
      </span>
    </p>
  );
}

/** The last entries of the audit trail in words ("editor@example.com published 'Side-Dress Timing for Corn'"), each item linked. */
function RecentActivity(props: { items: AuditEntryItem[] }) {
  if (!props.items.length) return <p className="text-muted small mb-0">No activity yet.</p>;
  return (
    <ul className="list-unstyled small mb-0 dashboard-activity">
      {props.items.map((e) => {
        const p = activityParts(e);
        return (
          <li key={e.id} className="mb-1">
            {p.before}
            {p.item ? e.itemPath ? <Link to={e.itemPath}>{p.item}</Link> : p.item : null}
            {p.after}{' '}
            <span className="text-muted">
              · <SiteTime iso={e.at} />
            </span>
          </li>
        );
      })}
    </ul>
  );
}

/** Where a count links: the section's list, filtered by the status it counts. */
const filtered = (path: string, status: 'draft' | 'scheduled' | 'published') => `${path}?status=${status}`;
const CONTACT_REQUESTS_PATH = '/siteadmin/forms?type=0';

function CountLink(props: { count: number; to: string; label: string }) {
  if (!props.count) return <>0</>;
  return (
    <Link to={props.to} aria-label={props.label}>
      {props.count}
    </Link>
  );
}

/** What needs doing, above the tiles. */
export function DashboardSummaryPanels(props: {
  summary: DashboardSummary | null;
  status: LoadStatus;
  error: string | null;
  links: BrokenLinksReport | null;
  linksStatus: LoadStatus;
}) {
  const { summary: s } = props;
  if (props.status === 'failed') return <Alert variant="warning">{props.error ?? 'The summary could not be loaded.'}</Alert>;
  if (!s) return <p className="text-muted">Loading the summary…</p>;
  return (
    <div className="row g-3 mb-4 dashboard-summary">
      <Panel id="dash-counts" title="Content" className="col-md-6 col-xl-5">
        <Table size="sm" className="mb-0 small" responsive>
          <thead>
            <tr>
              <th scope="col">Section</th>
              <th scope="col" className="text-end">
                Published
              </th>
              <th scope="col" className="text-end">
                Draft
              </th>
              <th scope="col" className="text-end">
                Scheduled
              </th>
            </tr>
          </thead>
          <tbody>
            {s.counts.map((c) => (
              <tr key={c.section}>
                <th scope="row" className="fw-normal">
                  <Link to={c.path}>{c.title}</Link>
                </th>
                <td className="text-end">
                  <CountLink count={c.published} to={filtered(c.path, 'published')} label={`${c.published} published in ${c.title}`} />
                </td>
                <td className="text-end">
                  <CountLink count={c.draft} to={filtered(c.path, 'draft')} label={`${c.draft} drafts in ${c.title}`} />
                </td>
                <td className="text-end">
                  <CountLink count={c.scheduled} to={filtered(c.path, 'scheduled')} label={`${c.scheduled} scheduled in ${c.title}`} />
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </Panel>
      <Panel id="dash-contacts" title="New contact requests since your last visit" action={<Link to={CONTACT_REQUESTS_PATH}>Contact requests</Link>}>
        <p className="mb-1">
          <Link to={CONTACT_REQUESTS_PATH} className="fs-4 fw-semibold text-decoration-none" aria-label={`${s.contacts.count} new contact requests: open the forms list`}>
            {s.contacts.count}
          </Link>{' '}
          <span className="small text-muted">
            since <SiteTime iso={s.contacts.since} />
          </span>
        </p>
        {s.contacts.latest.length ? (
          <ul className="list-unstyled small mb-0">
            {s.contacts.latest.map((c) => (
              <li key={c.id}>
                <Link to={`/siteadmin/forms/case/${c.id}`}>{c.name}</Link>{' '}
                <span className="text-muted">
                  ({c.typeName}, <SiteTime iso={c.created} />)
                </span>
              </li>
            ))}
          </ul>
        ) : null}
      </Panel>
      <Panel id="dash-scheduled" title="Next scheduled publications">
        <ContentList rows={s.scheduled} empty="Nothing is scheduled." dateLabel="Publishes" format="dateTime" />
      </Panel>
      <Panel id="dash-stale" title={`Drafts not touched for ${STALE_DRAFT_DAYS} days`}>
        <ContentList rows={s.staleDrafts} empty="No forgotten drafts." dateLabel="Last changed" format="date" />
      </Panel>
      <Panel id="dash-links" title="Broken links">
        <BrokenLinks report={props.links} status={props.linksStatus} />
      </Panel>
      {s.recentAudit ? (
        <Panel id="dash-audit" title="Recent activity" className="col-12" action={<Link to={AUDIT_PAGE_PATH}>Audit log</Link>}>
          <RecentActivity items={s.recentAudit} />
        </Panel>
      ) : null}
    </div>
  );
}
