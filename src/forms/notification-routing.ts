import type { AppConfig } from '../config/app-config';
import { FORM_TYPE_ACCESSIBILITY, FORM_TYPE_REP, formTypeName } from '../contract/forms';
import { localeOr, serverText } from '../i18n/server-messages';

export type RegionGroup = 'us' | 'ca' | 'international';

/** The region option (or a region id / country code) as one of the three routing groups. */
export function regionGroup(region: string): RegionGroup {
  const r = region.trim().toLowerCase();
  if (['usa', 'us', 'u.s.', 'united states', '2'].includes(r)) return 'us';
  if (['canada', 'ca', 'can', '3'].includes(r)) return 'ca';
  return 'international';
}

/**
 * Who hears about a submission: the region's inbox plus the role's (retailers, vendors) and the
 * rep inbox for rep requests; the default inbox when none of those is configured.
 */
export function routeRecipients(notify: AppConfig['forms']['notify'], fallback: string | null, s: { region: string; role: string; type: number }): string[] {
  const out = new Set<string>();
  const group = regionGroup(s.region);
  for (const a of notify[group]) out.add(a);
  const role = s.role.trim().toLowerCase();
  if (role === 'product retailer' || role === 'retailer') for (const a of notify.retailer) out.add(a);
  if (role === 'vendor') for (const a of notify.vendor) out.add(a);
  if (s.type === FORM_TYPE_REP) for (const a of notify.rep) out.add(a);
  if (!out.size) for (const a of notify.default.length ? notify.default : fallback ? [fallback] : []) out.add(a);
  return [...out];
}

export interface NotificationContent {
  subject: string;
  text: string;
}

/** The staff e-mail for one submission: plain text, every field on its own line, always in English; it names the language the visitor wrote in. */
export function notificationContent(
  s: {
    id: number;
    type: number;
    name: string;
    email: string;
    phone: string;
    region: string;
    role: string;
    state?: string;
    zipcode?: string;
    message?: string;
    created: Date;
    locale?: string;
  },
  company: string,
): NotificationContent {
  const kind = s.type === FORM_TYPE_REP ? 'Rep request' : s.type === FORM_TYPE_ACCESSIBILITY ? 'Accessibility report' : 'Contact request';
  const line = (label: string, v: string | undefined) => `${label}: ${v && v.trim() ? v.trim() : '-'}`;
  const text = [
    `A new ${kind.toLowerCase()} arrived through the ${company} website.`,
    '',
    line('Type', `${formTypeName(s.type)} (${kind})`),
    serverText('en', 'email.staff.language', { language: serverText('en', `email.language.${localeOr(s.locale)}`) }),
    line('Name', s.name),
    line('Email', s.email),
    line('Phone', s.phone),
    line('Region', s.region),
    line('Role', s.role),
    line('State/Province', s.state),
    line('Postal code', s.zipcode),
    line('Received', s.created.toISOString()),
    '',
    'Message:',
    s.message && s.message.trim() ? s.message.trim() : '-',
    '',
    `Submission #${s.id}. Reply to this e-mail to answer ${s.name.trim()} directly.`,
  ].join('\n');
  // Header injection: names never carry line breaks into the subject.
  const subject = `${kind}: ${s.name} (${s.region}, ${s.role})`.replace(/[\r\n]+/g, ' ').slice(0, 300);
  return { subject, text };
}
