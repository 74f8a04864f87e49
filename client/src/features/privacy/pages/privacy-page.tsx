import { PRIVACY_LAW_RULES, PRIVACY_LAWS, PRIVACY_REQUEST_TYPES, PRIVACY_TYPE_LABELS, PrivacyLaw, PrivacyRequestType } from '@contract/privacy';
import { FormEvent, useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';

import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { rootReducer } from '../../../app/root-reducer';
import { injectSaga } from '../../../app/store';
import { AdminTable } from '../../../components/admin/admin-table';
import { SiteTime } from '../../../components/admin/site-time';
import { pageTitle } from '../../../lib/runtime-config';
import { PrivacyRequestDetail } from '../components/privacy-request-detail';
import { privacySaga } from '../saga';
import { selectPrivacy, selectSelectedRequest } from '../selectors';
import { privacyActions as A, privacySlice } from '../slice';

import '../privacy.css';

privacySlice.injectInto(rootReducer);
injectSaga('privacy', privacySaga);

/** /siteadmin/privacy: open an access or erasure request for an address, see every request with its legal due date, download, erase, extend, close. */
export function PrivacyPage() {
  const dispatch = useAppDispatch();
  const { items, status, error, actionStatus, actionError, fieldErrors, notice } = useAppSelector(selectPrivacy);
  const selected = useAppSelector(selectSelectedRequest);
  const [email, setEmail] = useState('');
  const [type, setType] = useState<PrivacyRequestType>('access');
  const [law, setLaw] = useState<PrivacyLaw>('PIPEDA');

  useEffect(() => {
    document.title = pageTitle('Privacy requests');
    const id = Number(new URLSearchParams(window.location.search).get('id'));
    dispatch(A.opened({ selectedId: Number.isInteger(id) && id > 0 ? id : null }));
  }, [dispatch]);
  useEffect(() => {
    if (actionStatus === 'succeeded') setEmail('');
  }, [actionStatus]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    dispatch(A.openRequested({ email: email.trim(), type, law }));
  };

  return (
    <section aria-labelledby="privacy-heading" className="admin-privacy">
      <h1 id="privacy-heading" className="h3 mb-3">
        Privacy requests
      </h1>

      <form className="card card-body shadow-sm mb-3" onSubmit={submit} aria-labelledby="privacy-open-heading" noValidate>
        <h2 id="privacy-open-heading" className="h6">
          Open a privacy request
        </h2>
        <div className="row g-2 align-items-end">
          <div className="col-md-5">
            <label htmlFor="privacy-email" className="form-label small fw-semibold mb-1">
              Email address
            </label>
            <input
              id="privacy-email"
              type="email"
              className={`form-control${fieldErrors.email ? ' is-invalid' : ''}`}
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              aria-describedby={fieldErrors.email ? 'privacy-email-error' : undefined}
              required
            />
            {fieldErrors.email ? (
              <div id="privacy-email-error" className="invalid-feedback">
                {fieldErrors.email}
              </div>
            ) : null}
          </div>
          <div className="col-6 col-md-2">
            <label htmlFor="privacy-type" className="form-label small fw-semibold mb-1">
              Request type
            </label>
            <select id="privacy-type" className="form-select" value={type} onChange={(e) => setType(e.target.value as PrivacyRequestType)}>
              {PRIVACY_REQUEST_TYPES.map((t) => (
                <option key={t} value={t}>
                  {PRIVACY_TYPE_LABELS[t]}
                </option>
              ))}
            </select>
          </div>
          <div className="col-6 col-md-3">
            <label htmlFor="privacy-law" className="form-label small fw-semibold mb-1">
              Law
            </label>
            <select id="privacy-law" className="form-select" value={law} onChange={(e) => setLaw(e.target.value as PrivacyLaw)}>
              {PRIVACY_LAWS.map((l) => (
                <option key={l} value={l}>
                  {PRIVACY_LAW_RULES[l].label} ({PRIVACY_LAW_RULES[l].answerDays} days)
                </option>
              ))}
            </select>
          </div>
          <div className="col-md-2">
            <Button type="submit" className="w-100" disabled={actionStatus === 'loading' || !email.trim()}>
              Open request
            </Button>
          </div>
        </div>
      </form>

      {error ? (
        <Alert variant="danger" role="alert">
          {error}
        </Alert>
      ) : null}
      {actionError ? (
        <Alert variant="danger" role="alert" onClose={() => dispatch(A.noticeDismissed())} dismissible>
          {actionError}
        </Alert>
      ) : null}
      {notice ? (
        <Alert variant="success" role="status" onClose={() => dispatch(A.noticeDismissed())} dismissible>
          {notice}
        </Alert>
      ) : null}

      <div className="row g-3">
        <div className="col-xl-7">
          <AdminTable
            colSpan={6}
            status={status}
            rowCount={items.length}
            emptyText="No privacy request yet."
            head={
              <>
                <th scope="col">#</th>
                <th scope="col">Address</th>
                <th scope="col">Request</th>
                <th scope="col">Due</th>
                <th scope="col">Status</th>
                <th scope="col" className="text-end">
                  Actions
                </th>
              </>
            }
          >
            {items.map((r) => (
              <tr key={r.id} className={r.id === selected?.id ? 'table-active' : undefined}>
                <td>{r.id}</td>
                <td className="text-break">{r.email ?? r.emailMasked}</td>
                <td>
                  {PRIVACY_TYPE_LABELS[r.type]} ({r.law})
                </td>
                <td className={r.overdue ? 'text-danger fw-semibold' : undefined}>
                  <SiteTime iso={r.dueAt} format="date" />
                  {r.overdue ? ' (overdue)' : ''}
                </td>
                <td>{r.status === 'open' ? 'Open' : 'Closed'}</td>
                <td className="text-end">
                  <Button size="sm" variant="outline-secondary" onClick={() => dispatch(A.requestSelected(r.id))} aria-label={`Show privacy request #${r.id}`}>
                    Show
                  </Button>
                </td>
              </tr>
            ))}
          </AdminTable>
        </div>
        <div className="col-xl-5">{selected ? <PrivacyRequestDetail r={selected} /> : <p className="text-muted">Choose a request to see what was found and what to do next.</p>}</div>
      </div>
    </section>
  );
}
