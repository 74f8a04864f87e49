/**
 * Privacy requests: a person asks for a copy of (access) or the removal of (erasure) everything the
 * site holds for their email address, under a law that sets the time to answer. Types and the
 * due-date rules, shared by server and client.
 */

export const PRIVACY_REQUEST_TYPES = ['access', 'erasure'] as const;
export type PrivacyRequestType = (typeof PRIVACY_REQUEST_TYPES)[number];
export const PRIVACY_TYPE_LABELS: Record<PrivacyRequestType, string> = { access: 'Access', erasure: 'Erasure' };

export const PRIVACY_LAWS = ['PIPEDA', 'CCPA', 'LAW25', 'OTHER'] as const;
export type PrivacyLaw = (typeof PRIVACY_LAWS)[number];

export interface PrivacyLawRule {
  label: string;
  /** Calendar days from the request to the answer. */
  answerDays: number;
  /** Days one extension adds (0: no extension); the requester must be told before the first due date. */
  extensionDays: number;
  /** Calendar days to acknowledge the request, when the law sets them. */
  acknowledgeDays: number | null;
}

/**
 * PIPEDA: 30 days, one extension of up to 30 with notice. CCPA: acknowledge within 10 days, answer
 * within 45, once 45 more with notice. Quebec's Law 25 (private-sector act, s. 32): 30 days, no
 * extension. Other laws: 30 days, one extension of 30, until staff know better.
 */
export const PRIVACY_LAW_RULES: Record<PrivacyLaw, PrivacyLawRule> = {
  PIPEDA: { label: 'PIPEDA (Canada)', answerDays: 30, extensionDays: 30, acknowledgeDays: null },
  CCPA: { label: 'CCPA (California)', answerDays: 45, extensionDays: 45, acknowledgeDays: 10 },
  LAW25: { label: 'Law 25 (Quebec)', answerDays: 30, extensionDays: 0, acknowledgeDays: null },
  OTHER: { label: 'Other', answerDays: 30, extensionDays: 30, acknowledgeDays: null },
};

const DAY_MS = 86_400_000;

/** The legal due date: the answer's days after opening, plus the extension once it was taken. */
export function privacyDueAt(openedAt: Date, law: PrivacyLaw, extended: boolean): Date {
  const rule = PRIVACY_LAW_RULES[law];
  return new Date(openedAt.getTime() + (rule.answerDays + (extended ? rule.extensionDays : 0)) * DAY_MS);
}

/** When the request must be acknowledged, or null when the law sets no such step. */
export function privacyAcknowledgeBy(openedAt: Date, law: PrivacyLaw): Date | null {
  const days = PRIVACY_LAW_RULES[law].acknowledgeDays;
  return days === null ? null : new Date(openedAt.getTime() + days * DAY_MS);
}

/** How many records of each kind the site holds for the address. */
export interface PrivacyFound {
  /** Contact and rep requests sent with the address (or naming it). */
  cases: number;
  /** Their notes and history entries, and notes elsewhere that name the address. */
  caseEvents: number;
  /** Staff notification e-mails queued or sent about those cases. */
  notifications: number;
  /** Change-notice subscriptions (products or documents followed). */
  subscriptions: number;
  /** Change notices queued or sent to the address. */
  deliveries: number;
  /** Failed sign-ins counted under the address. */
  loginAttempts: number;
  /** Audit entries that name the address. */
  auditEntries: number;
  /** Staff accounts with the address: listed, never erased here (Users removes an account). */
  staffAccounts: number;
  /** Reps and retailers listed with the address: listed, never erased here (Reps & Retailers edits a listing). */
  directoryListings: number;
}

export const PRIVACY_FOUND_LABELS: Record<keyof PrivacyFound, string> = {
  cases: 'Contact and rep requests',
  caseEvents: 'Case notes and history',
  notifications: 'Staff notification e-mails',
  subscriptions: 'Change-notice subscriptions',
  deliveries: 'Change-notice deliveries',
  loginAttempts: 'Failed sign-ins',
  auditEntries: 'Audit entries naming the address',
  staffAccounts: 'Staff accounts (not erased here)',
  directoryListings: 'Rep and retailer listings (not erased here)',
};

/** What an erasure did. */
export interface PrivacyErasure {
  /** Cases sent with the address, anonymised (their dates, type and region kept for the reports). */
  casesAnonymised: number;
  /** Other people's cases that mention the address: the address replaced by its hash. */
  casesRedacted: number;
  /** Cases kept as they are because a legal hold is on them. */
  casesHeld: number;
  caseEventsCleared: number;
  notificationsDeleted: number;
  subscriptionsDeleted: number;
  deliveriesDeleted: number;
  loginAttemptsDeleted: number;
  /** Audit entries kept, the address in them replaced by its hash. */
  auditEntriesRewritten: number;
  staffAccountsKept: number;
  directoryListingsKept: number;
}

export type PrivacyRequestStatus = 'open' | 'closed';

export interface PrivacyRequestItem {
  id: number;
  /** The address while the request is open; null once erased (only its hash is kept). */
  email: string | null;
  /** The address with most of it hidden, e.g. "p***@example.com". */
  emailMasked: string;
  /** SHA-256 of the lower-cased address: what replaced it in the audit trail. */
  emailHash: string;
  type: PrivacyRequestType;
  law: PrivacyLaw;
  status: PrivacyRequestStatus;
  /** UTC ISO. */
  openedAt: string;
  openedBy: string;
  dueAt: string;
  acknowledgeBy: string | null;
  acknowledgedAt: string | null;
  extendedAt: string | null;
  /** What the requester was told when the time was extended. */
  extensionNotice: string | null;
  /** The extension this law allows (0: none), in days. */
  extensionDays: number;
  exportedAt: string | null;
  erasedAt: string | null;
  closedAt: string | null;
  /** Open and past its due date. */
  overdue: boolean;
  /** What was found when the request was opened. */
  found: PrivacyFound;
  /** What the erasure did (erasure requests, once done). */
  erasure: PrivacyErasure | null;
}

/** POST /api/admin/privacy-requests */
export interface OpenPrivacyRequest {
  email: string;
  type: PrivacyRequestType;
  law: PrivacyLaw;
}

export interface ExtendPrivacyRequest {
  /** What the requester was told (the notice the law asks for). */
  notice: string;
}

export const PRIVACY_MESSAGES = {
  notFound: 'The privacy request was not found.',
  emailInvalid: 'Please enter a valid email address.',
  typeInvalid: "Type must be 'access' or 'erasure'.",
  lawInvalid: 'Law must be PIPEDA, CCPA, LAW25 or OTHER.',
  noticeRequired: 'Please write the notice the requester was sent.',
  noExtension: 'This law allows no extension.',
  alreadyExtended: 'The time to answer was already extended once.',
  closed: 'The privacy request is closed.',
  notErasure: 'Only an erasure request erases data.',
  erased: 'The data was already erased: there is nothing left to export.',
  opened: 'The privacy request was opened.',
} as const;

export const PRIVACY_PAGE_PATH = '/siteadmin/privacy';

/** "p***@example.com": enough for staff to recognise a request, not the address itself. */
export function maskEmail(email: string): string {
  const [local, domain] = email.split('@');
  return `${(local ?? '').slice(0, 1)}***@${domain ?? ''}`;
}
