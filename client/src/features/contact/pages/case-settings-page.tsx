import {
  CASE_REGION_LABELS,
  CASE_REGIONS,
  CASE_TYPES,
  CaseRegion,
  CaseResponseSettings,
  RESPONSE_DAYS_MAX,
  RETENTION_MONTHS_MAX,
  RetentionAction,
  RetentionSetting,
} from '@contract/cases';
import { FormEvent, useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { Link } from 'react-router-dom';

import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { rootReducer } from '../../../app/root-reducer';
import { injectSaga } from '../../../app/store';
import { formatShortDateTime } from '../../../components/admin/admin-dates';
import { pageTitle } from '../../../lib/runtime-config';
import { caseSettingsSaga } from '../settings-saga';
import { caseSettingsActions as A, caseSettingsSlice, selectCaseSettings } from '../settings-slice';

caseSettingsSlice.injectInto(rootReducer);
injectSaga('caseSettings', caseSettingsSaga);

const ZONES = [
  'America/Chicago',
  'America/New_York',
  'America/Denver',
  'America/Los_Angeles',
  'America/Winnipeg',
  'America/Regina',
  'America/Edmonton',
  'America/Toronto',
  'America/Vancouver',
  'UTC',
];

/** /siteadmin/forms/settings: first-response targets per type and region, each region's clock, retention per type (Administrators change them). */
export function CaseSettingsPage() {
  const dispatch = useAppDispatch();
  const { settings, status, saveStatus, error, notice } = useAppSelector(selectCaseSettings);
  const isAdministrator = useAppSelector((s) => s.auth.roles?.includes('Administrator') ?? false);
  const [response, setResponse] = useState<CaseResponseSettings | null>(null);
  const [retention, setRetention] = useState<RetentionSetting[] | null>(null);

  useEffect(() => {
    document.title = pageTitle('Forms settings');
    dispatch(A.opened());
  }, [dispatch]);
  useEffect(() => {
    if (settings) {
      setResponse(settings.response);
      setRetention(settings.retention);
    }
  }, [settings]);

  const days = (type: number, region: CaseRegion) => response?.targets.find((t) => t.type === type && t.region === region)?.businessDays ?? '';
  const setDays = (type: number, region: CaseRegion, value: string) =>
    setResponse((r) => (r ? { ...r, targets: r.targets.map((t) => (t.type === type && t.region === region ? { ...t, businessDays: Number(value) } : t)) } : r));
  const setZone = (region: CaseRegion, value: string) => setResponse((r) => (r ? { ...r, timeZones: { ...r.timeZones, [region]: value } } : r));
  const setRetentionOf = (type: number, patch: Partial<RetentionSetting>) => setRetention((r) => (r ? r.map((x) => (x.type === type ? { ...x, ...patch } : x)) : r));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (response && retention) dispatch(A.saveRequested({ response, retention }));
  };

  return (
    <section aria-labelledby="case-settings-heading" className="admin-case-settings">
      <Link to="/siteadmin/forms">Back</Link>
      <h1 id="case-settings-heading" className="h3 mt-2 mb-3">
        Forms settings
      </h1>
      {error ? (
        <Alert variant="danger" role="alert">
          {error}
        </Alert>
      ) : null}
      {notice ? (
        <Alert variant="success" role="status">
          {notice}
        </Alert>
      ) : null}
      {!response ? (
        <p role="status">{status === 'failed' ? '' : 'Loading...'}</p>
      ) : (
        <form onSubmit={submit} className="card card-body shadow-sm">
          <fieldset disabled={!isAdministrator || saveStatus === 'loading'}>
            <legend className="h5">First-response targets</legend>
            <p className="small text-muted">
              Business days (Monday to Friday on the region&apos;s clock) from a request&apos;s arrival to its first answer. A weekend arrival starts the clock on Monday. Public
              holidays are not counted out.
            </p>
            <table className="table table-sm align-middle">
              <thead>
                <tr>
                  <th scope="col">Type</th>
                  {CASE_REGIONS.map((r) => (
                    <th key={r} scope="col">
                      {CASE_REGION_LABELS[r]}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {CASE_TYPES.map((t) => (
                  <tr key={t.type}>
                    <th scope="row">{t.label}</th>
                    {CASE_REGIONS.map((r) => (
                      <td key={r}>
                        <input
                          type="number"
                          min={1}
                          max={RESPONSE_DAYS_MAX}
                          className="form-control form-control-sm"
                          aria-label={`${t.label}, ${CASE_REGION_LABELS[r]}: business days`}
                          value={days(t.type, r)}
                          onChange={(e) => setDays(t.type, r, e.target.value)}
                        />
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
            <h2 className="h6">Time zones</h2>
            <div className="row g-2 mb-3">
              {CASE_REGIONS.map((r) => (
                <div className="col-md-4" key={r}>
                  <label htmlFor={`case-zone-${r}`} className="form-label small fw-semibold mb-1">
                    {CASE_REGION_LABELS[r]} time zone
                  </label>
                  <input id={`case-zone-${r}`} className="form-control" list="case-zones" value={response.timeZones[r]} onChange={(e) => setZone(r, e.target.value)} />
                </div>
              ))}
              <datalist id="case-zones">
                {ZONES.map((z) => (
                  <option key={z} value={z} />
                ))}
              </datalist>
            </div>
            <h2 className="h6">Retention</h2>
            <p className="small text-muted">
              How long a closed request is kept. A daily job then anonymises it (dates, type and region stay for the reports) or deletes it; a request under a legal hold or whose
              address has an open privacy request is kept.
            </p>
            <table className="table table-sm align-middle">
              <thead>
                <tr>
                  <th scope="col">Type</th>
                  <th scope="col">Months after closing</th>
                  <th scope="col">Then</th>
                </tr>
              </thead>
              <tbody>
                {retention?.map((r) => {
                  const label = CASE_TYPES.find((t) => t.type === r.type)?.label ?? String(r.type);
                  return (
                    <tr key={r.type}>
                      <th scope="row">{label}</th>
                      <td>
                        <input
                          type="number"
                          min={1}
                          max={RETENTION_MONTHS_MAX}
                          className="form-control form-control-sm"
                          aria-label={`${label}: months kept after closing`}
                          value={r.months}
                          onChange={(e) => setRetentionOf(r.type, { months: Number(e.target.value) })}
                        />
                      </td>
                      <td>
                        <select
                          className="form-select form-select-sm"
                          aria-label={`${label}: after the retention period`}
                          value={r.action}
                          onChange={(e) => setRetentionOf(r.type, { action: e.target.value as RetentionAction })}
                        >
                          <option value="anonymise">Anonymise</option>
                          <option value="delete">Delete</option>
                        </select>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
            {isAdministrator ? <Button type="submit">Save Changes</Button> : <p className="small text-muted mb-0">Only an Administrator may change these.</p>}
          </fieldset>
          {settings?.updatedAt ? (
            <p className="small text-muted mt-2 mb-0">
              Last changed {formatShortDateTime(settings.updatedAt)} by {settings.updatedBy}
            </p>
          ) : null}
        </form>
      )}
    </section>
  );
}
