/**
 * Webhooks and CDN purges (/siteadmin/webhooks): types shared by the server and the admin screen.
 * Their routes are in ./routes/webhooks.ts, beside every other group of the route table.
 */
import type { Paged } from './envelope';
import type { PublicChange, WebhookEvent } from './public-changes';

export type { WebhookEvent } from './public-changes';
export { WEBHOOK_EVENTS } from './public-changes';

export const WEBHOOKS_PAGE_PATH = '/siteadmin/webhooks';

/** What each event means, in the admin's words (the Events checkboxes). */
export const WEBHOOK_EVENT_LABELS: Record<WebhookEvent, string> = {
  'content.published': 'Content published',
  'content.unpublished': 'Content unpublished',
  'content.deleted': 'Content deleted',
  'document.revised': 'Document revised',
  'redirects.changed': 'Redirects changed',
  'directory.changed': 'Reps & retailers changed',
  'settings.changed': 'Site settings changed',
  'site.changed': 'Any change to the site',
};

/** A secret shorter than this is refused: it signs every delivery. */
export const WEBHOOK_SECRET_MIN_LENGTH = 16;

/** The JSON body of each delivery (a test delivery's event is `site.changed`). */
export type WebhookPayload = Omit<PublicChange, 'event'> & { event: WebhookEvent };

/** The headers of each delivery. The signature is `sha256=<hex HMAC-SHA256 of the raw body with the webhook's secret>`. */
export const WEBHOOK_HEADERS = {
  signature: 'X-Webhook-Signature',
  /** The payload's id: the same on every attempt and replay of one change, so a receiver can drop repeats. */
  id: 'X-Webhook-Id',
  event: 'X-Webhook-Event',
  /** The delivery's number in the admin's log (a replay has a new one). */
  delivery: 'X-Webhook-Delivery',
} as const;

/** A webhook as the admin API returns it: never its secret, only the secret's last four characters. */
export interface WebhookItem {
  id: number;
  name: string;
  url: string;
  events: WebhookEvent[];
  /** e.g. "••••Zx9q". */
  secretHint: string;
  created: string;
  createdBy: string | null;
  /** The newest delivery, for the list. */
  lastDelivery: { status: WebhookDeliveryStatus; at: string; statusCode: number | null } | null;
}

export interface WebhookCreateRequest {
  name: string;
  /** https, or http to a loopback address (127.0.0.0/8, ::1, localhost) for testing. */
  url: string;
  events: WebhookEvent[];
  secret: string;
}

/** pending: not yet delivered (first attempt under way, or waiting for a retry); delivered: a 2xx answer; failed: given up. */
export type WebhookDeliveryStatus = 'pending' | 'delivered' | 'failed';
export const WEBHOOK_DELIVERY_STATUS_LABEL: Record<WebhookDeliveryStatus, string> = { pending: 'Pending', delivered: 'Delivered', failed: 'Failed' };

/** One try at sending a delivery. */
export interface WebhookAttemptItem {
  at: string;
  /** The receiver's HTTP status; null when there was no answer (timeout, refused connection). */
  statusCode: number | null;
  durationMs: number;
  error: string | null;
}

/** One delivery of one change to one webhook (or to the CDN), with every attempt. */
export interface WebhookDeliveryItem {
  id: number;
  target: 'webhook' | 'cdn';
  webhookId: number | null;
  event: WebhookEvent;
  /** The payload's id (the change's). */
  changeId: string;
  status: WebhookDeliveryStatus;
  attempts: number;
  statusCode: number | null;
  durationMs: number | null;
  error: string | null;
  /** A "Send test" delivery. */
  test: boolean;
  /** The delivery this one replays. */
  replayOf: number | null;
  created: string;
  deliveredAt: string | null;
  /** When the next retry is due (pending only). */
  nextAttemptAt: string | null;
  attemptLog: WebhookAttemptItem[];
}

export interface WebhookDeliveryQuery {
  start?: number;
  length?: number;
}
export type WebhookDeliveryPage = Paged<WebhookDeliveryItem>;

export const WEBHOOK_DELIVERY_PAGE_SIZE = 20;

/** Which CDN the site purges on a change, and its recent purges. */
export type CdnPurgeProvider = 'off' | 'fastly' | 'cloudflare' | 'cloudfront' | 'url';
export interface CdnPurgeLog {
  provider: CdnPurgeProvider;
  deliveries: WebhookDeliveryPage;
}
