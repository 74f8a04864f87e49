import type { RootState } from '../../app/store';
import type { ContentPublicState } from './slice';

const state = (s: RootState) => s.contentPublic as ContentPublicState | undefined;
export const selectContentList = (s: RootState) => state(s)?.list;
export const selectContentDetail = (s: RootState) => state(s)?.detail;
