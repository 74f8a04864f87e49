import type { ContentFilterRequest, ContentItem, ContentKind, ContentSummary } from '@contract/content';
import type { Locale } from '@contract/i18n/locale';
import type { RegionId } from '@contract/regions';
import { createSlice, PayloadAction, WithSlice } from '@reduxjs/toolkit';

import { initialPageDataLoaded } from '../../lib/ssr-context';

/** Public content state: one list (knowledge center or press releases) and one item page at a time. */
type Status = 'idle' | 'loading' | 'succeeded' | 'failed';
export interface ContentListState {
  key: string | null;
  items: ContentSummary[];
  total: number;
  status: Status;
  loadingMore: boolean;
}
export interface ContentItemState {
  key: string | null;
  item: ContentItem | null;
  related: ContentSummary[];
  status: Status | 'missing';
}
export interface ContentPublicState {
  list: ContentListState;
  detail: ContentItemState;
}

export const listKey = (kind: ContentKind, f: ContentFilterRequest) => JSON.stringify([kind, f.category ?? null, f.regionId ?? null, f.search ?? '', f.locale ?? 'en']);
export const itemKey = (kind: ContentKind, slug: string, region: RegionId, locale: Locale = 'en') => JSON.stringify({ kind, slug: slug.toLowerCase(), region, locale });

const initialState: ContentPublicState = {
  list: { key: null, items: [], total: 0, status: 'idle', loadingMore: false },
  detail: { key: null, item: null, related: [], status: 'idle' },
};

export const contentPublicSlice = createSlice({
  name: 'contentPublic',
  initialState,
  reducers: {
    listRequested(state, action: PayloadAction<{ kind: ContentKind; filter: ContentFilterRequest; append: boolean }>) {
      const key = listKey(action.payload.kind, action.payload.filter);
      if (action.payload.append) state.list.loadingMore = true;
      else state.list = { key, items: [], total: 0, status: 'loading', loadingMore: false };
    },
    listReceived(state, action: PayloadAction<{ key: string; items: ContentSummary[]; total: number; append: boolean }>) {
      if (action.payload.key !== state.list.key) return;
      const known = new Set(state.list.items.map((i) => i.baseId));
      state.list.items = action.payload.append ? [...state.list.items, ...action.payload.items.filter((i) => !known.has(i.baseId))] : action.payload.items;
      state.list.total = action.payload.total;
      state.list.status = 'succeeded';
      state.list.loadingMore = false;
    },
    listFailed(state) {
      state.list.status = 'failed';
      state.list.loadingMore = false;
    },
    itemRequested(state, action: PayloadAction<{ kind: ContentKind; slug: string; region: RegionId; locale: Locale }>) {
      const key = itemKey(action.payload.kind, action.payload.slug, action.payload.region, action.payload.locale);
      state.detail = { key, item: null, related: [], status: 'loading' };
    },
    itemReceived(state, action: PayloadAction<{ key: string; item: ContentItem; related: ContentSummary[] }>) {
      if (action.payload.key !== state.detail.key) return;
      state.detail = { key: action.payload.key, item: action.payload.item, related: action.payload.related, status: 'succeeded' };
    },
    itemMissing(state, action: PayloadAction<{ key: string }>) {
      if (action.payload.key === state.detail.key) state.detail.status = 'missing';
    },
  },
  extraReducers: (builder) => {
    // The list or item the server rendered the page with (first page view).
    builder.addCase(initialPageDataLoaded, (state, action) => {
      const d = action.payload;
      if (d?.kind === 'content-list') state.list = { key: listKey(d.contentKind, d.filter), items: d.items, total: d.total, status: 'succeeded', loadingMore: false };
      else if (d?.kind === 'content-item')
        state.detail = { key: itemKey(d.contentKind, d.slug, d.itemRegion, d.item.locale ?? 'en'), item: d.item, related: d.related, status: 'succeeded' };
      else return initialState;
    });
  },
});

export const contentPublicActions = contentPublicSlice.actions;

// Injected when the feature's route code loads (root-reducer.ts).
declare module '../../app/root-reducer' {
  export interface LazyLoadedSlices extends WithSlice<typeof contentPublicSlice> {}
}
