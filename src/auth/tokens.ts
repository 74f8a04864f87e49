import * as crypto from 'node:crypto';

/** A random opaque token (refresh tokens, emailed links) and its stored SHA-256. */
export const randomToken = () => crypto.randomBytes(32).toString('base64url');
export const sha256 = (value: string) => crypto.createHash('sha256').update(value).digest('hex');
