import type { WebhookDeliveryItem, WebhookItem } from '@contract/webhooks';

import { describeDelivery, initialWebhooksState, webhooksActions as A, webhooksReducer } from './slice';

const hook = (id: number, name: string): WebhookItem => ({
  id,
  name,
  url: `https://hooks.example.com/${id}`,
  events: ['site.changed'],
  secretHint: '••••abcd',
  created: '2026-01-01T00:00:00.000Z',
  createdBy: null,
  lastDelivery: null,
});
const delivery = (extra: Partial<WebhookDeliveryItem> = {}): WebhookDeliveryItem => ({
  id: 5,
  target: 'webhook',
  webhookId: 1,
  event: 'site.changed',
  changeId: 'c1',
  status: 'delivered',
  attempts: 1,
  statusCode: 200,
  durationMs: 12,
  error: null,
  test: true,
  replayOf: null,
  created: '2026-01-01T00:00:00.000Z',
  deliveredAt: '2026-01-01T00:00:00.000Z',
  nextAttemptAt: null,
  attemptLog: [],
  ...extra,
});

describe('webhooks slice', () => {
  it('keeps field messages of a refused create, and counts a successful one so the form clears', () => {
    let s = webhooksReducer(initialWebhooksState, A.createRequested({ name: '', url: 'http://x', events: [], secret: '' }));
    s = webhooksReducer(s, A.createFailed({ message: 'Name is required.', errors: { name: 'Name is required.' } }));
    expect(s).toMatchObject({ createStatus: 'failed', createErrors: { name: 'Name is required.' }, createdCount: 0 });
    s = webhooksReducer(s, A.createRequested({ name: 'B', url: 'https://b', events: ['site.changed'], secret: 's'.repeat(16) }));
    expect(s.createErrors).toEqual({});
    s = webhooksReducer({ ...s, list: [hook(2, 'C')] }, A.createSucceeded(hook(3, 'B')));
    expect(s.list.map((w) => w.name)).toEqual(['B', 'C']);
    expect(s).toMatchObject({ createStatus: 'succeeded', createdCount: 1, notice: 'Webhook “B” created.' });
  });

  it('opens a webhook’s log, and closes it when that webhook is deleted', () => {
    let s = webhooksReducer({ ...initialWebhooksState, list: [hook(1, 'A')] }, A.logRequested({ id: 1, start: 0 }));
    expect(s).toMatchObject({ logFor: 1, logStatus: 'loading' });
    s = webhooksReducer(s, A.logLoaded({ id: 1, page: { items: [delivery()], total: 1, start: 0, length: 20 } }));
    expect(s.log?.items).toHaveLength(1);
    s = webhooksReducer(s, A.deleteSucceeded({ id: 1 }));
    expect(s).toMatchObject({ logFor: null, log: null, list: [], notice: 'Webhook “A” deleted.' });
  });

  it('ignores a log that arrives for a webhook no longer shown', () => {
    let s = webhooksReducer(initialWebhooksState, A.logRequested({ id: 2 }));
    s = webhooksReducer(s, A.logLoaded({ id: 1, page: { items: [delivery()], total: 1, start: 0, length: 20 } }));
    expect(s.log).toBeNull();
  });

  it('says how a test or replay went', () => {
    expect(describeDelivery(delivery())).toBe('delivered (HTTP 200 in 12 ms)');
    expect(describeDelivery(delivery({ status: 'failed', statusCode: null, durationMs: 3, error: 'ECONNREFUSED' }))).toBe('failed (no answer in 3 ms: ECONNREFUSED)');
    let s = webhooksReducer(initialWebhooksState, A.testRequested({ id: 1 }));
    expect(s.testing).toBe(1);
    s = webhooksReducer(s, A.testFinished(delivery({ status: 'failed', statusCode: 500, error: 'HTTP 500' })));
    expect(s).toMatchObject({ testing: null, notice: 'Test delivery failed (HTTP 500 in 12 ms: HTTP 500).' });
  });
});
