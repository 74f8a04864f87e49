import type { CdnPurgeLog, WebhookCreateRequest, WebhookDeliveryItem, WebhookDeliveryPage, WebhookItem } from '@contract/webhooks';
import { createSlice, PayloadAction, WithSlice } from '@reduxjs/toolkit';

export type LoadStatus = 'idle' | 'loading' | 'succeeded' | 'failed';

export interface WebhooksState {
  list: WebhookItem[];
  listStatus: LoadStatus;
  listError: string | null;
  createStatus: LoadStatus;
  createError: string | null;
  createErrors: Record<string, string>;
  /** Bumped on each created webhook, so the form (whose fields are its own state) knows to clear. */
  createdCount: number;
  notice: string | null;
  /** The webhook whose delivery log is open. */
  logFor: number | null;
  logStart: number;
  log: WebhookDeliveryPage | null;
  logStatus: LoadStatus;
  logError: string | null;
  /** A "Send test" or "Replay" under way: the webhook's or the delivery's id. */
  testing: number | null;
  replaying: number | null;
  cdn: CdnPurgeLog | null;
  cdnStatus: LoadStatus;
}

export const initialWebhooksState: WebhooksState = {
  list: [],
  listStatus: 'idle',
  listError: null,
  createStatus: 'idle',
  createError: null,
  createErrors: {},
  createdCount: 0,
  notice: null,
  logFor: null,
  logStart: 0,
  log: null,
  logStatus: 'idle',
  logError: null,
  testing: null,
  replaying: null,
  cdn: null,
  cdnStatus: 'idle',
};

/** "delivered (200) in 35 ms" and the like, for the notices. */
export function describeDelivery(d: WebhookDeliveryItem): string {
  const code = d.statusCode === null ? 'no answer' : `HTTP ${d.statusCode}`;
  const took = d.durationMs === null ? '' : ` in ${d.durationMs} ms`;
  if (d.status === 'delivered') return `delivered (${code}${took})`;
  if (d.status === 'failed') return `failed (${code}${took}${d.error ? `: ${d.error}` : ''})`;
  return `not delivered yet (${code}${took}); it will be retried`;
}

export const webhooksSlice = createSlice({
  name: 'webhooks',
  initialState: initialWebhooksState,
  reducers: {
    listRequested(state) {
      state.listStatus = 'loading';
    },
    listLoaded(state, action: PayloadAction<WebhookItem[]>) {
      state.list = action.payload;
      state.listStatus = 'succeeded';
      state.listError = null;
      if (state.logFor !== null && !action.payload.some((w) => w.id === state.logFor)) {
        state.logFor = null;
        state.log = null;
      }
    },
    listFailed(state, action: PayloadAction<string>) {
      state.listStatus = 'failed';
      state.listError = action.payload;
    },
    createRequested(state, _action: PayloadAction<WebhookCreateRequest>) {
      state.createStatus = 'loading';
      state.createError = null;
      state.createErrors = {};
    },
    createSucceeded(state, action: PayloadAction<WebhookItem>) {
      state.createStatus = 'succeeded';
      state.createdCount += 1;
      state.list = [...state.list, action.payload].sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
      state.notice = `Webhook “${action.payload.name}” created.`;
    },
    createFailed(state, action: PayloadAction<{ message: string; errors?: Record<string, string> }>) {
      state.createStatus = 'failed';
      state.createError = action.payload.message;
      state.createErrors = action.payload.errors ?? {};
    },
    deleteRequested(_state, _action: PayloadAction<{ id: number }>) {},
    deleteSucceeded(state, action: PayloadAction<{ id: number }>) {
      const gone = state.list.find((w) => w.id === action.payload.id);
      state.list = state.list.filter((w) => w.id !== action.payload.id);
      state.notice = `Webhook “${gone?.name ?? action.payload.id}” deleted.`;
      if (state.logFor === action.payload.id) {
        state.logFor = null;
        state.log = null;
      }
    },
    deleteFailed(state, action: PayloadAction<string>) {
      state.listError = action.payload;
    },
    testRequested(state, action: PayloadAction<{ id: number }>) {
      state.testing = action.payload.id;
    },
    testFinished(state, action: PayloadAction<WebhookDeliveryItem>) {
      state.testing = null;
      state.notice = `Test delivery ${describeDelivery(action.payload)}.`;
    },
    testFailed(state, action: PayloadAction<string>) {
      state.testing = null;
      state.listError = action.payload;
    },
    logRequested(state, action: PayloadAction<{ id?: number; start?: number } | undefined>) {
      const id = action.payload?.id ?? state.logFor;
      if (id !== state.logFor) state.log = null;
      state.logFor = id;
      state.logStart = action.payload?.start ?? (action.payload?.id !== undefined ? 0 : state.logStart);
      state.logStatus = 'loading';
    },
    logLoaded(state, action: PayloadAction<{ id: number; page: WebhookDeliveryPage }>) {
      if (action.payload.id !== state.logFor) return;
      state.log = action.payload.page;
      state.logStatus = 'succeeded';
      state.logError = null;
    },
    logFailed(state, action: PayloadAction<string>) {
      state.logStatus = 'failed';
      state.logError = action.payload;
    },
    logClosed(state) {
      state.logFor = null;
      state.log = null;
      state.logStatus = 'idle';
    },
    replayRequested(state, action: PayloadAction<{ deliveryId: number }>) {
      state.replaying = action.payload.deliveryId;
    },
    replayFinished(state, action: PayloadAction<WebhookDeliveryItem>) {
      state.replaying = null;
      state.notice = `Delivery #${action.payload.replayOf} sent again as #${action.payload.id}: ${describeDelivery(action.payload)}.`;
    },
    replayFailed(state, action: PayloadAction<string>) {
      state.replaying = null;
      state.logError = action.payload;
    },
    cdnRequested(state) {
      state.cdnStatus = 'loading';
    },
    cdnLoaded(state, action: PayloadAction<CdnPurgeLog>) {
      state.cdn = action.payload;
      state.cdnStatus = 'succeeded';
    },
    cdnFailed(state) {
      state.cdnStatus = 'failed';
    },
    noticeDismissed(state) {
      state.notice = null;
    },
  },
});

export const webhooksActions = webhooksSlice.actions;
export const webhooksReducer = webhooksSlice.reducer;

// Injected when the feature's route code loads (root-reducer.ts).
declare module '../../app/root-reducer' {
  export interface LazyLoadedSlices extends WithSlice<typeof webhooksSlice> {}
}
