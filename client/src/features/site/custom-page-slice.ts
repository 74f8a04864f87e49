import type { ContentItem, ContentSummary } from '@contract/content';
import type { Locale } from '@contract/i18n/locale';
import type { RegionId } from '@contract/regions';
import { createSlice, PayloadAction, WithSlice } from '@reduxjs/toolkit';

/** Which custom page: its slug, and the region of a /can/… path. */
export interface PageQuery {
  slug: string;
  region?: RegionId;
  /** The page's language (a French page shows the French record: About and the campaigns at their English address). */
  locale?: Locale;
}
export const pageKey = (q: PageQuery) => `${q.slug}|${q.region ?? ''}|${q.locale ?? 'en'}`;

/**
 * The custom page shown (spec 2.1) and the latest resources under it. `missing`: no published page has the slug (Page
 * Not Found); `failed`: it could not be loaded (5xx, no answer), an error page, never Page Not Found (spec 8).
 */
export interface CustomPageState {
  key: string | null;
  status: 'loading' | 'succeeded' | 'missing' | 'failed';
  item?: ContentItem;
  latest?: ContentSummary[];
}

const initialState: CustomPageState = { key: null, status: 'loading' };

export const customPageSlice = createSlice({
  name: 'customPage',
  initialState,
  reducers: {
    pageRequested: (_state, action: PayloadAction<PageQuery>): CustomPageState => ({ key: pageKey(action.payload), status: 'loading' }),
    pageAnswered: (state, action: PayloadAction<CustomPageState>) => (action.payload.key === state.key ? action.payload : state),
    /** The page's code could not be loaded (offline, or a deploy replaced the files). */
    codeFailed(state) {
      state.status = 'failed';
    },
  },
});

export const customPageActions = customPageSlice.actions;

export const selectCustomPage = (s: { customPage?: CustomPageState }, key: string): CustomPageState | null => (s.customPage?.key === key ? s.customPage : null);

// Injected when the feature's route code loads (root-reducer.ts).
declare module '../../app/root-reducer' {
  export interface LazyLoadedSlices extends WithSlice<typeof customPageSlice> {}
}
