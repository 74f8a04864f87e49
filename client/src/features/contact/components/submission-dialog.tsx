import { CASE_STATUS_LABELS } from '@contract/cases';
import type { FormSubmissionItem } from '@contract/forms';
import Modal from 'react-bootstrap/Modal';

import { formatShortDateTime as formatCreated } from '../../../components/admin/admin-dates';
import { keepTabInside } from '../../../components/admin/focus-trap';

const NOTIFICATION_LABEL: Record<FormSubmissionItem['notification'], string> = {
  sent: 'Sent',
  pending: 'Queued (retrying until sent)',
  failed: 'Failed after every retry',
  none: 'Not sent (spam, or no recipient configured)',
};

/** The submission's data text, pretty-printed (or as stored when it is not JSON). */
export function prettyData(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

/** "View": a submission's fields, staff e-mail state and data. */
export function SubmissionDialog({ viewing, onHide }: { viewing: FormSubmissionItem | null; onHide: () => void }) {
  return (
    <Modal show={!!viewing} onHide={onHide} size="lg" centered aria-labelledby="view-form-title" onKeyDown={keepTabInside}>
      <Modal.Header closeButton>
        <Modal.Title id="view-form-title" as="h2" className="h5">
          {viewing ? `${viewing.typeName} request from ${viewing.name}` : ''}
        </Modal.Title>
      </Modal.Header>
      {viewing ? (
        <Modal.Body>
          <dl className="admin-forms__detail">
            <dt>Submission</dt>
            <dd>#{viewing.id}</dd>
            <dt>Received</dt>
            <dd>{formatCreated(viewing.created)}</dd>
            <dt>Email</dt>
            <dd>
              <a href={`mailto:${viewing.email}`}>{viewing.email}</a>
            </dd>
            <dt>Phone</dt>
            <dd>{viewing.phone ? <a href={`tel:${viewing.phone.replace(/[^\d+]/g, '')}`}>{viewing.phone}</a> : '—'}</dd>
            <dt>Type</dt>
            <dd>{viewing.typeName}</dd>
            <dt>Staff e-mail</dt>
            <dd>{NOTIFICATION_LABEL[viewing.notification]}</dd>
            <dt>Case status</dt>
            <dd>{CASE_STATUS_LABELS[viewing.status]}</dd>
            <dt>Inbox</dt>
            <dd>{[viewing.archived ? 'Archived' : 'In the inbox', viewing.spam ? `Spam (${viewing.spamReason ?? 'flagged'})` : null].filter(Boolean).join(', ')}</dd>
          </dl>
          <h3 className="h6 mt-3">Data</h3>
          <pre className="admin-forms__data" aria-label="Submission data">
            {prettyData(viewing.data)}
          </pre>
        </Modal.Body>
      ) : null}
    </Modal>
  );
}
