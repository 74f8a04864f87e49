import type { ContentItem, ContentSummary } from '@contract/content';
import { kindIdOfFamily } from '@contract/content-kinds';
import type { Locale } from '@contract/i18n/locale';
import type { LabelSubscribeRequest } from '@contract/labels';
import { createSlice, PayloadAction, WithSlice } from '@reduxjs/toolkit';

import type { FetchFailure, LoadStatus } from '../../lib/fetch-saga';
import { initialPageDataLoaded } from '../../lib/ssr-context';

/** A product's label, SDS and supplemental documents, from the product-labels record whose product name matches the brand. */
export interface LabelLinks {
  title: string;
  label?: string | null;
  sds?: string | null;
  supplemental: { title: string; documentGuid: string }[];
  /** For a French page: the French (or bilingual) versions of this line's own label and SDS, when the library has them. */
  french?: { label: string | null; sds: string | null };
}

/** What the labels and related sections are for: a brand in a region, for a page in a language. */
export interface BrandQuery {
  brand: string;
  region: number;
  locale?: Locale;
}
const brandKey = (q: BrandQuery) => `${q.brand}|${q.region}|${q.locale ?? 'en'}`;

/** The product page: its record, and below the fold its documents, related knowledge and the "Notify me" form's answer. */
export interface ProductPageState {
  slug: string | null;
  item: ContentItem | null;
  status: LoadStatus;
  labelsKey: string | null;
  labels: LabelLinks[] | null;
  relatedKey: string | null;
  related: ContentSummary[] | null;
  notify: { status: LoadStatus; message: string | null; errors: Record<string, string> };
}

const initialNotify: ProductPageState['notify'] = { status: 'idle', message: null, errors: {} };
const initialState: ProductPageState = { slug: null, item: null, status: 'idle', labelsKey: null, labels: null, relatedKey: null, related: null, notify: initialNotify };

export const productPageSlice = createSlice({
  name: 'productPage',
  initialState,
  reducers: {
    productRequested(state, action: PayloadAction<{ slug: string }>) {
      state.slug = action.payload.slug;
      state.item = null;
      state.status = 'loading';
    },
    productLoaded(state, action: PayloadAction<{ slug: string; item: ContentItem }>) {
      if (action.payload.slug !== state.slug) return;
      state.item = action.payload.item;
      state.status = 'succeeded';
    },
    productFailed(state, action: PayloadAction<{ slug: string }>) {
      if (action.payload.slug === state.slug) state.status = 'failed';
    },
    labelsRequested(state, action: PayloadAction<BrandQuery>) {
      state.labelsKey = brandKey(action.payload);
      state.labels = null;
    },
    labelsLoaded(state, action: PayloadAction<BrandQuery & { labels: LabelLinks[] }>) {
      if (brandKey(action.payload) === state.labelsKey) state.labels = action.payload.labels;
    },
    relatedRequested(state, action: PayloadAction<BrandQuery>) {
      state.relatedKey = brandKey(action.payload);
      state.related = null;
    },
    relatedLoaded(state, action: PayloadAction<BrandQuery & { items: ContentSummary[] }>) {
      if (brandKey(action.payload) === state.relatedKey) state.related = action.payload.items;
    },
    notifyRequested(state, _action: PayloadAction<LabelSubscribeRequest>) {
      state.notify = { ...initialNotify, status: 'loading' };
    },
    notifySucceeded(state, action: PayloadAction<string>) {
      state.notify = { status: 'succeeded', message: action.payload, errors: {} };
    },
    notifyFailed(state, action: PayloadAction<FetchFailure>) {
      state.notify = { status: 'failed', message: action.payload.message, errors: action.payload.errors ?? {} };
    },
    /** Another product page: its own form. */
    left(state) {
      state.notify = initialNotify;
    },
  },
  extraReducers: (builder) => {
    // The product the server rendered the first page view with.
    builder.addCase(initialPageDataLoaded, (state, action) => {
      const d = action.payload;
      if (d?.kind !== kindIdOfFamily('product')) return initialState;
      return { ...initialState, slug: d.path.replace(/^\/+|\/+$/g, '').toLowerCase(), item: d.item, status: 'succeeded' };
    });
  },
});

export const productPageActions = productPageSlice.actions;

type WithProductPage = { productPage?: ProductPageState };
export const selectProductPage = (s: WithProductPage): ProductPageState => s.productPage ?? initialState;
export const selectLabels = (s: WithProductPage, q: BrandQuery): LabelLinks[] | null => (s.productPage?.labelsKey === brandKey(q) ? s.productPage.labels : null);
export const selectRelated = (s: WithProductPage, q: BrandQuery): ContentSummary[] | null => (s.productPage?.relatedKey === brandKey(q) ? s.productPage.related : null);

// Injected when the feature's route code loads (root-reducer.ts).
declare module '../../app/root-reducer' {
  export interface LazyLoadedSlices extends WithSlice<typeof productPageSlice> {}
}
