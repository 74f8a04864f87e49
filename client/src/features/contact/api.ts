import { API } from '@contract/api-routes';
import type { AddFormRequest, AddFormResponse, FormsExportResponse, FormsFilter, FormsFilterRequest, FormSubmissionItem, StateProvince } from '@contract/forms';
import { FORMS_API } from '@contract/forms';

import { api } from '../../lib/api-client';

/** Contact form and admin forms calls (spec 7). Public calls handle their own failures. */
const own = { noAuthRouting: true };

export const contactApi = {
  states: (regionId: number) => api.get<StateProvince[]>(API.states.getAll(regionId), own),
  add: (body: AddFormRequest) => api.post<AddFormResponse>(API.forms.add, body, own),
};

export const adminFormsApi = {
  filter: (body: FormsFilterRequest) => api.post<FormSubmissionItem[]>(API.forms.adminFilter, body),
  archive: (id: number) => api.get<FormSubmissionItem>(API.forms.adminArchive(id)),
  get: (id: number) => api.get<FormSubmissionItem>(FORMS_API.get(id)),
  export: (filter: FormsFilter) => api.post<FormsExportResponse>(FORMS_API.export, filter),
};
