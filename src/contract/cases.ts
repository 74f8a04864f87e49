/**
 * The forms inbox as a case queue: every submission (contact, rep request) is a case with a status,
 * an owner, internal notes, a history and a first-response due time. Plain types shared by server and client.
 */
import type { FormSubmissionItem } from './forms';

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
