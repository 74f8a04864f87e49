import { CASE_STATUS_LABELS, casePagePath, CaseStatus } from '@contract/cases';
import type { FormSubmissionItem } from '@contract/forms';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import { Link } from 'react-router-dom';

import { formatZonedDateTime } from '../../../components/admin/admin-dates';
import { SiteTime } from '../../../components/admin/site-time';

const STATUS_VARIANT: Record<CaseStatus, string> = { new: 'primary', open: 'info', waiting: 'warning', closed: 'secondary' };

/** The postal code inside the data text (stored as zipcode; older data may say Zipcode). */
export function zipOf(text: string): string {
  try {
    const d = JSON.parse(text) as Record<string, unknown>;
    const z = d.zipcode ?? d.Zipcode;
    return typeof z === 'string' || typeof z === 'number' ? String(z) : '';
  } catch {
    return '';
  }
}

interface FormsRowProps {
  f: FormSubmissionItem;
  archiving: boolean;
  onView: (f: FormSubmissionItem) => void;
  onArchive: (f: FormSubmissionItem) => void;
}

/** One submission in the forms list: name with owner and flags, email and phone, created and due, type and case status, region and postal code. */
export function FormsRow({ f, archiving, onView, onArchive }: FormsRowProps) {
  return (
    <tr key={f.id} className={[f.overdue ? 'admin-forms__row--overdue' : '', f.unread ? 'admin-forms__row--unread' : ''].filter(Boolean).join(' ') || undefined}>
      <td data-label="Name" className="admin-forms__cell-name">
        <span className="admin-forms__truncate" title={f.name}>
          {f.unread ? <span className="admin-forms__unread" role="img" aria-label="Unread" /> : null}
          <Link to={casePagePath(f.id)} className="admin-forms__name">
            {f.name}
          </Link>
        </span>
        <span className="admin-forms__owner admin-forms__truncate small text-muted" title={f.ownerEmail ?? undefined}>
          {f.ownerEmail ? `Owner: ${f.ownerEmail}` : 'No owner'}
        </span>
        {f.spam || f.archived ? (
          <span className="admin-forms__flags">
            {f.spam ? (
              <Badge bg="warning" text="dark" title={f.spamReason ?? undefined}>
                Spam
              </Badge>
            ) : null}
            {f.archived ? <Badge bg="secondary">Archived</Badge> : null}
          </span>
        ) : null}
      </td>
      <td data-label="Email">
        <span className="admin-forms__truncate" title={f.email}>
          {f.email.split('@')[0]}
          <wbr />@{f.email.split('@').slice(1).join('@')}
        </span>
        {f.phone ? (
          <span className="admin-forms__truncate small text-muted" title={f.phone}>
            {f.phone}
          </span>
        ) : null}
      </td>
      <td data-label="Created">
        <SiteTime iso={f.created} format="date" className="text-nowrap" />
        <SiteTime iso={f.created} format="time" className="admin-forms__sub small text-muted text-nowrap" />
        {f.overdue ? (
          <Badge bg="danger" className="admin-forms__due" title={f.dueAt ? `Due ${formatZonedDateTime(f.dueAt)}` : undefined}>
            Overdue
          </Badge>
        ) : f.dueAt && f.status !== 'closed' ? (
          <span className="admin-forms__sub small text-muted text-nowrap">
            Due <SiteTime iso={f.dueAt} format="date" />
          </span>
        ) : null}
      </td>
      <td data-label="Type">
        <Badge bg={f.type === 1 ? 'success' : 'light'} text={f.type === 1 ? undefined : 'dark'} className="admin-forms__type">
          {f.typeName}
        </Badge>
        <Badge bg={STATUS_VARIANT[f.status]} text={f.status === 'waiting' ? 'dark' : undefined} className="admin-forms__case-status">
          {CASE_STATUS_LABELS[f.status]}
        </Badge>
      </td>
      <td data-label="Region">
        <span className="admin-forms__truncate" title={f.region || undefined}>
          {f.region || '—'}
        </span>
        {zipOf(f.data) ? <span className="admin-forms__sub small text-muted text-nowrap">{zipOf(f.data)}</span> : null}
      </td>
      <td className="admin-forms__actions">
        <Button size="sm" variant="outline-secondary" onClick={() => onView(f)} aria-label={`View ${f.name}`}>
          View
        </Button>
        {!f.archived ? (
          <Button size="sm" variant="outline-danger" onClick={() => onArchive(f)} aria-label={`Archive ${f.name}`} disabled={archiving}>
            Archive
          </Button>
        ) : null}
      </td>
    </tr>
  );
}
