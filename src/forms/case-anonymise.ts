import { EntityManager } from 'typeorm';

import { dbTime } from './db-time';

const inList = (n: number) => Array.from({ length: n }, () => '?').join(', ');

/** A case's region and role stay (the response-time report counts them); everything that could name the person goes. */
export function anonymisedData(data: unknown): string {
  try {
    const d = JSON.parse(String(data ?? '{}')) as Record<string, unknown>;
    return JSON.stringify({ region: typeof d.region === 'string' ? d.region : '', role: typeof d.role === 'string' ? d.role : '' });
  } catch {
    return JSON.stringify({ region: '', role: '' });
  }
}

/**
 * Anonymises cases in the caller's transaction: name, email, phone, data (but region and role) and client
 * address go, their notes lose their text and their staff e-mails are deleted; dates, type, region and
 * history stay. Returns how many history entries lost text.
 */
export async function anonymiseCases(m: EntityManager, cases: Record<string, unknown>[], now: Date): Promise<number> {
  for (const c of cases) {
    await m.query(`UPDATE form_submission SET name = ?, email = '', phone = '', data = ?, ip = NULL, anonymised_at = ? WHERE id = ?`, [
      '(erased)',
      anonymisedData(c.data),
      dbTime(now),
      Number(c.id),
    ]);
  }
  const ids = [...new Set(cases.map((c) => Number(c.id)))];
  if (!ids.length) return 0;
  const res = await m.query<{ n: number | string }[]>(`SELECT COUNT(*) AS n FROM form_case_event WHERE note IS NOT NULL AND submission_id IN (${inList(ids.length)})`, ids);
  await m.query(`UPDATE form_case_event SET note = NULL WHERE note IS NOT NULL AND submission_id IN (${inList(ids.length)})`, ids);
  await m.query(`DELETE FROM form_notification WHERE submission_id IN (${inList(ids.length)})`, ids);
  return Number(res[0]?.n ?? 0);
}

/** Deletes cases with their history, read marks and staff e-mails, in the caller's transaction. */
export async function deleteCases(m: EntityManager, ids: number[]): Promise<void> {
  if (!ids.length) return;
  for (const table of ['form_case_event', 'form_case_read', 'form_notification']) await m.query(`DELETE FROM ${table} WHERE submission_id IN (${inList(ids.length)})`, ids);
  await m.query(`DELETE FROM form_submission WHERE id IN (${inList(ids.length)})`, ids);
}
