import type { AddFormRequest, FormsFilter, FormsFilterRequest } from '@contract/forms';
import { FORM_ROUTES } from '@contract/routes/forms';

import { callRoute } from '../../lib/api-client';

/** Contact form and admin forms calls (spec 7). Public calls handle their own failures. */
const own = { noAuthRouting: true };

export const contactApi = {
  states: (regionId: number) => callRoute(FORM_ROUTES.states, { params: { regionId } }, own),
  add: (body: AddFormRequest) => callRoute(FORM_ROUTES.add, { body }, own),
};

export const adminFormsApi = {
  filter: (body: FormsFilterRequest) => callRoute(FORM_ROUTES.adminFilter, { body }),
  archive: (id: number) => callRoute(FORM_ROUTES.adminArchive, { params: { id } }),
  get: (id: number) => callRoute(FORM_ROUTES.adminGet, { params: { id } }),
  export: (filter: FormsFilter) => callRoute(FORM_ROUTES.adminExport, { body: filter }),
};
