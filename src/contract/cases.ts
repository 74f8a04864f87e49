/**
 * The forms inbox as a case queue: every submission (contact, rep request) is a case with a status,
 * an owner, internal notes, a history and a first-response due time. Plain types shared by server and client.
 */
import { FORM_TYPE_ACCESSIBILITY, FORM_TYPE_CONTACT, FORM_TYPE_REP, type FormSubmissionItem } from './forms';

export const CASE_STATUSES = ['new', 'open', 'waiting', 'closed'] as const;
export type CaseStatus = (typeof CASE_STATUSES)[number];
export const CASE_STATUS_LABELS: Record<CaseStatus, string> = { new: 'New', open: 'Open', waiting: 'Waiting on visitor', closed: 'Closed' };
/** The statuses staff may set (New is only where a case starts). */
export const CASE_SETTABLE_STATUSES = ['open', 'waiting', 'closed'] as const satisfies readonly CaseStatus[];

/** What one history entry records. */
export type CaseEventKind = 'created' | 'status' | 'owner' | 'note' | 'reply' | 'hold';

export interface CaseEventItem {
  id: number;
  /** UTC ISO. */
  at: string;
  /** The staff member, or "system" (routing, jobs). */
  actorEmail: string;
  kind: CaseEventKind;
  from: string | null;
  to: string | null;
  /** The note's text (kind note), or a reason (hold). */
  text: string | null;
}

/** A staff member who may own a case. */
export interface CaseOwnerOption {
  id: number;
  email: string;
}

/** GET /api/admin/forms/cases/:id: the visitor's data, the case fields, notes and history. Opening it marks the case read for the caller. */
export interface CaseDetail {
  item: FormSubmissionItem;
  /** UTC ISO; null until the first reply or status change that answers the visitor. */
  firstResponseAt: string | null;
  closedAt: string | null;
  legalHold: boolean;
  holdReason: string | null;
  /** The notes, oldest first. */
  notes: CaseEventItem[];
  /** Every change (notes included), oldest first. */
  history: CaseEventItem[];
  /** Staff who may own the case. */
  owners: CaseOwnerOption[];
}

export interface CaseStatusRequest {
  status: CaseStatus;
}
export interface CaseOwnerRequest {
  /** A staff member's email; '' leaves the case without owner. */
  ownerEmail: string;
}
export interface CaseNoteRequest {
  text: string;
}
export interface CaseHoldRequest {
  hold: boolean;
  reason?: string;
}

export const CASE_NOTE_MAX = 5000;

export const CASE_MESSAGES = {
  notFound: 'The form submission was not found.',
  noteRequired: 'Please write a note.',
  noteTooLong: `A note may be ${CASE_NOTE_MAX} characters at most.`,
  statusInvalid: 'Status must be Open, Waiting on visitor or Closed.',
  ownerUnknown: 'The owner must be a staff member with an account.',
  holdReasonTooLong: 'The reason may be 500 characters at most.',
} as const;

/** The case number as staff and visitors see it. */
export const caseNumber = (id: number): string => `Case #${id}`;

/** "Reply by email": the visitor's address, and the case number in the subject so answers can be matched. */
export function caseReplyMailto(item: { id: number; email: string; typeName: string }): string {
  const subject = `Your ${item.typeName.toLowerCase()} request [${caseNumber(item.id)}]`;
  return `mailto:${encodeURIComponent(item.email).replace(/%40/g, '@')}?subject=${encodeURIComponent(subject)}`;
}

/** The admin case page. */
export const casePagePath = (id: number): string => `/siteadmin/forms/case/${id}`;

/** The regions a case is routed and timed by (the contact form's regions grouped as the notification routing groups them). */
export const CASE_REGIONS = ['us', 'ca', 'international'] as const;
export type CaseRegion = (typeof CASE_REGIONS)[number];
export const CASE_REGION_LABELS: Record<CaseRegion, string> = { us: 'US', ca: 'Canada', international: 'International' };

/** The first-response target when none is set: 2 business days in the region's time zone. */
export const DEFAULT_RESPONSE_BUSINESS_DAYS = 2;
/** Each region's business hours clock, when none is set. */
export const DEFAULT_REGION_TIME_ZONES: Record<CaseRegion, string> = { us: 'America/Chicago', ca: 'America/Winnipeg', international: 'UTC' };

/** One overdue case on the dashboard. */
export interface DashboardOverdueCase {
  id: number;
  name: string;
  typeName: string;
  ownerEmail: string | null;
  /** UTC ISO. */
  dueAt: string;
}

/** One open privacy request on the dashboard. */
export interface DashboardPrivacyRow {
  id: number;
  type: 'access' | 'erasure';
  law: string;
  emailMasked: string;
  dueAt: string;
  overdue: boolean;
}

/** GET /api/admin/dashboard/queue: what is late in the forms inbox, and the privacy requests still open. */
export interface DashboardCaseQueue {
  overdue: { count: number; mine: number; latest: DashboardOverdueCase[] };
  /** Open privacy requests, soonest due first; null for users who may not see them (not Administrators). */
  privacyRequests: DashboardPrivacyRow[] | null;
}

// ---- Response times ----

/** The first-response target of one type of case in one region. */
export interface ResponseTargetSetting {
  /** 0 Contact, 1 Rep, 2 Accessibility. */
  type: number;
  region: CaseRegion;
  /** Business days (Monday to Friday on the region's clock), 1 to 30. */
  businessDays: number;
}

export interface CaseResponseSettings {
  /** One per type and region (missing ones read as the default). */
  targets: ResponseTargetSetting[];
  /** Each region's clock: an IANA time zone. */
  timeZones: Record<CaseRegion, string>;
}

/** What the retention job does with a case once its period has passed. */
export type RetentionAction = 'anonymise' | 'delete';
export const RETENTION_ACTIONS: readonly RetentionAction[] = ['anonymise', 'delete'];

/** How long a closed case of one type is kept. */
export interface RetentionSetting {
  type: number;
  /** Months after closing, 1 to 120. */
  months: number;
  /** Anonymise (keep dates, type and region for the reports) or delete. */
  action: RetentionAction;
}

export const DEFAULT_RETENTION_MONTHS = 24;
export const RETENTION_MONTHS_MAX = 120;

/** GET /api/admin/forms/settings; POST (Administrators) saves the parts sent. */
export interface CaseSettings {
  response: CaseResponseSettings;
  /** One per type; a case under a legal hold or whose address has an open privacy request is never purged. */
  retention: RetentionSetting[];
  /** UTC ISO of the last save, and who made it; null while the defaults apply. */
  updatedAt: string | null;
  updatedBy: string | null;
}

export interface CaseSettingsRequest {
  response?: CaseResponseSettings;
  retention?: RetentionSetting[];
}

/** The form types a target or a retention period is set for (any other type counts as Contact). */
export const CASE_TYPES = [
  { type: FORM_TYPE_CONTACT, label: 'Contact' },
  { type: FORM_TYPE_REP, label: 'Rep' },
  { type: FORM_TYPE_ACCESSIBILITY, label: 'Accessibility' },
] as const;
export const caseTypeOf = (type: number): number => (CASE_TYPES.some((t) => t.type === type) ? type : FORM_TYPE_CONTACT);

export const RESPONSE_DAYS_MAX = 30;

/** GET /api/admin/forms/response-report: cases received in a period, UTC days YYYY-MM-DD, both inclusive. */
export interface ResponseReportQuery {
  from: string;
  to: string;
}

/** Median and 90th percentile (nearest rank) of a duration, in hours; null when nothing was measured. */
export interface DurationStats {
  count: number;
  medianHours: number | null;
  p90Hours: number | null;
}

export interface ResponseReportRow {
  /** null on the total row. */
  type: number | null;
  typeName: string;
  region: CaseRegion | null;
  regionName: string;
  /** Cases received in the period (spam left out). */
  cases: number;
  /** Time from arrival to the first response (a reply, Waiting on visitor or Closed). */
  firstResponse: DurationStats;
  /** Time from arrival to closing. */
  close: DurationStats;
  /** Answered after their due time, or still unanswered past it. */
  overdue: number;
}

export interface ResponseReport {
  from: string;
  to: string;
  rows: ResponseReportRow[];
  total: ResponseReportRow;
}

export const CASE_SETTINGS_MESSAGES = {
  saved: 'The settings were saved.',
  daysInvalid: `A first-response target is 1 to ${RESPONSE_DAYS_MAX} business days.`,
  zoneInvalid: 'Please choose a known time zone (for example America/Chicago).',
  periodInvalid: 'Please choose a period: from and to as YYYY-MM-DD, from not after to, at most 3 years.',
  monthsInvalid: `A retention period is 1 to ${RETENTION_MONTHS_MAX} months.`,
} as const;
