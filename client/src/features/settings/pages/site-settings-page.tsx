import { DEFAULT_SITE_TIME_ZONE } from '@contract/site-settings';
import { FormEvent, useEffect, useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';

import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { formatZonedDateTime, utcTitle } from '../../../components/admin/admin-dates';
import { errorProps, FieldError } from '../../../components/admin/field-error';
import { pageTitle } from '../../../lib/runtime-config';
import { selectSettings } from '../selectors';
import { settingsActions as A } from '../slice';

/** The runtime's IANA zone names (the list the server checks against), UTC first. */
function timeZoneNames(): string[] {
  const supported = (Intl as unknown as { supportedValuesOf?(key: string): string[] }).supportedValuesOf?.('timeZone') ?? [DEFAULT_SITE_TIME_ZONE];
  return ['UTC', ...supported.filter((z) => z !== 'UTC')];
}

/** /siteadmin/settings: the site's time zone, the clock of every date staff see and enter (Administrators change it). */
export function SiteSettingsPage() {
  const dispatch = useAppDispatch();
  const { settings, saveStatus, message, errors } = useAppSelector(selectSettings);
  const isAdministrator = useAppSelector((s) => s.auth.roles?.includes('Administrator') ?? false);
  const [zone, setZone] = useState(settings?.timeZone ?? DEFAULT_SITE_TIME_ZONE);
  const zones = useMemo(() => timeZoneNames(), []);
  const now = new Date().toISOString();

  useEffect(() => {
    document.title = pageTitle('Site settings');
  }, []);
  useEffect(() => {
    if (settings) setZone(settings.timeZone);
  }, [settings]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    dispatch(A.saveRequested({ timeZone: zone }));
  };

  return (
    <section aria-labelledby="site-settings-heading" className="admin-site-settings">
      <h1 id="site-settings-heading" className="h3 mb-3">
        Site settings
      </h1>
      {message ? (
        <Alert variant={saveStatus === 'failed' ? 'danger' : 'success'} role={saveStatus === 'failed' ? 'alert' : 'status'}>
          {message}
        </Alert>
      ) : null}
      <form onSubmit={submit} className="card card-body shadow-sm" noValidate>
        <fieldset disabled={!isAdministrator || saveStatus === 'loading'}>
          <Form.Group controlId="site-time-zone" className="mb-3">
            <Form.Label>Site time zone</Form.Label>
            <Form.Select value={zone} onChange={(e) => setZone(e.target.value)} {...errorProps('site-time-zone', errors.timeZone, 'site-time-zone-hint')}>
              {zones.includes(zone) ? null : <option value={zone}>{zone}</option>}
              {zones.map((z) => (
                <option key={z} value={z}>
                  {z}
                </option>
              ))}
            </Form.Select>
            <FieldError id="site-time-zone" error={errors.timeZone} />
            <Form.Text id="site-time-zone-hint">
              Every date staff see and every date they enter (publish times, the audit log, the dashboard) is on this clock and names it. Now:{' '}
              <time dateTime={now} title={utcTitle(now)}>
                {formatZonedDateTime(now)}
              </time>
              .
            </Form.Text>
          </Form.Group>
          {isAdministrator ? <Button type="submit">Save Changes</Button> : <p className="small text-muted mb-0">Only an Administrator may change these.</p>}
        </fieldset>
      </form>
      {settings?.updatedAt ? (
        <p className="small text-muted mt-2">
          Last changed by {settings.updatedBy} on{' '}
          <time dateTime={settings.updatedAt} title={utcTitle(settings.updatedAt)}>
            {formatZonedDateTime(settings.updatedAt)}
          </time>
          .
        </p>
      ) : null}
    </section>
  );
}
