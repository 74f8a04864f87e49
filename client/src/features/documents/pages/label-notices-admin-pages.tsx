import { ChangeNoticeRow, labelDocumentPath, LabelSubscriberRow } from '@contract/labels';
import { useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { Link } from 'react-router-dom';

import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { rootReducer } from '../../../app/root-reducer';
import { injectSaga } from '../../../app/store';
import { SiteTime } from '../../../components/admin/site-time';
import { pageTitle } from '../../../lib/runtime-config';
import { labelNoticesSaga } from '../label-notices-saga';
import { labelNoticesActions as A, labelNoticesSlice, selectLabelNotices } from '../label-notices-slice';

import '../documents.css';

labelNoticesSlice.injectInto(rootReducer);
injectSaga('labelNotices', labelNoticesSaga);

const LIST = '/siteadmin/document-library';

/** /siteadmin/document-library/subscribers: per product and document, the confirmed and pending addresses (CSV; remove one). */
export function LabelSubscribersPage() {
  const dispatch = useAppDispatch();
  const { subscribers: rows, error, notice } = useAppSelector(selectLabelNotices);
  const [follows, setFollows] = useState('');
  useEffect(() => {
    document.title = pageTitle('Subscribers');
    dispatch(A.subscribersRequested());
    return () => void dispatch(A.left());
  }, [dispatch]);
  const remove = (r: LabelSubscriberRow) => {
    if (window.confirm(`Remove ${r.email} from “${r.targetName}”?`)) dispatch(A.subscriberRemoveRequested(r));
  };
  const targets = [...new Map((rows ?? []).map((r) => [`${r.targetType}:${r.target}`, r])).values()];
  const shown = (rows ?? []).filter((r) => !follows || `${r.targetType}:${r.target}` === follows);
  const groups = [...new Set(shown.map((r) => `${r.targetType}:${r.target}`))];
  const filter = follows ? (follows.startsWith('product:') ? { product: follows.slice(8) } : { document: follows.slice(9) }) : {};
  return (
    <section aria-labelledby="subscribers-heading">
      <div className="admin-page-head d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 id="subscribers-heading" className="h3 me-auto mb-0">
          Subscribers
        </h1>
        <Link to={LIST} className="btn btn-outline-secondary">
          Back
        </Link>
        <Button variant="outline-primary" onClick={() => dispatch(A.subscribersExportRequested(filter))}>
          Export CSV
        </Button>
      </div>
      <p className="text-muted">People who asked to be emailed when a label or SDS changes. Pending addresses have not confirmed yet and get no change notices.</p>
      {error ? (
        <Alert variant="danger" role="alert">
          {error}
        </Alert>
      ) : null}
      {notice ? (
        <Alert variant="success" role="status" dismissible onClose={() => dispatch(A.noticeDismissed())}>
          {notice}
        </Alert>
      ) : null}
      <Form.Group className="mb-3 col-md-6" controlId="subscribers-follows">
        <Form.Label>Product or document</Form.Label>
        <Form.Select value={follows} onChange={(e) => setFollows(e.target.value)}>
          <option value="">All products and documents</option>
          {targets.map((t) => (
            <option key={`${t.targetType}:${t.target}`} value={`${t.targetType}:${t.target}`}>
              {t.targetType === 'product' ? `Product: ${t.targetName}` : `Document: ${t.targetName}`}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      {rows === null && !error ? <p role="status">Loading subscribers...</p> : null}
      {rows && !rows.length ? <p>No one has subscribed yet.</p> : null}
      {groups.map((g) => {
        const list = shown.filter((r) => `${r.targetType}:${r.target}` === g);
        const first = list[0];
        return (
          <div key={g} className="mb-4">
            <h2 className="h5">
              {first.targetType === 'product' ? 'Product' : 'Document'}:{' '}
              {first.targetType === 'document' ? <Link to={labelDocumentPath(first.target)}>{first.targetName}</Link> : first.targetName}{' '}
              <small className="text-muted">
                ({list.filter((r) => r.status === 'confirmed').length} confirmed, {list.filter((r) => r.status === 'pending').length} pending)
              </small>
            </h2>
            <Table size="sm" responsive className="align-middle" aria-label={`Subscribers of ${first.targetName}`}>
              <thead>
                <tr>
                  <th scope="col">Email</th>
                  <th scope="col">Status</th>
                  <th scope="col">Subscribed</th>
                  <th scope="col">Confirmed</th>
                  <th scope="col">
                    <span className="visually-hidden">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {list.map((r) => (
                  <tr key={r.id}>
                    <td>{r.email}</td>
                    <td>{r.status === 'confirmed' ? <Badge bg="success">Confirmed</Badge> : <Badge bg="secondary">Pending</Badge>}</td>
                    <td>
                      <SiteTime iso={r.created} />
                    </td>
                    <td>{r.confirmed ? <SiteTime iso={r.confirmed} /> : '—'}</td>
                    <td className="text-end">
                      <Button size="sm" variant="outline-danger" onClick={() => remove(r)} aria-label={`Remove ${r.email} from ${r.targetName}`}>
                        Remove
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </div>
        );
      })}
    </section>
  );
}

const STATUS_BADGE: Record<ChangeNoticeRow['status'], string> = { queued: 'secondary', sent: 'success', failed: 'danger' };
const STATUS_NAME: Record<ChangeNoticeRow['status'], string> = { queued: 'Queued', sent: 'Sent', failed: 'Failed' };

/** /siteadmin/document-library/change-notices: one row per notice sent, so the company can show when each customer was told. */
export function ChangeNoticesPage() {
  const dispatch = useAppDispatch();
  const { notices: rows, error } = useAppSelector(selectLabelNotices);
  useEffect(() => {
    document.title = pageTitle('Change notices');
    dispatch(A.noticesRequested());
    return () => void dispatch(A.left());
  }, [dispatch]);
  return (
    <section aria-labelledby="notices-heading">
      <div className="admin-page-head d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 id="notices-heading" className="h3 me-auto mb-0">
          Change notices
        </h1>
        <Link to={LIST} className="btn btn-outline-secondary">
          Back
        </Link>
        <Button variant="outline-primary" onClick={() => dispatch(A.noticesExportRequested())}>
          Export CSV
        </Button>
      </div>
      {error ? (
        <Alert variant="danger" role="alert">
          {error}
        </Alert>
      ) : null}
      {rows === null && !error ? <p role="status">Loading change notices...</p> : null}
      {rows && !rows.length ? <p>No change notices have been sent yet.</p> : null}
      {rows && rows.length ? (
        <Table size="sm" responsive className="align-middle" aria-label="Change notices">
          <thead>
            <tr>
              <th scope="col">Document</th>
              <th scope="col">Revision</th>
              <th scope="col">Recipient</th>
              <th scope="col">Status</th>
              <th scope="col">Queued</th>
              <th scope="col">Sent</th>
              <th scope="col">Error</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.id}>
                <td>
                  <Link to={labelDocumentPath(r.documentGuid)}>{r.documentTitle}</Link>
                </td>
                <td>
                  {r.revision} ({r.revisionDate})
                </td>
                <td>{r.email}</td>
                <td>
                  <Badge bg={STATUS_BADGE[r.status]}>{STATUS_NAME[r.status]}</Badge>
                </td>
                <td>
                  <SiteTime iso={r.queuedAt} />
                </td>
                <td>{r.sentAt ? <SiteTime iso={r.sentAt} /> : '—'}</td>
                <td className="small text-break">{r.error ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      ) : null}
    </section>
  );
}
