import { TZDate } from '@date-fns/tz';
import { addBusinessDays } from 'date-fns/addBusinessDays';
import { isWeekend } from 'date-fns/isWeekend';
import { nextMonday } from 'date-fns/nextMonday';
import { startOfDay } from 'date-fns/startOfDay';

import type { AppConfig } from '../config/app-config';
import { FORM_TYPE_REP } from '../contract/forms';
import { regionGroup, routeRecipients } from './notification-routing';

/**
 * The case's owner, from the same routing as the staff notification: of the addresses the notification
 * goes to, the most specific (rep inbox for rep requests, then the role's, then the region's, then the
 * default) that belongs to a staff account; when none does, the most specific address (a shared inbox).
 */
export function routedOwner(
  notify: AppConfig['forms']['notify'],
  fallback: string | null,
  s: { region: string; role: string; type: number },
  isStaff: (email: string) => boolean,
): string | null {
  const to = routeRecipients(notify, fallback, s).map((a) => a.trim().toLowerCase());
  const lower = (list: string[]) => list.map((a) => a.trim().toLowerCase());
  const role = s.role.trim().toLowerCase();
  const roleList = role === 'product retailer' || role === 'retailer' ? lower(notify.retailer) : role === 'vendor' ? lower(notify.vendor) : [];
  const rank = (a: string) => (s.type === FORM_TYPE_REP && lower(notify.rep).includes(a) ? 0 : roleList.includes(a) ? 1 : lower(notify[regionGroup(s.region)]).includes(a) ? 2 : 3);
  const ordered = to.map((a, i) => ({ a, i })).sort((x, y) => rank(x.a) - rank(y.a) || x.i - y.i);
  return (ordered.find((o) => isStaff(o.a)) ?? ordered[0])?.a ?? null;
}

/**
 * `days` business days (Monday to Friday) after `from`, counted on the wall clock of `zone`: a Friday
 * 15:00 arrival with 2 days is due Tuesday 15:00 there. An arrival on a weekend starts the clock at
 * Monday 00:00. Public holidays are not known and count as business days.
 */
export function addBusinessDaysInZone(from: Date, days: number, zone: string): Date {
  let start = new TZDate(from.getTime(), zone);
  if (isWeekend(start)) start = startOfDay(nextMonday(start));
  return new Date(addBusinessDays(start, days).getTime());
}

/** An open case that has had no response is overdue once its due time has passed. */
export function isOverdue(c: { caseStatus: string; firstResponseAt: Date | null; dueAt: Date | null }, now: Date): boolean {
  return c.caseStatus !== 'closed' && !c.firstResponseAt && !!c.dueAt && c.dueAt.getTime() < now.getTime();
}
