import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes } from 'node:crypto';
import { isIP } from 'node:net';

import { isInternalAddress, isLoopbackAddress } from '../common/outbound-addresses';
import type { WebhookEvent } from '../contract/public-changes';

export const URL_MESSAGE = 'URL must start with https:// (or http:// to a loopback address such as 127.0.0.1 or localhost, for testing).';

/** A loopback host name or address: localhost, 127.0.0.0/8 or ::1. */
export function isLoopbackHost(hostname: string): boolean {
  const h = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (h === 'localhost' || h.endsWith('.localhost')) return true;
  if (isIP(h) === 4) return h.split('.')[0] === '127';
  if (isIP(h) === 6) return h === '::1' || h === '0:0:0:0:0:0:0:1' || /^::ffff:127\./.test(h);
  return false;
}

/** Null when a webhook may be sent to `raw`: https, or http only to loopback; else why not. */
export function webhookUrlProblem(raw: string): string | null {
  let u: URL;
  try {
    u = new URL(raw.trim());
  } catch {
    return URL_MESSAGE;
  }
  if (u.protocol === 'https:' && u.hostname) return null;
  if (u.protocol === 'http:' && isLoopbackHost(u.hostname)) return null;
  return URL_MESSAGE;
}

export const PRIVATE_URL_MESSAGE = 'URL must not point at a private or internal network address.';

/**
 * Whether a webhook may connect to this address: any public address and loopback (test receivers); private,
 * link-local (cloud metadata), unique-local and other internal ranges only with WEBHOOK_ALLOW_PRIVATE_NETWORKS,
 * so that an admin's URL cannot be used to reach the services on the server's own network.
 */
export const webhookAddressAllowed = (ip: string, allowPrivateNetworks: boolean): boolean => allowPrivateNetworks || !isInternalAddress(ip) || isLoopbackAddress(ip);

/** The private address a URL's host names literally (`https://10.0.0.5/`), when it may not be used; else null. */
export function privateLiteralHost(raw: string, allowPrivateNetworks: boolean): string | null {
  let host: string;
  try {
    host = new URL(raw.trim()).hostname.replace(/^\[(.*)\]$/, '$1');
  } catch {
    return null;
  }
  return isIP(host) && !webhookAddressAllowed(host, allowPrivateNetworks) ? host : null;
}

/** The X-Webhook-Signature value: `sha256=` and the hex HMAC-SHA256 of the raw body with the secret. */
export function signBody(body: string, secret: string): string {
  return `sha256=${createHmac('sha256', secret).update(body, 'utf8').digest('hex')}`;
}

/** Whether a webhook that asked for `wanted` receives `event` (`site.changed` asks for every one). */
export function wantsEvent(wanted: readonly string[], event: WebhookEvent): boolean {
  return wanted.includes(event) || wanted.includes('site.changed');
}

/**
 * When the attempt after `attempts` failed ones is due: the base delay doubled each time, capped, with
 * up to a tenth of jitter so receivers that come back are not hit by every retry at once. Null once
 * that would fall after `giveUpAt`.
 */
export function nextAttemptAt(attempts: number, now: Date, giveUpAt: Date, o: { baseMs: number; maxDelayMs: number }, random = Math.random): Date | null {
  const delay = Math.min(o.baseMs * 2 ** Math.max(0, attempts - 1), o.maxDelayMs);
  const at = new Date(now.getTime() + Math.round(delay * (1 + random() / 10)));
  return at.getTime() > giveUpAt.getTime() ? null : at;
}

/** "••••abcd": the last four characters of a secret. */
export const secretHint = (secret: string): string => `••••${secret.slice(-4)}`;

const SEAL_PREFIX = 'v1.';
const keyOf = (key: string) => createHash('sha256').update(key, 'utf8').digest();

/** AES-256-GCM with a key derived from WEBHOOK_SECRET_KEY: `v1.` + base64url(iv | tag | ciphertext). */
export function sealSecret(secret: string, key: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(key), iv);
  const ct = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return SEAL_PREFIX + Buffer.concat([iv, cipher.getAuthTag(), ct]).toString('base64url');
}

export function openSecret(sealed: string, key: string): string {
  if (!sealed.startsWith(SEAL_PREFIX)) throw new Error('Not a sealed secret.');
  const raw = Buffer.from(sealed.slice(SEAL_PREFIX.length), 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', keyOf(key), raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
}
