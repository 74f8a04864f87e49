/**
 * Contact form submissions, states/provinces and the admin forms list (spec 2.3, 3, 5, 7, 9).
 * Plain types and pure rules shared by the server and the client.
 */
import type { CaseStatus } from './cases';
import type { Locale } from './i18n/locale';

/** Region options of the contact form (spec 2.3). */
export const CONTACT_REGIONS = ['USA', 'Canada', 'Central America', 'South America', 'Europe', 'Asia Pacific', 'Africa'] as const;
/** Role options of the contact form (spec 2.3). */
export const CONTACT_ROLES = ['Grower', 'Product retailer', 'Vendor', 'Other'] as const;

/** Form type 1 is a Rep request; anything else is a Contact request (spec 3, 9). */
export const FORM_TYPE_CONTACT = 0;
export const FORM_TYPE_REP = 1;
/** A barrier reported from the accessibility statement (/accessibility): a type of its own in the forms inbox. */
export const FORM_TYPE_ACCESSIBILITY = 2;
export type FormTypeName = 'Rep' | 'Contact' | 'Accessibility';
export const formTypeName = (type: number | null | undefined): FormTypeName => (type === FORM_TYPE_REP ? 'Rep' : type === FORM_TYPE_ACCESSIBILITY ? 'Accessibility' : 'Contact');

/** The validation messages of spec section 5, in the order they are checked. */
export const CONTACT_MESSAGES = {
  nameRequired: 'Name is required.',
  emailRequired: 'Email is required.',
  emailInvalid: 'Please enter a valid email address.',
  regionRequired: 'Region is required.',
  roleRequired: 'Role is required.',
} as const;

/** The thank-you shown after a successful send (spec 2.3). */
export const CONTACT_THANK_YOU = 'Thank you for reaching out. Our team is reviewing your request and will connect you with the right resource.';

/** The query the overlay shows its thank-you at after a post without script (post, then redirect, then get). */
export const CONTACT_SENT_QUERY = 'sent=1';
/** Hidden field of a form rendered on the server: when it was rendered, signed (the minimum fill time without script). */
export const FORM_STARTED_FIELD = 'startedAt';

/** Letters, digits and . _ - before @, then a domain with a 2-6 letter ending (spec 5). */
export const CONTACT_EMAIL_PATTERN = /^[A-Za-z0-9._-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,6}$/;

/** The JSON object carried as text in `data`. */
export interface ContactFormData {
  region: string;
  role: string;
  state?: string;
  zipcode?: string;
  message?: string;
}

/** POST /api/forms/add */
export interface AddFormRequest {
  name: string;
  email: string;
  phone?: string | null;
  /** JSON text of ContactFormData (the object itself is accepted too). */
  data: string | ContactFormData;
  reCaptchaToken?: string | null;
  /** 1 = Rep request; omitted or 0 = Contact. */
  type?: number;
  /** Honeypot: real visitors never see it, so it must stay empty. Used when no reCAPTCHA secret is configured. */
  website?: string;
  /** Milliseconds between the form being shown and the send. Used when no reCAPTCHA secret is configured. */
  elapsedMs?: number;
  /** The language of the page the form was sent from (default en): validation answers use it, and the submission keeps it. */
  locale?: Locale;
}

export interface AddFormResponse {
  id: number;
}

export type ContactFieldErrors = Partial<Record<'name' | 'email' | 'region' | 'role', string>>;

/** The validation messages of one language (CONTACT_MESSAGES in English; formMessages(locale).contact). */
export type ContactMessages = Record<keyof typeof CONTACT_MESSAGES, string>;

/** The checks of spec 5, in order; an empty object means valid. Phone, state, zip and message are not validated. */
export function validateContactFields(v: { name?: unknown; email?: unknown; region?: unknown; role?: unknown }, messages: ContactMessages = CONTACT_MESSAGES): ContactFieldErrors {
  const errors: ContactFieldErrors = {};
  const text = (x: unknown) => (typeof x === 'string' ? x.trim() : typeof x === 'number' ? String(x) : '');
  if (!text(v.name)) errors.name = messages.nameRequired;
  const email = text(v.email);
  if (!email) errors.email = messages.emailRequired;
  else if (!CONTACT_EMAIL_PATTERN.test(email)) errors.email = messages.emailInvalid;
  if (!text(v.region)) errors.region = messages.regionRequired;
  if (!text(v.role)) errors.role = messages.roleRequired;
  return errors;
}

/** State or province (spec 3). */
export interface StateProvince {
  id: number;
  code: string;
  name: string;
}

// ---- Admin forms list (spec 7, 9) ----

export const FORMS_PAGE_SIZE = 20;
export const FORMS_DEFAULT_ORDER = 4;
export const FORMS_DEFAULT_STATUS = -1;
/** Sortable columns by index: order code = 2 × index, + 1 for descending. */
export const FORMS_COLUMNS = ['name', 'email', 'created', 'type'] as const;
export type FormsColumn = (typeof FORMS_COLUMNS)[number];

export const orderCode = (column: FormsColumn, descending: boolean): number => FORMS_COLUMNS.indexOf(column) * 2 + (descending ? 1 : 0);
export function decodeOrder(code: number): { column: FormsColumn; descending: boolean } {
  const valid = Number.isInteger(code) && code >= 0 && code < FORMS_COLUMNS.length * 2;
  const c = valid ? code : FORMS_DEFAULT_ORDER;
  return { column: FORMS_COLUMNS[Math.floor(c / 2)], descending: c % 2 === 1 };
}

/**
 * The list's status: -1 (default) every submission that is not archived, spam included (flagged);
 * 0 not archived and not spam; 1 archived only; 2 spam only; 3 everything.
 */
export const FORMS_STATUSES = [
  { value: -1, label: 'Not archived' },
  { value: 0, label: 'Inbox (not archived, not spam)' },
  { value: 1, label: 'Archived' },
  { value: 2, label: 'Spam' },
  { value: 3, label: 'All' },
] as const;

/** Filters shared by the list and the CSV export. */
export interface FormsFilter {
  order?: number;
  status?: number;
  /** 0 Contact, 1 Rep; omitted = both. */
  type?: number;
  /** One of CONTACT_REGIONS; omitted = all. */
  region?: string;
  /** Matches name, email, phone or the data text. */
  search?: string;
  /** The case's status; omitted = any. */
  caseStatus?: CaseStatus;
  /** The owner's email; omitted = anyone's. */
  owner?: string;
  /** Only the caller's own cases. */
  mine?: boolean;
  /** Only cases the caller has not opened since their last change. */
  unread?: boolean;
  /** Only open cases past their first-response due time. */
  overdue?: boolean;
}

/** POST /api/admin/forms/filter */
export interface FormsFilterRequest extends FormsFilter {
  start: number;
  length: number;
  /** A counter the client bumps to force a fresh list; the server does not use it. */
  updated?: number;
}

/** One submission as the admin API returns it. `data` is the JSON text as stored (region, role, state, zipcode, message). */
export interface FormSubmissionItem {
  id: number;
  name: string;
  email: string;
  phone: string;
  /** 1 Rep, otherwise Contact. */
  type: number;
  typeName: FormTypeName;
  /** UTC ISO timestamp. */
  created: string;
  data: string;
  region: string;
  role: string;
  archived: boolean;
  spam: boolean;
  /** Why it was judged spam (honeypot, too fast, low score...), or null. */
  spamReason: string | null;
  /** Staff notification: 'sent', 'pending', 'failed' or 'none' (spam or no recipient). */
  notification: 'sent' | 'pending' | 'failed' | 'none';
  /** The case's status. */
  status: CaseStatus;
  /** Who handles the case (routing assigns it; staff may reassign), or null. */
  ownerEmail: string | null;
  /** True until the caller opens the case after its last change by someone else. */
  unread: boolean;
  /** UTC ISO: when the first response is due; null for spam and cases without a target. */
  dueAt: string | null;
  /** Not answered and past dueAt. */
  overdue: boolean;
  /** The language of the page it was sent from. */
  locale: Locale;
}

/** POST /api/admin/forms/export: the CSV text of every submission matching the filter. */
export interface FormsExportResponse {
  filename: string;
  csv: string;
  count: number;
}

// ---- Accessibility statement: report a barrier ----

export const ACCESSIBILITY_MESSAGES = {
  emailRequired: CONTACT_MESSAGES.emailRequired,
  emailInvalid: CONTACT_MESSAGES.emailInvalid,
  descriptionRequired: 'Please describe the barrier.',
  descriptionTooLong: 'The description is too long (5000 characters at most).',
  thankYou: 'Thank you for telling us. Our team will look into the barrier and answer you by email within five business days.',
} as const;

/** POST /api/forms/accessibility (and the same fields posted to /accessibility without script). */
export interface AccessibilityReportRequest {
  name?: string;
  email: string;
  /** The page or feature where the barrier is. */
  page?: string;
  description: string;
  reCaptchaToken?: string;
  website?: string;
  elapsedMs?: number;
}

export type AccessibilityFieldErrors = Partial<Record<'email' | 'description', string>>;

/** Email (required, spec 5's format) and a description of the barrier; name and page are optional. */
export function validateAccessibilityReport(v: { email?: unknown; description?: unknown }): AccessibilityFieldErrors {
  const text = (x: unknown) => (typeof x === 'string' ? x.trim() : '');
  const errors: AccessibilityFieldErrors = {};
  const email = text(v.email);
  if (!email) errors.email = ACCESSIBILITY_MESSAGES.emailRequired;
  else if (!CONTACT_EMAIL_PATTERN.test(email)) errors.email = ACCESSIBILITY_MESSAGES.emailInvalid;
  const description = text(v.description);
  if (!description) errors.description = ACCESSIBILITY_MESSAGES.descriptionRequired;
  else if (description.length > 5000) errors.description = ACCESSIBILITY_MESSAGES.descriptionTooLong;
  return errors;
}
