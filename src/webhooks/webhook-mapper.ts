import type { WebhookEvent } from '../contract/public-changes';
import type { WebhookAttemptItem, WebhookDeliveryItem, WebhookItem } from '../contract/webhooks';
import type { WebhookAttemptEntity, WebhookDeliveryEntity, WebhookEntity } from './webhook.entities';

export function toWebhookItem(w: WebhookEntity, last: WebhookDeliveryEntity | null): WebhookItem {
  return {
    id: w.id,
    name: w.name,
    url: w.url,
    events: w.events.split(',').filter(Boolean) as WebhookEvent[],
    secretHint: w.secretHint,
    created: w.createdAt.toISOString(),
    createdBy: w.createdBy,
    lastDelivery: last ? { status: last.state, at: (last.deliveredAt ?? last.createdAt).toISOString(), statusCode: last.lastStatus } : null,
  };
}

export const toAttemptItem = (a: WebhookAttemptEntity): WebhookAttemptItem => ({ at: a.at.toISOString(), statusCode: a.statusCode, durationMs: a.durationMs, error: a.error });

export function toDeliveryItem(d: WebhookDeliveryEntity, attempts: WebhookAttemptEntity[]): WebhookDeliveryItem {
  return {
    id: d.id,
    target: d.target,
    webhookId: d.webhookId,
    event: d.event as WebhookEvent,
    changeId: d.changeId,
    status: d.state,
    attempts: d.attempts,
    statusCode: d.lastStatus,
    durationMs: d.lastDurationMs,
    error: d.lastError,
    test: !!d.test,
    replayOf: d.replayOf,
    created: d.createdAt.toISOString(),
    deliveredAt: d.deliveredAt ? d.deliveredAt.toISOString() : null,
    nextAttemptAt: d.state === 'pending' ? d.nextAttemptAt.toISOString() : null,
    attemptLog: attempts.map(toAttemptItem),
  };
}
