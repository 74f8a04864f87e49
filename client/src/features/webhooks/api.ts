import { WEBHOOK_ROUTES } from '@contract/routes/webhooks';
import type { WebhookCreateRequest, WebhookDeliveryQuery } from '@contract/webhooks';

import { callRoute } from '../../lib/api-client';

/** Calls of the webhooks admin screen (sagas reach them through call()). */
export const webhooksApi = {
  list: () => callRoute(WEBHOOK_ROUTES.list),
  create: (body: WebhookCreateRequest) => callRoute(WEBHOOK_ROUTES.create, { body }),
  remove: (id: number) => callRoute(WEBHOOK_ROUTES.delete, { params: { id } }),
  test: (id: number) => callRoute(WEBHOOK_ROUTES.test, { params: { id } }),
  deliveries: (id: number, query: WebhookDeliveryQuery) => callRoute(WEBHOOK_ROUTES.deliveries, { params: { id }, query }),
  replay: (deliveryId: number) => callRoute(WEBHOOK_ROUTES.replay, { params: { id: deliveryId } }),
  cdnPurges: (query: WebhookDeliveryQuery) => callRoute(WEBHOOK_ROUTES.cdnPurges, { query }),
};
