import type { SelectorSolution } from '../product-selector';
import { get } from './route';

export const SELECTOR_ROUTES = {
  /** Public: the seeded solution catalogue, in display order. */
  solutions: get<SelectorSolution[]>()('/api/product-selector/solutions'),
};
