import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../contract/auth';
import { COMMON_PASSWORDS } from './common-passwords';

/**
 * The password rule (NIST 800-63B style): a length range and a refusal list, no composition rules.
 * Returns the message to show, or null when the password is acceptable.
 */
export function passwordProblem(password: string, email?: string | null): string | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return `The password must be at least ${PASSWORD_MIN_LENGTH} characters long.`;
  if (length > PASSWORD_MAX_LENGTH) return `The password must be at most ${PASSWORD_MAX_LENGTH} characters long.`;
  const lower = password.toLowerCase();
  if (COMMON_PASSWORDS.has(lower) || /^(.)\1+$/.test(password) || isSequence(lower)) return 'This password is too common. Please choose a less predictable one.';
  const name = email?.toLowerCase().split('@')[0] ?? '';
  // "jsmith-jsmith" for jsmith@…: little is left once the name and separators are taken out.
  if (
    name.length >= 4 &&
    lower.includes(name) &&
    lower
      .split(name)
      .join('')
      .replace(/[^\p{L}\p{N}]/gu, '').length < 6
  )
    return 'The password must not be based on your email address.';
  return null;
}

/** A run like "123456789012" or "abcdefghijkl" (ascending or descending by one). */
function isSequence(s: string): boolean {
  if (s.length < 3) return false;
  const step = s.charCodeAt(1) - s.charCodeAt(0);
  if (Math.abs(step) !== 1) return false;
  for (let i = 2; i < s.length; i++) if (s.charCodeAt(i) - s.charCodeAt(i - 1) !== step) return false;
  return true;
}
