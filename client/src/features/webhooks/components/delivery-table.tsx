import { WEBHOOK_DELIVERY_STATUS_LABEL, WebhookDeliveryItem, WebhookDeliveryStatus } from '@contract/webhooks';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';

import { AdminTable, AdminTableStatus } from '../../../components/admin/admin-table';
import { SiteTime } from '../../../components/admin/site-time';

const BADGE: Record<WebhookDeliveryStatus, string> = { delivered: 'success', pending: 'warning', failed: 'danger' };

/** One delivery's attempts in words, for its row's details. */
const attemptLine = (a: WebhookDeliveryItem['attemptLog'][number], n: number) => (
  <>
    #{n + 1} <SiteTime iso={a.at} />: {a.statusCode ?? 'no answer'} in {a.durationMs} ms{a.error ? ` (${a.error})` : ''}
  </>
);

/** The delivery log: event, status, attempts, duration and time of each delivery, with Replay. */
export function DeliveryTable(props: { items: WebhookDeliveryItem[]; status: AdminTableStatus; replaying: number | null; onReplay(id: number): void }) {
  return (
    <AdminTable
      head={
        <>
          <th scope="col">Event</th>
          <th scope="col">Status</th>
          <th scope="col">Attempts</th>
          <th scope="col">Duration</th>
          <th scope="col">Time</th>
          <th scope="col">
            <span className="visually-hidden">Actions</span>
          </th>
        </>
      }
      colSpan={6}
      status={props.status}
      rowCount={props.items.length}
      emptyText="No deliveries yet."
    >
      {props.items.map((d) => (
        <tr key={d.id}>
          <td>
            <code>{d.event}</code>
            {d.test ? <span className="ms-2 small text-muted">test</span> : null}
            {d.replayOf ? <span className="ms-2 small text-muted">replay of #{d.replayOf}</span> : null}
          </td>
          <td>
            <Badge bg={BADGE[d.status]} text={d.status === 'pending' ? 'dark' : undefined}>
              {WEBHOOK_DELIVERY_STATUS_LABEL[d.status]}
            </Badge>{' '}
            <span>{d.statusCode ?? (d.attempts ? 'no answer' : '')}</span>
            {d.error && d.status !== 'delivered' ? <div className="small text-muted text-break">{d.error}</div> : null}
            {d.nextAttemptAt ? (
              <div className="small text-muted">
                Next try <SiteTime iso={d.nextAttemptAt} />
              </div>
            ) : null}
          </td>
          <td>
            {d.attemptLog.length > 1 ? (
              <details>
                <summary>{d.attempts}</summary>
                <ol className="list-unstyled small mb-0">
                  {d.attemptLog.map((a, n) => (
                    <li key={n}>{attemptLine(a, n)}</li>
                  ))}
                </ol>
              </details>
            ) : (
              d.attempts
            )}
          </td>
          <td>{d.durationMs === null ? '—' : `${d.durationMs} ms`}</td>
          <td>
            <SiteTime iso={d.deliveredAt ?? d.created} />
          </td>
          <td className="text-end">
            <Button size="sm" variant="outline-secondary" disabled={props.replaying === d.id} onClick={() => props.onReplay(d.id)} aria-label={`Replay delivery #${d.id}`}>
              Replay
            </Button>
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}
