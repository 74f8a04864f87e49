import * as crypto from 'node:crypto';

/** A confirmation link works this long; an unconfirmed subscription is removed after it. */
export const CONFIRM_TTL_MS = 7 * 24 * 3600_000;
/** Used confirmation links are kept this long (hashed) so a late click is told "expired", not "not valid". */
export const CONFIRM_TOKEN_KEEP_MS = 30 * 24 * 3600_000;

/** Providers that deliver `j.o.e@` to `joe@`. */
const DOTLESS_DOMAINS: Record<string, string> = { 'gmail.com': 'gmail.com', 'googlemail.com': 'gmail.com' };

/** The domain a message to this address goes to, as one provider (googlemail.com is gmail.com). */
export function recipientDomain(email: string): string {
  const domain = email
    .slice(email.lastIndexOf('@') + 1)
    .trim()
    .toLowerCase();
  return DOTLESS_DOMAINS[domain] ?? domain;
}

/**
 * The mailbox an address delivers to, for counting: lower case, without a `+tag`, and without dots
 * where the provider ignores them. `Victim+1@x`, `victim+2@x` and `victim@x` are one mailbox.
 */
export function mailboxKey(email: string): string {
  const at = email.lastIndexOf('@');
  const domain = recipientDomain(email);
  let local = email.slice(0, at).trim().toLowerCase();
  const plus = local.indexOf('+');
  if (plus >= 0) local = local.slice(0, plus);
  if (Object.values(DOTLESS_DOMAINS).includes(domain)) local = local.replace(/\./g, '');
  return `${local}@${domain}`;
}

/** A new secret for an emailed link (32 characters of base64url). */
export const newLinkToken = () => crypto.randomBytes(24).toString('base64url');

/** What is stored of a link's secret: its SHA-256, so the table alone cannot be used to confirm or unsubscribe anyone. */
export const hashLinkToken = (token: string) => crypto.createHash('sha256').update(token, 'utf8').digest('hex');

/** The shape of a link token (and of the older, longer ones still in sent mail); anything else is refused unread. */
export const LINK_TOKEN = /^[A-Za-z0-9_-]{20,64}$/;
