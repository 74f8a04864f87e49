import { createHash } from 'node:crypto';

import { EntityManager } from 'typeorm';

import { containsPattern, LIKE_ESCAPE } from '../common/sql-like';
import type { PrivacyFound } from '../contract/privacy';

export type Row = Record<string, unknown>;

/** Everything the site holds for one address, table by table (columns named as stored; secrets such as password hashes and link tokens never selected). */
export interface PrivacyRecords {
  cases: Row[];
  caseEvents: Row[];
  notifications: Row[];
  subscribers: Row[];
  subscriptions: Row[];
  deliveries: Row[];
  loginAttempts: Row[];
  auditEntries: Row[];
  staffAccounts: Row[];
  directoryListings: Row[];
}

export const normaliseEmail = (email: string): string => email.trim().toLowerCase();
export const emailHash = (email: string): string => createHash('sha256').update(normaliseEmail(email), 'utf8').digest('hex');
/** What names an address where the address itself must not appear (the audit trail; other notes once erased). */
export const hashedAddress = (hash: string): string => `sha256:${hash.slice(0, 16)}`;

const ids = (rows: Row[], key = 'id'): number[] => [...new Set(rows.map((r) => Number(r[key])))];
const inList = (n: number) => Array.from({ length: n }, () => '?').join(', ');

/**
 * Finds every record of an address: the cases sent with it (or whose name or data mentions it) with their
 * history and staff e-mails, change-notice subscriptions and deliveries, failed sign-ins, audit entries
 * that name it, and the staff accounts and directory listings that carry it.
 */
export async function findPrivacyRecords(m: EntityManager, rawEmail: string): Promise<PrivacyRecords> {
  const email = normaliseEmail(rawEmail);
  const like = containsPattern(email);
  const q = (sql: string, params: unknown[]) => m.query<Row[]>(sql, params);

  const cases = await q(
    `SELECT id, type, name, email, phone, data, region, role, ip, archived, spam, created, case_status, owner_email, due_at, first_response_at, closed_at, legal_hold, anonymised_at
       FROM form_submission WHERE LOWER(email) = ? OR LOWER(name) LIKE ? ${LIKE_ESCAPE} OR LOWER(data) LIKE ? ${LIKE_ESCAPE} ORDER BY id`,
    [email, like, like],
  );
  const caseIds = ids(cases);
  const byCase = caseIds.length ? `submission_id IN (${inList(caseIds.length)}) OR ` : '';
  const caseEvents = await q(
    `SELECT id, submission_id, at, actor_email, kind, from_value, to_value, note FROM form_case_event WHERE ${byCase}LOWER(note) LIKE ? ${LIKE_ESCAPE} ORDER BY id`,
    [...caseIds, like],
  );
  const notifications = await q(
    `SELECT id, submission_id, recipients, subject, body, reply_to, attempts, sent_at, created FROM form_notification
      WHERE ${byCase}LOWER(reply_to) = ? OR LOWER(body) LIKE ? ${LIKE_ESCAPE} ORDER BY id`,
    [...caseIds, email, like],
  );

  const subscribers = await q(`SELECT id, email, created_at FROM label_subscriber WHERE LOWER(email) = ? ORDER BY id`, [email]);
  const subscriberIds = ids(subscribers);
  const subscriptions = subscriberIds.length
    ? await q(
        `SELECT id, subscriber_id, target_type, target_key, confirmed_at, created_at FROM label_subscription WHERE subscriber_id IN (${inList(subscriberIds.length)}) ORDER BY id`,
        subscriberIds,
      )
    : [];
  const bySubscriber = subscriberIds.length ? ` OR subscriber_id IN (${inList(subscriberIds.length)})` : '';
  const deliveries = await q(
    `SELECT id, document_id, document_guid, document_title, file_id, revision_no, revision_date, subscriber_id, email, status, error, attempts, queued_at, sent_at
       FROM change_notice WHERE LOWER(email) = ?${bySubscriber} ORDER BY id`,
    [email, ...subscriberIds],
  );

  const loginAttempts = await q(`SELECT email, failures, window_started_at, locked_until FROM login_attempt WHERE LOWER(email) = ?`, [email]);
  const auditEntries = await q(
    `SELECT id, at, actor_id, actor_email, ip, action, section, item_id, item_title, summary FROM audit_entry
      WHERE LOWER(actor_email) = ? OR LOWER(item_title) LIKE ? ${LIKE_ESCAPE} OR LOWER(summary) LIKE ? ${LIKE_ESCAPE} ORDER BY id`,
    [email, like, like],
  );
  const staffAccounts = await q(`SELECT id, email, last_login, created_at FROM admin_user WHERE LOWER(email) = ?`, [email]);
  const reps = (await q(`SELECT * FROM rep WHERE LOWER(email) = ?`, [email])).map((r) => ({ listing: 'rep', ...r }));
  const retailers = (await q(`SELECT * FROM retailer WHERE LOWER(email) = ?`, [email])).map((r) => ({ listing: 'retailer', ...r }));

  return {
    cases,
    caseEvents,
    notifications,
    subscribers,
    subscriptions,
    deliveries,
    loginAttempts,
    auditEntries,
    staffAccounts,
    directoryListings: [...reps, ...retailers],
  };
}

export function countRecords(r: PrivacyRecords): PrivacyFound {
  return {
    cases: r.cases.length,
    caseEvents: r.caseEvents.length,
    notifications: r.notifications.length,
    // An address with no subscription left still follows nothing, but its subscriber row is one record.
    subscriptions: r.subscriptions.length || r.subscribers.length,
    deliveries: r.deliveries.length,
    loginAttempts: r.loginAttempts.length,
    auditEntries: r.auditEntries.length,
    staffAccounts: r.staffAccounts.length,
    directoryListings: r.directoryListings.length,
  };
}

/** Replaces every spelling of the address (any letter case) in a text. */
export function replaceEmail(text: string, email: string, by: string): string {
  return text.replace(new RegExp(normaliseEmail(email).replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'gi'), by);
}

export { inList, ids as rowIds };
