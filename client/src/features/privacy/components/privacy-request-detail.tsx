import { PRIVACY_FOUND_LABELS, PRIVACY_LAW_RULES, PRIVACY_TYPE_LABELS, PrivacyErasure, PrivacyFound, PrivacyRequestItem } from '@contract/privacy';
import { FormEvent, useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';

import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { ConfirmDialog } from '../../../components/admin/confirm-dialog';
import { keepTabInside } from '../../../components/admin/focus-trap';
import { SiteTime } from '../../../components/admin/site-time';
import { selectPrivacy } from '../selectors';
import { privacyActions as A } from '../slice';

const ERASURE_LABELS: Record<keyof PrivacyErasure, string> = {
  casesAnonymised: 'Contact and rep requests anonymised',
  casesRedacted: "Other people's requests with the address replaced",
  casesHeld: 'Requests kept under a legal hold',
  caseEventsCleared: 'Case notes cleared',
  notificationsDeleted: 'Staff notification e-mails deleted',
  subscriptionsDeleted: 'Change-notice subscriptions deleted',
  deliveriesDeleted: 'Change-notice deliveries deleted',
  loginAttemptsDeleted: 'Failed sign-ins deleted',
  auditEntriesRewritten: 'Audit entries now naming the hash',
  staffAccountsKept: 'Staff accounts kept (Users removes them)',
  directoryListingsKept: 'Rep and retailer listings kept (Reps & Retailers edits them)',
};

/** One privacy request: what was found, its clock, and the actions (download, erase, extend, close). */
export function PrivacyRequestDetail({ r }: { r: PrivacyRequestItem }) {
  const dispatch = useAppDispatch();
  const { actionStatus } = useAppSelector(selectPrivacy);
  const [confirmErase, setConfirmErase] = useState(false);
  const [extending, setExtending] = useState(false);
  const [notice, setNotice] = useState('');
  const busy = actionStatus === 'loading';
  const open = r.status === 'open';
  const act = (action: Parameters<typeof A.actionRequested>[0]['action']) => dispatch(A.actionRequested({ id: r.id, action }));
  const rule = PRIVACY_LAW_RULES[r.law];

  return (
    <section className="card card-body shadow-sm" aria-labelledby="privacy-detail-heading">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
        <h2 id="privacy-detail-heading" className="h5 mb-0 me-auto">
          Privacy request #{r.id}
        </h2>
        <Badge bg={open ? 'primary' : 'secondary'}>{open ? 'Open' : 'Closed'}</Badge>
        {r.overdue ? <Badge bg="danger">Overdue</Badge> : null}
      </div>
      <dl className="privacy-detail">
        <dt>Address</dt>
        <dd>{r.email ?? `${r.emailMasked} (erased; only its hash is kept)`}</dd>
        <dt>Request</dt>
        <dd>
          {PRIVACY_TYPE_LABELS[r.type]} under {rule.label}
        </dd>
        <dt>Opened</dt>
        <dd>
          <SiteTime iso={r.openedAt} /> by {r.openedBy}
        </dd>
        <dt>Legal due date</dt>
        <dd data-testid="privacy-due">
          <SiteTime iso={r.dueAt} format="date" />
          {r.extendedAt ? ' (extended)' : ''}
        </dd>
        {r.acknowledgeBy ? (
          <>
            <dt>Acknowledge by</dt>
            <dd>
              <SiteTime iso={r.acknowledgeBy} format="date" />
              {r.acknowledgedAt ? (
                <>
                  , acknowledged <SiteTime iso={r.acknowledgedAt} />
                </>
              ) : null}
            </dd>
          </>
        ) : null}
        {r.extendedAt ? (
          <>
            <dt>Extension notice</dt>
            <dd>
              <SiteTime iso={r.extendedAt} />: {r.extensionNotice}
            </dd>
          </>
        ) : null}
        {r.exportedAt ? (
          <>
            <dt>Exported</dt>
            <dd>
              <SiteTime iso={r.exportedAt} />
            </dd>
          </>
        ) : null}
        {r.closedAt ? (
          <>
            <dt>Closed</dt>
            <dd>
              <SiteTime iso={r.closedAt} />
            </dd>
          </>
        ) : null}
      </dl>

      <h3 className="h6 mt-2">Found when opened</h3>
      <table className="table table-sm small mb-3">
        <tbody>
          {(Object.keys(PRIVACY_FOUND_LABELS) as (keyof PrivacyFound)[]).map((k) => (
            <tr key={k}>
              <th scope="row" className="fw-normal">
                {PRIVACY_FOUND_LABELS[k]}
              </th>
              <td className="text-end">{r.found[k]}</td>
            </tr>
          ))}
        </tbody>
      </table>

      {r.erasure ? (
        <section aria-labelledby="privacy-erasure-heading" className="mb-3">
          <h3 id="privacy-erasure-heading" className="h6">
            What the erasure did
          </h3>
          <ul className="small mb-0">
            {(Object.keys(ERASURE_LABELS) as (keyof PrivacyErasure)[]).map((k) => (
              <li key={k}>
                {ERASURE_LABELS[k]}: {r.erasure![k]}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <div className="d-flex flex-wrap gap-2">
        {r.email ? (
          <Button variant="primary" disabled={busy} onClick={() => act({ kind: 'export' })}>
            Download export (zip)
          </Button>
        ) : null}
        {open && r.type === 'erasure' ? (
          <Button variant="danger" disabled={busy} onClick={() => setConfirmErase(true)}>
            Erase all data
          </Button>
        ) : null}
        {open && r.acknowledgeBy && !r.acknowledgedAt ? (
          <Button variant="outline-secondary" disabled={busy} onClick={() => act({ kind: 'acknowledge' })}>
            Mark acknowledged
          </Button>
        ) : null}
        {open && r.extensionDays > 0 && !r.extendedAt ? (
          <Button variant="outline-secondary" disabled={busy} onClick={() => setExtending(true)}>
            Extend by {r.extensionDays} days
          </Button>
        ) : null}
        {open ? (
          <Button variant="outline-secondary" disabled={busy} onClick={() => act({ kind: 'close' })}>
            Close request
          </Button>
        ) : null}
      </div>

      <ConfirmDialog
        show={confirmErase}
        titleId="privacy-erase-title"
        title="Erase all data"
        confirmLabel="Erase"
        onCancel={() => setConfirmErase(false)}
        onConfirm={() => {
          setConfirmErase(false);
          act({ kind: 'erase' });
        }}
      >
        Every record of {r.email} is removed or anonymised, at once and for good. Audit entries stay, naming a hash of the address. Requests under a legal hold are kept.
      </ConfirmDialog>

      <Modal show={extending} onHide={() => setExtending(false)} centered aria-labelledby="privacy-extend-title" onKeyDown={keepTabInside}>
        <form
          onSubmit={(e: FormEvent) => {
            e.preventDefault();
            if (!notice.trim()) return;
            setExtending(false);
            act({ kind: 'extend', notice });
            setNotice('');
          }}
        >
          <Modal.Header closeButton>
            <Modal.Title id="privacy-extend-title" as="h2" className="h5">
              Extend the time to answer
            </Modal.Title>
          </Modal.Header>
          <Modal.Body>
            <p className="small">
              {rule.label} allows one extension of {rule.extensionDays} days; the requester must be told before the first due date. Record what they were sent.
            </p>
            <label htmlFor="privacy-extend-notice" className="form-label fw-semibold">
              Notice sent to the requester
            </label>
            <textarea id="privacy-extend-notice" className="form-control" rows={4} maxLength={2000} value={notice} onChange={(e) => setNotice(e.target.value)} required />
          </Modal.Body>
          <Modal.Footer>
            <Button variant="outline-secondary" onClick={() => setExtending(false)}>
              Cancel
            </Button>
            <Button type="submit" variant="primary" disabled={!notice.trim()}>
              Record extension
            </Button>
          </Modal.Footer>
        </form>
      </Modal>
    </section>
  );
}
