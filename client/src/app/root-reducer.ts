import { combineSlices } from '@reduxjs/toolkit';

import { authSlice } from '../features/auth/slice';
import { regionSlice } from './region-slice';

/**
 * The slices a feature injects when its route code loads (`slice.injectInto(rootReducer)`), so admin code never
 * ships in the public bundle. Each such slice adds itself here by declaration merging, next to its createSlice:
 * `declare module '…/app/root-reducer' { export interface LazyLoadedSlices extends WithSlice<typeof xSlice> {} }`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface LazyLoadedSlices {}

/** auth and region are always present; the rest are optional in RootState until injected. */
export const rootReducer = combineSlices(authSlice, regionSlice).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;
