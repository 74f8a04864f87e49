import { AUDIT_PAGE_SIZE, AuditFilter } from '@contract/audit';
import { FormEvent, useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';

import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { rootReducer } from '../../../app/root-reducer';
import { injectSaga } from '../../../app/store';
import { siteTimeZone } from '../../../components/admin/admin-dates';
import { sectionTitle } from '../../../components/admin/admin-sections';
import { AuditEntriesTable } from '../../../components/admin/audit-entries-table';
import { ListPager } from '../../../components/admin/list-pager';
import { pageTitle } from '../../../lib/runtime-config';
import { auditSaga } from '../saga';
import { selectAudit } from '../selectors';
import { auditActions as A, auditSlice } from '../slice';

auditSlice.injectInto(rootReducer);
injectSaga('audit', auditSaga);

const EMPTY: AuditFilter = { user: '', section: '', action: '', from: '', to: '', q: '' };
/** Action families offered first in the select, then every single action. */
const FAMILIES = ['content', 'document', 'rep', 'retailer', 'directory', 'redirect', 'user', 'form', 'subscriber', 'auth', 'audit'];

/** /siteadmin/audit: the audit trail with filters, paging and CSV export of the filtered rows. */
export function AuditPage() {
  const dispatch = useAppDispatch();
  const s = useAppSelector(selectAudit);
  const [form, setForm] = useState<AuditFilter>(EMPTY);

  useEffect(() => {
    document.title = pageTitle('Audit log');
    dispatch(A.optionsRequested());
    dispatch(A.listRequested({ filter: {} }));
  }, [dispatch]);

  const set = (k: keyof AuditFilter) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [k]: e.target.value }));
  const apply = (e: FormEvent) => {
    e.preventDefault();
    dispatch(A.listRequested({ filter: form }));
  };
  const clear = () => {
    setForm(EMPTY);
    dispatch(A.listRequested({ filter: {} }));
  };
  const list = s.list;

  return (
    <section aria-labelledby="audit-heading" className="admin-audit">
      <div className="admin-page-head d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 id="audit-heading" className="h3 mb-0 me-auto">
          Audit log
        </h1>
        <Button variant="outline-primary" onClick={() => dispatch(A.exportRequested())} disabled={s.exportStatus === 'loading'}>
          {s.exportStatus === 'loading' ? 'Exporting…' : 'Export CSV'}
        </Button>
      </div>
      <p className="text-muted small">
        Every change made through the admin and every security event. Times are on the site's clock ({siteTimeZone()}); hover a time for UTC. Entries cannot be edited or deleted.
      </p>
      <Form className="card card-body shadow-sm mb-3" onSubmit={apply} aria-label="Filter the audit log">
        <div className="row g-2 align-items-end">
          <Form.Group className="col-md-4 col-lg-3" controlId="audit-user">
            <Form.Label>User</Form.Label>
            <Form.Select value={form.user} onChange={set('user')}>
              <option value="">All users</option>
              {(s.options?.users ?? []).map((u) => (
                <option key={u} value={u}>
                  {u}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
          <Form.Group className="col-md-4 col-lg-3" controlId="audit-section">
            <Form.Label>Section</Form.Label>
            <Form.Select value={form.section} onChange={set('section')}>
              <option value="">All sections</option>
              {(s.options?.sections ?? []).map((v) => (
                <option key={v} value={v}>
                  {sectionTitle(v)}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
          <Form.Group className="col-md-4 col-lg-3" controlId="audit-action">
            <Form.Label>Action</Form.Label>
            <Form.Select value={form.action} onChange={set('action')}>
              <option value="">All actions</option>
              <optgroup label="Kinds of action">
                {FAMILIES.map((f) => (
                  <option key={f} value={f}>
                    {`${f} (all)`}
                  </option>
                ))}
              </optgroup>
              <optgroup label="Actions">
                {(s.options?.actions ?? []).map((a) => (
                  <option key={a} value={a}>
                    {a}
                  </option>
                ))}
              </optgroup>
            </Form.Select>
          </Form.Group>
          <Form.Group className="col-md-4 col-lg-3" controlId="audit-text">
            <Form.Label>Text</Form.Label>
            <Form.Control type="search" value={form.q} onChange={set('q')} placeholder="Title, summary, email or IP" />
          </Form.Group>
          <Form.Group className="col-6 col-md-4 col-lg-3" controlId="audit-from">
            <Form.Label>From (day in {siteTimeZone()})</Form.Label>
            <Form.Control type="date" value={form.from} onChange={set('from')} />
          </Form.Group>
          <Form.Group className="col-6 col-md-4 col-lg-3" controlId="audit-to">
            <Form.Label>To (day in {siteTimeZone()})</Form.Label>
            <Form.Control type="date" value={form.to} onChange={set('to')} />
          </Form.Group>
          <div className="col-md-4 col-lg-6 d-flex gap-2">
            <Button type="submit">Apply filters</Button>
            <Button variant="outline-secondary" onClick={clear}>
              Clear
            </Button>
          </div>
        </div>
      </Form>
      {s.listError ? <Alert variant="danger">{s.listError}</Alert> : null}
      {s.exportError ? <Alert variant="danger">{s.exportError}</Alert> : null}
      <p className="small text-muted mb-2" aria-live="polite">
        {list ? `${list.total} ${list.total === 1 ? 'entry' : 'entries'}` : ''}
      </p>
      <AuditEntriesTable items={list?.items ?? []} status={s.listStatus} />
      {list ? <ListPager start={list.start} pageSize={AUDIT_PAGE_SIZE} total={list.total} onPage={(start) => dispatch(A.listRequested({ start }))} /> : null}
    </section>
  );
}
