import { CASE_STATUS_LABELS, CASE_STATUSES, casePagePath, CaseStatus } from '@contract/cases';
import { CONTACT_REGIONS, decodeOrder, FORMS_COLUMNS, FORMS_STATUSES, FormsColumn, FormSubmissionItem, orderCode } from '@contract/forms';
import { useEffect, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { Link } from 'react-router-dom';

import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { rootReducer } from '../../../app/root-reducer';
import { injectSaga } from '../../../app/store';
import { formatShortDate, formatShortDateTime, formatTime } from '../../../components/admin/admin-dates';
import { AdminTable } from '../../../components/admin/admin-table';
import { ConfirmDialog } from '../../../components/admin/confirm-dialog';
import { pageTitle } from '../../../lib/runtime-config';
import { adminFormsSaga } from '../admin-saga';
import { adminFormsActions, adminFormsSlice, selectAdminForms } from '../admin-slice';

import '../admin-forms.css';

adminFormsSlice.injectInto(rootReducer);
injectSaga('adminForms', adminFormsSaga);

const COLUMN_TITLES: Record<FormsColumn, string> = { name: 'Name', email: 'Email', created: 'Created', type: 'Type' };

const NOTIFICATION_LABEL: Record<FormSubmissionItem['notification'], string> = {
  sent: 'Sent',
  pending: 'Queued (retrying until sent)',
  failed: 'Failed after every retry',
  none: 'Not sent (spam, or no recipient configured)',
};

const STATUS_VARIANT: Record<CaseStatus, string> = { new: 'primary', open: 'info', waiting: 'warning', closed: 'secondary' };

const formatDate = formatShortDate;
export const formatCreated = formatShortDateTime;

/** The submission's data text, pretty-printed (or as stored when it is not JSON). */
export function prettyData(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

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

/**
 * /siteadmin/forms: sortable list with Load More, filters (the case's status, owner, mine, unread, overdue among them),
 * search, CSV export, detail view, archive with confirmation; each name opens its case page.
 */
export function AdminFormsPage() {
  const dispatch = useAppDispatch();
  const { items, status, hasMore, filter, error, notice, archiveStatus, owners, exportStatus, exportError } = useAppSelector(selectAdminForms);
  const [confirming, setConfirming] = useState<FormSubmissionItem | null>(null);
  const [viewing, setViewing] = useState<FormSubmissionItem | null>(null);
  const [search, setSearch] = useState(filter.search ?? '');
  const exporting = exportStatus === 'loading';
  const searchTimer = useRef<number | undefined>(undefined);
  const sort = decodeOrder(filter.order);

  useEffect(() => {
    document.title = pageTitle('Forms');
    dispatch(adminFormsActions.opened());
  }, [dispatch]);
  useEffect(() => () => window.clearTimeout(searchTimer.current), []);

  const onSearch = (value: string) => {
    setSearch(value);
    window.clearTimeout(searchTimer.current);
    searchTimer.current = window.setTimeout(() => dispatch(adminFormsActions.filterChanged({ search: value.trim() || undefined })), 300);
  };

  const sortBy = (column: FormsColumn) => dispatch(adminFormsActions.filterChanged({ order: orderCode(column, sort.column === column ? !sort.descending : false) }));

  const archive = () => {
    if (!confirming) return;
    dispatch(adminFormsActions.archiveRequested(confirming.id));
    setConfirming(null);
  };

  const loading = status === 'loading';
  return (
    <section aria-labelledby="forms-heading" className="admin-forms">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 id="forms-heading" className="h3 me-auto mb-0">
          Forms
        </h1>
        <Link to="/siteadmin/forms/response-times" className="btn btn-outline-secondary">
          Response times
        </Link>
        <Link to="/siteadmin/forms/settings" className="btn btn-outline-secondary">
          Settings
        </Link>
        <Button variant="outline-brand" onClick={() => dispatch(adminFormsActions.exportRequested())} disabled={exporting}>
          {exporting ? 'Exporting...' : 'Export CSV'}
        </Button>
      </div>

      <form className="admin-forms__filters card card-body shadow-sm mb-3" role="search" aria-label="Filter form submissions" onSubmit={(e) => e.preventDefault()}>
        <div className="row g-2 align-items-end">
          <div className="col-md-4">
            <label htmlFor="forms-search" className="form-label small fw-semibold mb-1">
              Search
            </label>
            <input id="forms-search" type="search" className="form-control" placeholder="Name, email, phone or message" value={search} onChange={(e) => onSearch(e.target.value)} />
          </div>
          <div className="col-6 col-md-2">
            <label htmlFor="forms-type" className="form-label small fw-semibold mb-1">
              Type
            </label>
            <select
              id="forms-type"
              className="form-select"
              value={filter.type ?? ''}
              onChange={(e) => dispatch(adminFormsActions.filterChanged({ type: e.target.value === '' ? undefined : Number(e.target.value) }))}
            >
              <option value="">All types</option>
              <option value="0">Contact</option>
              <option value="1">Rep</option>
            </select>
          </div>
          <div className="col-6 col-md-3">
            <label htmlFor="forms-region" className="form-label small fw-semibold mb-1">
              Region
            </label>
            <select
              id="forms-region"
              className="form-select"
              value={filter.region ?? ''}
              onChange={(e) => dispatch(adminFormsActions.filterChanged({ region: e.target.value || undefined }))}
            >
              <option value="">All regions</option>
              {CONTACT_REGIONS.map((r) => (
                <option key={r} value={r}>
                  {r}
                </option>
              ))}
            </select>
          </div>
          <div className="col-md-3">
            <label htmlFor="forms-status" className="form-label small fw-semibold mb-1">
              Show
            </label>
            <select id="forms-status" className="form-select" value={filter.status} onChange={(e) => dispatch(adminFormsActions.filterChanged({ status: Number(e.target.value) }))}>
              {FORMS_STATUSES.map((s) => (
                <option key={s.value} value={s.value}>
                  {s.label}
                </option>
              ))}
            </select>
          </div>
        </div>
        <div className="row g-2 align-items-end mt-1">
          <div className="col-6 col-md-3">
            <label htmlFor="forms-case-status" className="form-label small fw-semibold mb-1">
              Case status
            </label>
            <select
              id="forms-case-status"
              className="form-select"
              value={filter.caseStatus ?? ''}
              onChange={(e) => dispatch(adminFormsActions.filterChanged({ caseStatus: (e.target.value || undefined) as CaseStatus | undefined }))}
            >
              <option value="">Any status</option>
              {CASE_STATUSES.map((c) => (
                <option key={c} value={c}>
                  {CASE_STATUS_LABELS[c]}
                </option>
              ))}
            </select>
          </div>
          <div className="col-6 col-md-4">
            <label htmlFor="forms-owner" className="form-label small fw-semibold mb-1">
              Owner
            </label>
            <select
              id="forms-owner"
              className="form-select"
              value={filter.owner ?? ''}
              disabled={!!filter.mine}
              onChange={(e) => dispatch(adminFormsActions.filterChanged({ owner: e.target.value || undefined }))}
            >
              <option value="">Anyone</option>
              {owners.map((o) => (
                <option key={o.id} value={o.email}>
                  {o.email}
                </option>
              ))}
            </select>
          </div>
          <div className="col-md-5 d-flex flex-wrap gap-3 pb-2">
            {(
              [
                ['mine', 'Mine only'],
                ['unread', 'Unread only'],
                ['overdue', 'Overdue only'],
              ] as const
            ).map(([key, label]) => (
              <div className="form-check" key={key}>
                <input
                  id={`forms-${key}`}
                  type="checkbox"
                  className="form-check-input"
                  checked={!!filter[key]}
                  onChange={(e) => dispatch(adminFormsActions.filterChanged({ [key]: e.target.checked || undefined }))}
                />
                <label htmlFor={`forms-${key}`} className="form-check-label">
                  {label}
                </label>
              </div>
            ))}
          </div>
        </div>
      </form>

      {error ? (
        <Alert variant="danger" role="alert">
          {error}
        </Alert>
      ) : null}
      {exportError ? (
        <Alert variant="danger" role="alert" onClose={() => dispatch(adminFormsActions.exportErrorDismissed())} dismissible>
          {exportError}
        </Alert>
      ) : null}
      {notice ? (
        <Alert variant="success" role="status" onClose={() => dispatch(adminFormsActions.noticeDismissed())} dismissible>
          {notice}
        </Alert>
      ) : null}

      <AdminTable
        cardClassName="admin-forms__card"
        className="admin-forms__table"
        responsive={false}
        colSpan={6}
        status={status}
        rowCount={items.length}
        loadingRow={false}
        emptyText="No form submissions match."
        emptyRowClassName="admin-forms__empty"
        colgroup={
          <colgroup>
            <col className="admin-forms__col-name" />
            <col className="admin-forms__col-email" />
            <col className="admin-forms__col-created" />
            <col className="admin-forms__col-type" />
            <col className="admin-forms__col-region" />
            <col className="admin-forms__col-actions" />
          </colgroup>
        }
        head={
          <>
            {FORMS_COLUMNS.map((c) => (
              <th key={c} scope="col" aria-sort={sort.column === c ? (sort.descending ? 'descending' : 'ascending') : 'none'}>
                <button type="button" className="admin-forms__sort" onClick={() => sortBy(c)}>
                  {COLUMN_TITLES[c]}
                  <span className={`admin-forms__arrow${sort.column === c ? ' is-on' : ''}`} aria-hidden="true">
                    {sort.column === c && sort.descending ? '▼' : '▲'}
                  </span>
                </button>
              </th>
            ))}
            <th scope="col">Region</th>
            <th scope="col" className="text-end">
              Actions
            </th>
          </>
        }
      >
        {items.map((f) => (
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
              <span className="text-nowrap">{formatDate(f.created)}</span>
              <span className="admin-forms__sub small text-muted text-nowrap">{formatTime(f.created)}</span>
              {f.overdue ? (
                <Badge bg="danger" className="admin-forms__due" title={f.dueAt ? `Due ${formatCreated(f.dueAt)}` : undefined}>
                  Overdue
                </Badge>
              ) : f.dueAt && f.status !== 'closed' ? (
                <span className="admin-forms__sub small text-muted text-nowrap">Due {formatDate(f.dueAt)}</span>
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
              <Button size="sm" variant="outline-secondary" onClick={() => setViewing(f)} aria-label={`View ${f.name}`}>
                View
              </Button>
              {!f.archived ? (
                <Button size="sm" variant="outline-danger" onClick={() => setConfirming(f)} aria-label={`Archive ${f.name}`} disabled={archiveStatus === 'loading'}>
                  Archive
                </Button>
              ) : null}
            </td>
          </tr>
        ))}
      </AdminTable>

      <div className="d-flex align-items-center gap-3 mt-3">
        <span className="text-muted small" role="status">
          {loading ? (
            <>
              <Spinner size="sm" className="me-2" aria-hidden /> Loading...
            </>
          ) : (
            `Showing ${items.length} submission${items.length === 1 ? '' : 's'}`
          )}
        </span>
        {hasMore ? (
          <Button variant="primary" className="ms-auto" onClick={() => dispatch(adminFormsActions.moreRequested())} disabled={loading}>
            Load More
          </Button>
        ) : null}
      </div>

      <ConfirmDialog show={!!confirming} titleId="archive-form-title" title="Archive submission" confirmLabel="Archive" onCancel={() => setConfirming(null)} onConfirm={archive}>
        Are you sure you want to archive the submission from {confirming?.name}? It leaves this list and stays under Archived.
      </ConfirmDialog>

      <Modal show={!!viewing} onHide={() => setViewing(null)} size="lg" centered aria-labelledby="view-form-title">
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
              <dt>Status</dt>
              <dd>{[viewing.archived ? 'Archived' : 'Open', viewing.spam ? `Spam (${viewing.spamReason ?? 'flagged'})` : null].filter(Boolean).join(', ')}</dd>
            </dl>
            <h3 className="h6 mt-3">Data</h3>
            <pre className="admin-forms__data" aria-label="Submission data">
              {prettyData(viewing.data)}
            </pre>
          </Modal.Body>
        ) : null}
      </Modal>
    </section>
  );
}
