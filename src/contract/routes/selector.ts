import type { SelectorSolution } from '../product-selector';
import { get } from './route';

export const SELECTOR_ROUTES = {
  /** Public: the seeded solution catalogue, in display order. */
  solutions: get<SelectorSolution[]>()('/api/product-selector/solutions'),
  /** The wizard's page, rendered by the server at every step (?step=…&challenge=…, or a step's form: ?from=…). */
  page: get<string>()('/product-selector'),
};
