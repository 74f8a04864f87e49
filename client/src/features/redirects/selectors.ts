import type { RootState } from '../../app/store';
import { initialRedirectsState, RedirectsState } from './slice';

export const selectRedirects = (s: RootState): RedirectsState => s.redirects ?? initialRedirectsState;
