import type {
  CaseDetail,
  CaseHoldRequest,
  CaseNoteRequest,
  CaseOwnerOption,
  CaseOwnerRequest,
  CaseSettings,
  CaseSettingsRequest,
  CaseStatusRequest,
  ResponseReport,
  ResponseReportQuery,
} from '../cases';
import type { AccessibilityReportRequest, AddFormRequest, AddFormResponse, FormsExportResponse, FormsFilter, FormsFilterRequest, FormSubmissionItem, StateProvince } from '../forms';
import { get, post } from './route';

export const FORM_ROUTES = {
  add: post<AddFormResponse, AddFormRequest>()('/api/forms/add'),
  accessibility: post<AddFormResponse, AccessibilityReportRequest>()('/api/forms/accessibility'),
  /** The overlay's and the accessibility statement's pages, each with its form posted to itself without script (HTML). */
  contactPage: get<string>()('/contact'),
  contactPageCa: get<string>()('/contact-ca'),
  contactPageCan: get<string>()('/can/contact-us'),
  contactSend: post<string>()('/contact'),
  contactSendCa: post<string>()('/contact-ca'),
  contactSendCan: post<string>()('/can/contact-us'),
  /** The Canada contact page in French: its no-script form is answered in French. */
  contactPageFr: get<string>()('/fr/contact-ca'),
  contactSendFr: post<string>()('/fr/contact-ca'),
  accessibilityPage: get<string>()('/accessibility'),
  accessibilitySend: post<string>()('/accessibility'),
  states: get<StateProvince[]>()('/api/states/get-all/:regionId'),
  adminFilter: post<FormSubmissionItem[], FormsFilterRequest>()('/api/admin/forms/filter'),
  adminArchive: get<FormSubmissionItem>()('/api/admin/forms/archive/:id'),
  adminGet: get<FormSubmissionItem>()('/api/admin/forms/get/:id'),
  adminExport: post<FormsExportResponse, FormsFilter>()('/api/admin/forms/export'),
  // The case queue.
  caseOwners: get<CaseOwnerOption[]>()('/api/admin/forms/case-owners'),
  caseGet: get<CaseDetail>()('/api/admin/forms/cases/:id'),
  caseStatus: post<CaseDetail, CaseStatusRequest>()('/api/admin/forms/cases/:id/status'),
  caseOwner: post<CaseDetail, CaseOwnerRequest>()('/api/admin/forms/cases/:id/owner'),
  caseNote: post<CaseDetail, CaseNoteRequest>()('/api/admin/forms/cases/:id/notes'),
  caseReply: post<CaseDetail>()('/api/admin/forms/cases/:id/reply'),
  caseHold: post<CaseDetail, CaseHoldRequest>()('/api/admin/forms/cases/:id/hold'),
  // Case settings and the response-time report.
  caseSettings: get<CaseSettings>()('/api/admin/forms/settings'),
  caseSettingsSave: post<CaseSettings, CaseSettingsRequest>()('/api/admin/forms/settings'),
  responseReport: get<ResponseReport, ResponseReportQuery>()('/api/admin/forms/response-report'),
};
