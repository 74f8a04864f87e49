import type { AddFormRequest, AddFormResponse, FormsExportResponse, FormsFilter, FormsFilterRequest, FormSubmissionItem, StateProvince } from '../forms';
import { get, post } from './route';

export const FORM_ROUTES = {
  add: post<AddFormResponse, AddFormRequest>()('/api/forms/add'),
  states: get<StateProvince[]>()('/api/states/get-all/:regionId'),
  adminFilter: post<FormSubmissionItem[], FormsFilterRequest>()('/api/admin/forms/filter'),
  adminArchive: get<FormSubmissionItem>()('/api/admin/forms/archive/:id'),
  adminGet: get<FormSubmissionItem>()('/api/admin/forms/get/:id'),
  adminExport: post<FormsExportResponse, FormsFilter>()('/api/admin/forms/export'),
};
