import type { DurationStats } from '@contract/cases';
import { format, subDays } from 'date-fns';
import { FormEvent, useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { Link } from 'react-router-dom';

import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { rootReducer } from '../../../app/root-reducer';
import { injectSaga } from '../../../app/store';
import { AdminTable } from '../../../components/admin/admin-table';
import { pageTitle } from '../../../lib/runtime-config';
import { caseSettingsSaga } from '../settings-saga';
import { caseSettingsActions as A, caseSettingsSlice, selectCaseSettings } from '../settings-slice';

caseSettingsSlice.injectInto(rootReducer);
injectSaga('caseSettings', caseSettingsSaga);

const hours = (v: number | null) => (v === null ? '—' : `${v} h`);
const stats = (s: DurationStats) => `${hours(s.medianHours)} / ${hours(s.p90Hours)}`;

/** /siteadmin/forms/response-times: median and 90th percentile to first response and to close, by type and region. */
export function ResponseTimesPage() {
  const dispatch = useAppDispatch();
  const { report, reportStatus, reportError } = useAppSelector(selectCaseSettings);
  const [from, setFrom] = useState(() => format(subDays(new Date(), 30), 'yyyy-MM-dd'));
  const [to, setTo] = useState(() => format(new Date(), 'yyyy-MM-dd'));

  useEffect(() => {
    document.title = pageTitle('Response times');
    dispatch(A.reportRequested({ from, to }));
    // The first period only; later ones are asked for with the button.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dispatch]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    dispatch(A.reportRequested({ from, to }));
  };
  const rows = report ? [...report.rows, report.total] : [];

  return (
    <section aria-labelledby="response-times-heading">
      <Link to="/siteadmin/forms">Back</Link>
      <h1 id="response-times-heading" className="h3 mt-2 mb-3">
        Response times
      </h1>
      <form className="card card-body shadow-sm mb-3" onSubmit={submit} aria-label="Report period">
        <div className="row g-2 align-items-end">
          <div className="col-6 col-md-3">
            <label htmlFor="report-from" className="form-label small fw-semibold mb-1">
              Received from
            </label>
            <input id="report-from" type="date" className="form-control" value={from} onChange={(e) => setFrom(e.target.value)} required />
          </div>
          <div className="col-6 col-md-3">
            <label htmlFor="report-to" className="form-label small fw-semibold mb-1">
              Received to
            </label>
            <input id="report-to" type="date" className="form-control" value={to} onChange={(e) => setTo(e.target.value)} required />
          </div>
          <div className="col-md-2">
            <Button type="submit" className="w-100">
              Show
            </Button>
          </div>
        </div>
        <p className="small text-muted mt-2 mb-0">
          Cases received in the period (UTC days, spam left out). Times are hours on the calendar from arrival; median / 90th percentile by nearest rank. A first response is a reply by
          email, Waiting on visitor or Closed.
        </p>
      </form>
      {reportError ? (
        <Alert variant="danger" role="alert">
          {reportError}
        </Alert>
      ) : null}
      <AdminTable
        colSpan={6}
        status={reportStatus}
        rowCount={report?.total.cases ? rows.length : 0}
        emptyText="No requests were received in this period."
        head={
          <>
            <th scope="col">Type</th>
            <th scope="col">Region</th>
            <th scope="col" className="text-end">
              Cases
            </th>
            <th scope="col" className="text-end">
              First response (median / 90th)
            </th>
            <th scope="col" className="text-end">
              Close (median / 90th)
            </th>
            <th scope="col" className="text-end">
              Late
            </th>
          </>
        }
      >
        {report?.total.cases
          ? rows.map((r) => (
              <tr key={`${r.type}-${r.region}`} className={r.type === null ? 'fw-semibold' : undefined}>
                <th scope="row" className="fw-normal">
                  {r.typeName}
                </th>
                <td>{r.regionName}</td>
                <td className="text-end">{r.cases}</td>
                <td className="text-end">
                  {stats(r.firstResponse)} <span className="text-muted small">({r.firstResponse.count})</span>
                </td>
                <td className="text-end">
                  {stats(r.close)} <span className="text-muted small">({r.close.count})</span>
                </td>
                <td className="text-end">{r.overdue}</td>
              </tr>
            ))
          : null}
      </AdminTable>
    </section>
  );
}
