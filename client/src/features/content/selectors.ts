import type { RootState } from '../../app/store';

const state = (s: RootState) => s.contentPublic;
export const selectContentList = (s: RootState) => state(s)?.list;
export const selectContentDetail = (s: RootState) => state(s)?.detail;
