/**
 * What the logs must never carry: credentials in headers and bodies, and the secrets
 * that travel in URLs (the reset and sign-in links' codes). Pure functions, unit tested.
 */

/** pino `redact` paths: headers of a logged request or response, and the auth API's body fields if a body is ever logged. */
export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-api-key"]',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  'headers["set-cookie"]',
  ...['Password', 'PasswordHash', 'CurrentPassword', 'NewPassword', 'PasswordResetHash', 'Code', 'refreshToken', 'token', 'password'].flatMap((f) => [f, `body.${f}`, `req.body.${f}`]),
];

export const CENSOR = '[redacted]';

/**
 * Pages whose last path segment is a secret: the emailed reset/welcome link, the one-time sign-in link,
 * a preview link, and the label-notice confirmation and unsubscribe links.
 */
const SECRET_PATH = /(\/account\/(?:reset-password|email-auth)|\/preview|\/label-notices\/(?:confirm|unsubscribe))\/[^/?#\s"']+/gi;
/** Query parameters whose values are secrets wherever they appear. */
const SECRET_PARAM =
  /([?&](?:token|access_token|refresh_token|refreshtoken|id_token|hash|code|password|secret|signature|sig|key|api_key|apikey|x-amz-signature|x-amz-credential|x-amz-security-token)=)[^&#\s"']*/gi;
/** `Bearer xxx` in free text (an exception message quoting a header, say). */
const BEARER = /\b(Bearer\s+)[A-Za-z0-9._~+/=-]+/g;

/** A URL (path and query) as it may appear in a log line. */
export function sanitizeUrl(url: string | undefined): string | undefined {
  if (url === undefined) return undefined;
  return url.replace(SECRET_PATH, `$1/${CENSOR}`).replace(SECRET_PARAM, `$1${CENSOR}`);
}

/** Free text (a Nest log message) with the same secrets taken out. */
export function scrubText(text: string): string {
  return text.replace(SECRET_PATH, `$1/${CENSOR}`).replace(SECRET_PARAM, `$1${CENSOR}`).replace(BEARER, `$1${CENSOR}`);
}

/** A request id a trusted proxy may hand us: short, and only characters that need no escaping anywhere. */
export const REQUEST_ID_PATTERN = /^[A-Za-z0-9._:+/=@-]{1,128}$/;
