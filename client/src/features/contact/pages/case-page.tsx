import { CASE_SETTABLE_STATUSES, CASE_STATUS_LABELS, CaseEventItem, caseNumber, caseReplyMailto, CaseStatus } from '@contract/cases';
import { FormEvent, useEffect, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { Link, useParams } from 'react-router-dom';

import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { rootReducer } from '../../../app/root-reducer';
import { injectSaga } from '../../../app/store';
import { SiteTime } from '../../../components/admin/site-time';
import { pageTitle } from '../../../lib/runtime-config';
import { caseSaga } from '../case-saga';
import { caseActions as A, caseSlice, selectCase } from '../case-slice';

import '../admin-forms.css';

caseSlice.injectInto(rootReducer);
injectSaga('formCase', caseSaga);

const STATUS_VARIANT: Record<CaseStatus, string> = { new: 'primary', open: 'info', waiting: 'warning', closed: 'secondary' };

/** One history entry in words. */
export function describeEvent(e: CaseEventItem): string {
  const status = (s: string | null) => (s ? (CASE_STATUS_LABELS[s as CaseStatus] ?? s) : '—');
  switch (e.kind) {
    case 'created':
      return 'Received';
    case 'status':
      return `Status ${status(e.from)} → ${status(e.to)}${e.text ? ` (${e.text})` : ''}`;
    case 'owner':
      return `Owner ${e.from ?? 'nobody'} → ${e.to ?? 'nobody'}${e.text ? ` (${e.text})` : ''}`;
    case 'note':
      return 'Added a note';
    case 'reply':
      return 'Replied by email';
    case 'hold':
      return e.to === 'on' ? `Legal hold placed${e.text ? ` (${e.text})` : ''}` : 'Legal hold lifted';
  }
}

function dataOf(text: string): Record<string, string> {
  try {
    const d = JSON.parse(text) as Record<string, unknown>;
    return Object.fromEntries(Object.entries(d).map(([k, v]) => [k, v == null ? '' : String(v)]));
  } catch {
    return {};
  }
}

/** How long a picked status or owner rests before it is saved. */
const SELECT_SAVE_DELAY_MS = 600;

/** /siteadmin/forms/case/:id: the visitor's data, status, owner, notes, history and "Reply by email". */
export function CasePage() {
  const dispatch = useAppDispatch();
  const params = useParams();
  const id = Number(params.id);
  const { detail, status, saveStatus, error, saveError, notice } = useAppSelector(selectCase);
  const isAdministrator = useAppSelector((s) => s.auth.roles?.includes('Administrator') ?? false);
  const [note, setNote] = useState('');
  const [holdReason, setHoldReason] = useState('');
  // A status or owner picked is saved once the choice rests (SELECT_SAVE_DELAY_MS): arrowing through a closed list
  // by keyboard changes the value at each step, and only the one it stops at is saved. Shown at once meanwhile.
  const [picked, setPicked] = useState<{ status?: CaseStatus; ownerEmail?: string }>({});
  const pickTimers = useRef<Partial<Record<'status' | 'owner', number>>>({});
  useEffect(() => () => Object.values(pickTimers.current).forEach((t) => window.clearTimeout(t)), []);
  const savedStatus = detail?.item.status;
  const savedOwner = detail?.item.ownerEmail;
  // The saved case (or a failed save) is what the selects show again.
  useEffect(() => setPicked({}), [savedStatus, savedOwner, saveError]);

  useEffect(() => {
    document.title = pageTitle(caseNumber(id));
    if (Number.isInteger(id) && id > 0) dispatch(A.opened(id));
  }, [dispatch, id]);
  // The note box empties once the note sent is saved: not when a status or owner is saved while a note is being written.
  const noteSent = useRef<string | null>(null);
  useEffect(() => {
    if (saveStatus !== 'succeeded' && saveStatus !== 'failed') return;
    const sent = noteSent.current;
    noteSent.current = null;
    if (saveStatus === 'succeeded' && sent !== null) setNote((current) => (current === sent ? '' : current));
  }, [saveStatus]);

  if (!detail || detail.item.id !== id) {
    return (
      <section aria-labelledby="case-heading">
        <Link to="/siteadmin/forms">Back</Link>
        <h1 id="case-heading" className="h3 mt-2">
          {caseNumber(id)}
        </h1>
        {status === 'failed' ? (
          <Alert variant="danger" role="alert">
            {error}
          </Alert>
        ) : (
          <p role="status">
            <Spinner size="sm" className="me-2" aria-hidden /> Loading...
          </p>
        )}
      </section>
    );
  }

  const { item } = detail;
  const d = dataOf(item.data);
  const busy = saveStatus === 'loading';
  const change = (c: Parameters<typeof A.changeRequested>[0]['change']) => dispatch(A.changeRequested({ id, change: c }));
  const pick = (c: { kind: 'status'; status: CaseStatus } | { kind: 'owner'; ownerEmail: string }) => {
    const key = c.kind;
    setPicked((p) => (c.kind === 'status' ? { ...p, status: c.status } : { ...p, ownerEmail: c.ownerEmail }));
    window.clearTimeout(pickTimers.current[key]);
    pickTimers.current[key] = window.setTimeout(() => change(c), SELECT_SAVE_DELAY_MS);
  };
  const addNote = (e: FormEvent) => {
    e.preventDefault();
    // The button stays focusable (a disabled one would drop focus to the page once the note is added and the box empties).
    if (busy || !note.trim()) return;
    noteSent.current = note;
    change({ kind: 'note', text: note });
  };
  const ownerOptions = detail.owners.map((o) => o.email);
  if (item.ownerEmail && !ownerOptions.includes(item.ownerEmail)) ownerOptions.unshift(item.ownerEmail);

  return (
    <section aria-labelledby="case-heading" className="admin-case">
      <Link to="/siteadmin/forms">Back</Link>
      <div className="d-flex flex-wrap align-items-center gap-2 mt-2 mb-3">
        <h1 id="case-heading" className="h3 mb-0 me-2">
          {caseNumber(item.id)}: {item.typeName} request from {item.name}
        </h1>
        <Badge bg={STATUS_VARIANT[item.status]} data-testid="case-status">
          {CASE_STATUS_LABELS[item.status]}
        </Badge>
        {item.overdue ? <Badge bg="danger">Overdue</Badge> : null}
        {detail.legalHold ? <Badge bg="dark">Legal hold</Badge> : null}
        <a className="btn btn-primary ms-auto" href={caseReplyMailto(item)} onClick={() => change({ kind: 'reply' })}>
          Reply by email
        </a>
      </div>

      {notice ? (
        <Alert variant="success" role="status" onClose={() => dispatch(A.noticeDismissed())} dismissible>
          {notice}
        </Alert>
      ) : null}
      {saveError ? (
        <Alert variant="danger" role="alert" onClose={() => dispatch(A.noticeDismissed())} dismissible>
          {saveError}
        </Alert>
      ) : null}

      <div className="row g-3">
        <div className="col-lg-6">
          <div className="card card-body shadow-sm h-100">
            <h2 className="h5">Visitor</h2>
            <dl className="admin-forms__detail">
              <dt>Name</dt>
              <dd>{item.name}</dd>
              <dt>Email</dt>
              <dd>{item.email}</dd>
              <dt>Phone</dt>
              <dd>{item.phone || '—'}</dd>
              <dt>Region</dt>
              <dd>{item.region || '—'}</dd>
              <dt>Role</dt>
              <dd>{item.role || '—'}</dd>
              <dt>State/Province</dt>
              <dd>{d.state || '—'}</dd>
              <dt>Postal code</dt>
              <dd>{d.zipcode || d.Zipcode || '—'}</dd>
              <dt>Received</dt>
              <dd>
                <SiteTime iso={item.created} />
              </dd>
            </dl>
            <h3 className="h6 mt-3">Message</h3>
            <p className="admin-case__message">{d.message || '—'}</p>
          </div>
        </div>

        <div className="col-lg-6">
          <div className="card card-body shadow-sm h-100">
            <h2 className="h5">Case</h2>
            <div className="row g-2">
              <div className="col-sm-6">
                <label htmlFor="case-status" className="form-label small fw-semibold mb-1">
                  Status
                </label>
                <select
                  id="case-status"
                  className="form-select"
                  value={picked.status ?? item.status}
                  aria-busy={busy}
                  onChange={(e) => pick({ kind: 'status', status: e.target.value as CaseStatus })}
                >
                  {item.status === 'new' ? <option value="new">{CASE_STATUS_LABELS.new}</option> : null}
                  {CASE_SETTABLE_STATUSES.map((s) => (
                    <option key={s} value={s}>
                      {CASE_STATUS_LABELS[s]}
                    </option>
                  ))}
                </select>
              </div>
              <div className="col-sm-6">
                <label htmlFor="case-owner" className="form-label small fw-semibold mb-1">
                  Owner
                </label>
                <select
                  id="case-owner"
                  className="form-select"
                  value={picked.ownerEmail ?? item.ownerEmail ?? ''}
                  aria-busy={busy}
                  onChange={(e) => pick({ kind: 'owner', ownerEmail: e.target.value })}
                >
                  <option value="">Nobody</option>
                  {ownerOptions.map((o) => (
                    <option key={o} value={o}>
                      {o}
                    </option>
                  ))}
                </select>
              </div>
            </div>
            <dl className="admin-forms__detail mt-3">
              <dt>First response due</dt>
              <dd>{item.dueAt ? <SiteTime iso={item.dueAt} /> : '—'}</dd>
              <dt>First response</dt>
              <dd>{detail.firstResponseAt ? <SiteTime iso={detail.firstResponseAt} /> : 'Not yet'}</dd>
              <dt>Closed</dt>
              <dd>{detail.closedAt ? <SiteTime iso={detail.closedAt} /> : '—'}</dd>
              <dt>Legal hold</dt>
              <dd>{detail.legalHold ? `Yes${detail.holdReason ? ` (${detail.holdReason})` : ''}` : 'No'}</dd>
            </dl>
            {isAdministrator ? (
              <div className="d-flex flex-wrap gap-2 align-items-end mt-2">
                {!detail.legalHold ? (
                  <div className="flex-grow-1">
                    <label htmlFor="case-hold-reason" className="form-label small fw-semibold mb-1">
                      Reason for a legal hold
                    </label>
                    <input id="case-hold-reason" className="form-control" maxLength={500} value={holdReason} onChange={(e) => setHoldReason(e.target.value)} />
                  </div>
                ) : null}
                <Button variant="outline-dark" disabled={busy} onClick={() => change({ kind: 'hold', hold: !detail.legalHold, reason: holdReason || undefined })}>
                  {detail.legalHold ? 'Lift legal hold' : 'Place legal hold'}
                </Button>
              </div>
            ) : null}
          </div>
        </div>

        <div className="col-lg-6">
          <div className="card card-body shadow-sm h-100">
            <h2 className="h5" id="case-notes-heading">
              Notes
            </h2>
            {detail.notes.length ? (
              <ul className="list-unstyled admin-case__notes" aria-labelledby="case-notes-heading">
                {detail.notes.map((n) => (
                  <li key={n.id} className="mb-2">
                    <div className="small text-muted">
                      {n.actorEmail}, <SiteTime iso={n.at} />
                    </div>
                    <div className="admin-case__note">{n.text}</div>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-muted">No notes yet.</p>
            )}
            <form onSubmit={addNote} aria-label="Add a note">
              <label htmlFor="case-note" className="form-label small fw-semibold mb-1">
                New note (staff only)
              </label>
              <textarea id="case-note" className="form-control mb-2" rows={3} maxLength={5000} value={note} onChange={(e) => setNote(e.target.value)} />
              <Button type="submit" variant="outline-brand" className={busy ? 'disabled' : undefined} aria-disabled={busy || !note.trim() || undefined}>
                Add note
              </Button>
            </form>
          </div>
        </div>

        <div className="col-lg-6">
          <div className="card card-body shadow-sm h-100">
            <h2 className="h5" id="case-history-heading">
              History
            </h2>
            <ol className="admin-case__history list-unstyled mb-0" aria-labelledby="case-history-heading">
              {detail.history.map((e) => (
                <li key={e.id} className="mb-1">
                  <span className="small text-muted me-2">
                    <SiteTime iso={e.at} />
                  </span>
                  <span className="small me-2">{e.actorEmail}</span>
                  <span>{describeEvent(e)}</span>
                </li>
              ))}
            </ol>
          </div>
        </div>
      </div>
    </section>
  );
}
