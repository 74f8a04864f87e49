import type { CaseHoldRequest, CaseSettingsRequest, CaseStatus, ResponseReportQuery } from '@contract/cases';
import type { AccessibilityReportRequest, AddFormRequest, FormsFilter, FormsFilterRequest } from '@contract/forms';
import { FORM_ROUTES } from '@contract/routes/forms';

import { callRoute } from '../../lib/api-client';

/** Contact form and admin forms calls (spec 7). Public calls handle their own failures. */
const own = { noAuthRouting: true };

export const contactApi = {
  states: (regionId: number) => callRoute(FORM_ROUTES.states, { params: { regionId } }, own),
  add: (body: AddFormRequest) => callRoute(FORM_ROUTES.add, { body }, own),
  reportBarrier: (body: AccessibilityReportRequest) => callRoute(FORM_ROUTES.accessibility, { body }, own),
};

export const adminFormsApi = {
  filter: (body: FormsFilterRequest) => callRoute(FORM_ROUTES.adminFilter, { body }),
  archive: (id: number) => callRoute(FORM_ROUTES.adminArchive, { params: { id } }),
  get: (id: number) => callRoute(FORM_ROUTES.adminGet, { params: { id } }),
  export: (filter: FormsFilter) => callRoute(FORM_ROUTES.adminExport, { body: filter }),
};

/** The case page: one case, its changes, notes, replies and legal hold. */
export const caseApi = {
  owners: () => callRoute(FORM_ROUTES.caseOwners),
  get: (id: number) => callRoute(FORM_ROUTES.caseGet, { params: { id } }),
  setStatus: (id: number, status: CaseStatus) => callRoute(FORM_ROUTES.caseStatus, { params: { id }, body: { status } }),
  setOwner: (id: number, ownerEmail: string) => callRoute(FORM_ROUTES.caseOwner, { params: { id }, body: { ownerEmail } }),
  addNote: (id: number, text: string) => callRoute(FORM_ROUTES.caseNote, { params: { id }, body: { text } }),
  recordReply: (id: number) => callRoute(FORM_ROUTES.caseReply, { params: { id } }),
  setHold: (id: number, body: CaseHoldRequest) => callRoute(FORM_ROUTES.caseHold, { params: { id }, body }),
};

/** The case queue's settings and the response-time report. */
export const caseSettingsApi = {
  get: () => callRoute(FORM_ROUTES.caseSettings),
  save: (body: CaseSettingsRequest) => callRoute(FORM_ROUTES.caseSettingsSave, { body }),
  report: (query: ResponseReportQuery) => callRoute(FORM_ROUTES.responseReport, { query }),
};
