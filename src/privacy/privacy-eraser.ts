import { EntityManager } from 'typeorm';

import type { PrivacyErasure } from '../contract/privacy';
import { anonymiseCases } from '../forms/case-anonymise';
import { emailHash, findPrivacyRecords, hashedAddress, inList, normaliseEmail, replaceEmail, rowIds } from './privacy-records';

const truthy = (v: unknown) => v === true || v === 1 || v === '1';

/**
 * Removes or anonymises everything held for the address, in the caller's transaction: its cases anonymised
 * (unless under a legal hold) with their notes and staff e-mails removed, other cases that mention it redacted, subscriptions, deliveries and failed
 * sign-ins deleted, the address in audit entries and other notes replaced by its hash. Staff accounts and
 * directory listings are reported, not touched.
 */
export async function erasePrivacyRecords(m: EntityManager, email: string, now: Date): Promise<PrivacyErasure> {
  const r = await findPrivacyRecords(m, email);
  const token = hashedAddress(emailHash(email));
  const held = r.cases.filter((c) => truthy(c.legal_hold));
  const heldIds = new Set(rowIds(held));
  const free = r.cases.filter((c) => !heldIds.has(Number(c.id)));
  // The address's own cases are anonymised; someone else's case that only mentions it keeps its text, the address replaced.
  const own = free.filter(
    (c) =>
      String(c.email ?? '')
        .trim()
        .toLowerCase() === normaliseEmail(email),
  );
  const mentioning = free.filter((c) => !own.includes(c));
  const toAnonymise = own;
  const anonymisedIds = new Set(rowIds(own));
  for (const c of mentioning) {
    await m.query(`UPDATE form_submission SET name = ?, data = ? WHERE id = ?`, [
      replaceEmail(String(c.name ?? ''), email, token),
      replaceEmail(String(c.data ?? ''), email, token),
      Number(c.id),
    ]);
  }

  let caseEventsCleared = await anonymiseCases(m, toAnonymise, now);
  // Notes on other cases that name the address keep their text, the address replaced.
  for (const e of r.caseEvents) {
    if (anonymisedIds.has(Number(e.submission_id)) || heldIds.has(Number(e.submission_id)) || typeof e.note !== 'string') continue;
    await m.query(`UPDATE form_case_event SET note = ? WHERE id = ?`, [replaceEmail(e.note, email, token), Number(e.id)]);
    caseEventsCleared++;
  }
  const notifications = r.notifications.filter((n) => !heldIds.has(Number(n.submission_id)));
  const notificationIds = rowIds(notifications);
  if (notificationIds.length) await m.query(`DELETE FROM form_notification WHERE id IN (${inList(notificationIds.length)})`, notificationIds);

  const deliveryIds = rowIds(r.deliveries);
  if (deliveryIds.length) await m.query(`DELETE FROM change_notice WHERE id IN (${inList(deliveryIds.length)})`, deliveryIds);
  const subscriberIds = rowIds(r.subscribers);
  if (subscriberIds.length) {
    await m.query(`DELETE FROM label_subscription WHERE subscriber_id IN (${inList(subscriberIds.length)})`, subscriberIds);
    // The subscriber's link tokens go with it (their foreign key cascades).
    await m.query(`DELETE FROM label_subscriber WHERE id IN (${inList(subscriberIds.length)})`, subscriberIds);
  }
  if (r.loginAttempts.length) await m.query(`DELETE FROM login_attempt WHERE LOWER(email) = ?`, [email.trim().toLowerCase()]);

  for (const a of r.auditEntries) {
    const actor = String(a.actor_email ?? '');
    await m.query(`UPDATE audit_entry SET actor_email = ?, item_title = ?, summary = ? WHERE id = ?`, [
      actor.toLowerCase() === email.trim().toLowerCase() ? token : actor,
      typeof a.item_title === 'string' ? replaceEmail(a.item_title, email, token) : null,
      replaceEmail(String(a.summary ?? ''), email, token),
      Number(a.id),
    ]);
  }

  return {
    casesAnonymised: toAnonymise.length,
    casesRedacted: mentioning.length,
    casesHeld: held.length,
    caseEventsCleared,
    notificationsDeleted: notificationIds.length,
    subscriptionsDeleted: r.subscriptions.length || r.subscribers.length,
    deliveriesDeleted: deliveryIds.length,
    loginAttemptsDeleted: r.loginAttempts.length,
    auditEntriesRewritten: r.auditEntries.length,
    staffAccountsKept: r.staffAccounts.length,
    directoryListingsKept: r.directoryListings.length,
  };
}
