import type { RootState } from '../../app/store';
import { initialWebhooksState, WebhooksState } from './slice';

export const selectWebhooks = (s: RootState): WebhooksState => s.webhooks ?? initialWebhooksState;

/** The webhook whose delivery log is open. */
export const selectLogWebhook = (s: RootState) => {
  const w = selectWebhooks(s);
  return w.list.find((x) => x.id === w.logFor) ?? null;
};

/** Whether the open log still has deliveries waiting for a retry (the screen then refreshes it). */
export const selectLogHasPending = (s: RootState): boolean => !!selectWebhooks(s).log?.items.some((d) => d.status === 'pending');
