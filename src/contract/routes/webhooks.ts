import type { CdnPurgeLog, WebhookCreateRequest, WebhookDeliveryItem, WebhookDeliveryPage, WebhookDeliveryQuery, WebhookItem } from '../webhooks';
import { get, post } from './route';

export const WEBHOOK_ROUTES = {
  list: get<WebhookItem[]>()('/api/admin/webhooks'),
  create: post<WebhookItem, WebhookCreateRequest>()('/api/admin/webhooks'),
  delete: post<{ deleted: number }>()('/api/admin/webhooks/:id/delete'),
  /** Sends a `site.changed` delivery (keys ['site']) now and answers with it once the first attempt is over. */
  test: post<WebhookDeliveryItem>()('/api/admin/webhooks/:id/test'),
  deliveries: get<WebhookDeliveryPage, WebhookDeliveryQuery>()('/api/admin/webhooks/:id/deliveries'),
  /** Sends a delivery's payload again as a new delivery (webhook or CDN purge). */
  replay: post<WebhookDeliveryItem>()('/api/admin/webhooks/deliveries/:id/replay'),
  /** The CDN purge adapter in use and its purges, logged like webhook deliveries. */
  cdnPurges: get<CdnPurgeLog, WebhookDeliveryQuery>()('/api/admin/cdn-purges'),
};
