import { WEBHOOK_DELIVERY_STATUS_LABEL, WebhookItem } from '@contract/webhooks';
import Button from 'react-bootstrap/Button';

import { AdminTable, AdminTableStatus } from '../../../components/admin/admin-table';
import { SiteTime } from '../../../components/admin/site-time';

interface Props {
  items: WebhookItem[];
  status: AdminTableStatus;
  testing: number | null;
  logFor: number | null;
  onTest(id: number): void;
  onShowLog(id: number): void;
  onDelete(item: WebhookItem): void;
}

/** The webhooks: where each goes, what it wants, its last delivery, and Send test / Deliveries / Delete. */
export function WebhooksTable(props: Props) {
  return (
    <AdminTable
      head={
        <>
          <th scope="col">Name</th>
          <th scope="col">URL</th>
          <th scope="col">Events</th>
          <th scope="col">Secret</th>
          <th scope="col">Last delivery</th>
          <th scope="col">
            <span className="visually-hidden">Actions</span>
          </th>
        </>
      }
      colSpan={6}
      status={props.status}
      rowCount={props.items.length}
      emptyText="No webhooks yet."
    >
      {props.items.map((w) => (
        <tr key={w.id}>
          <th scope="row" className="fw-semibold">
            {w.name}
          </th>
          <td className="text-break">
            <code>{w.url}</code>
          </td>
          <td>
            {w.events.map((e) => (
              <code key={e} className="d-block">
                {e}
              </code>
            ))}
          </td>
          <td>
            <span>{w.secretHint}</span>
          </td>
          <td>
            {w.lastDelivery ? (
              <>
                {WEBHOOK_DELIVERY_STATUS_LABEL[w.lastDelivery.status]}
                {w.lastDelivery.statusCode ? ` (${w.lastDelivery.statusCode})` : ''}, <SiteTime iso={w.lastDelivery.at} />
              </>
            ) : (
              'Never'
            )}
          </td>
          <td className="text-end text-nowrap">
            <Button size="sm" variant="outline-primary" className="me-1" disabled={props.testing === w.id} onClick={() => props.onTest(w.id)} aria-label={`Send test to ${w.name}`}>
              Send test
            </Button>
            <Button
              size="sm"
              variant="outline-secondary"
              className="me-1"
              aria-pressed={props.logFor === w.id}
              onClick={() => props.onShowLog(w.id)}
              aria-label={`Deliveries of ${w.name}`}
            >
              Deliveries
            </Button>
            <Button size="sm" variant="outline-danger" onClick={() => props.onDelete(w)} aria-label={`Delete ${w.name}`}>
              Delete
            </Button>
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}
