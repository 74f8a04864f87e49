import { strToU8, zipSync } from 'fflate';
import * as Papa from 'papaparse';

import { PRIVACY_LAW_RULES, type PrivacyLaw, type PrivacyRequestType } from '../contract/privacy';
import type { PrivacyRecords, Row } from './privacy-records';

/** Dates as UTC ISO text, whatever the driver returned (MySQL: Date objects; SQLite: text). */
function plain(row: Row): Row {
  return Object.fromEntries(Object.entries(row).map(([k, v]) => [k, v instanceof Date ? v.toISOString() : typeof v === 'bigint' ? Number(v) : v]));
}

const FILES: { key: keyof PrivacyRecords; file: string; title: string }[] = [
  { key: 'cases', file: 'contact-and-rep-requests.csv', title: 'Contact and rep requests' },
  { key: 'caseEvents', file: 'case-notes-and-history.csv', title: 'Case notes and history' },
  { key: 'notifications', file: 'staff-notification-emails.csv', title: 'Staff notification e-mails' },
  { key: 'subscribers', file: 'change-notice-subscriber.csv', title: 'Change-notice subscriber' },
  { key: 'subscriptions', file: 'change-notice-subscriptions.csv', title: 'Change-notice subscriptions' },
  { key: 'deliveries', file: 'change-notice-deliveries.csv', title: 'Change-notice deliveries' },
  { key: 'loginAttempts', file: 'failed-sign-ins.csv', title: 'Failed sign-ins' },
  { key: 'auditEntries', file: 'audit-entries.csv', title: 'Audit entries naming the address' },
  { key: 'staffAccounts', file: 'staff-accounts.csv', title: 'Staff accounts' },
  { key: 'directoryListings', file: 'rep-and-retailer-listings.csv', title: 'Rep and retailer listings' },
];

/**
 * The access download: one zip with all of it as JSON (data.json) and as one CSV per kind of record,
 * cells that start like a spreadsheet formula made inert.
 */
export function buildPrivacyZip(req: { id: number; email: string; type: PrivacyRequestType; law: PrivacyLaw; openedAt: Date }, records: PrivacyRecords, now: Date): Uint8Array {
  const data = Object.fromEntries(FILES.map((f) => [f.key, records[f.key].map(plain)]));
  const json = JSON.stringify(
    {
      request: { id: req.id, email: req.email, type: req.type, law: PRIVACY_LAW_RULES[req.law].label, openedAt: req.openedAt.toISOString() },
      generatedAt: now.toISOString(),
      records: data,
    },
    null,
    2,
  );
  const files: Record<string, Uint8Array> = { 'data.json': strToU8(json) };
  const readme = [`Everything held for ${req.email} on ${now.toISOString()} (privacy request #${req.id}).`, '', 'data.json holds all of it; each CSV holds one kind of record:'];
  for (const f of FILES) {
    const rows = data[f.key];
    readme.push(`- ${f.file}: ${f.title} (${rows.length})`);
    if (!rows.length) continue;
    const fields = [...new Set(rows.flatMap((r) => Object.keys(r)))];
    // escapeFormulae: a name such as "=HYPERLINK(...)" must not run when the file is opened in a spreadsheet.
    const csv = Papa.unparse({ fields, data: rows.map((r) => fields.map((k) => (r[k] === null || r[k] === undefined ? '' : r[k]))) }, { escapeFormulae: true, newline: '\r\n' });
    files[f.file] = strToU8(`\ufeff${csv}`);
  }
  files['README.txt'] = strToU8(readme.join('\r\n') + '\r\n');
  return zipSync(files, { level: 6, mtime: now });
}
