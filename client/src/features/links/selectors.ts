import type { RootState } from '../../app/store';
import { initialLinksState, LinksState } from './slice';

export const selectLinks = (s: RootState): LinksState => s.links ?? initialLinksState;
