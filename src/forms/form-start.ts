import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The signed time a public form's page was rendered: a form posted without script has no bot-check token, so
 * its fill time (render to post) is measured from this, and a forged or edited value is no time at all.
 */
export class FormStart {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = createHash('sha256').update(`form-start:${secret}`).digest();
  }

  private mac(ms: string): string {
    return createHmac('sha256', this.key).update(ms).digest('base64url').slice(0, 22);
  }

  sign(now: number): string {
    const ms = String(Math.floor(now));
    return `${ms}.${this.mac(ms)}`;
  }

  /** Milliseconds since the signed time, or undefined when the value is missing or not ours. */
  elapsed(value: unknown, now: number): number | undefined {
    if (typeof value !== 'string') return undefined;
    const m = /^(\d{10,16})\.([A-Za-z0-9_-]{22})$/.exec(value);
    if (!m) return undefined;
    const expected = Buffer.from(this.mac(m[1]));
    const given = Buffer.from(m[2]);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
    return Math.max(0, now - Number(m[1]));
  }
}
