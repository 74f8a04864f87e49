import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

import { TooManyRequests, ValidationFailed } from '../common/errors';
import { Clock } from '../content/clock';
import { AddFormResponse, ContactFormData, FORM_TYPE_CONTACT, validateContactFields } from '../contract/forms';
import { FormMessages, formMessages } from '../contract/i18n/form-messages';
import { localeOr } from '../i18n/server-messages';
import { RateLimits } from '../shared-state/rate-limits';
import { BotCheckService } from './bot-check.service';
import { CaseIntake } from './case-intake.service';
import { FormNotifierService } from './form-notifier.service';
import { AddFormDto } from './forms.dto';
import { FormSubmissionEntity } from './forms.entities';

const EN = formMessages('en').contact;
export const DATA_MALFORMED = EN.dataMalformed;
export const RATE_LIMITED = EN.rateLimited;

const DATA_LIMITS: Record<keyof ContactFormData, [number, (m: FormMessages['contact']) => string]> = {
  region: [60, (m) => m.regionTooLong],
  role: [60, (m) => m.roleTooLong],
  state: [100, (m) => m.stateTooLong],
  zipcode: [20, (m) => m.zipcodeTooLong],
  message: [5000, (m) => m.messageTooLong],
};

type ParsedData = { ok: true; value: ContactFormData } | { ok: false };

/** Reads `data` (JSON text, or an object) into the five known fields; anything else is malformed. */
export function parseContactData(raw: unknown): ParsedData {
  let obj: unknown = raw;
  if (raw === undefined || raw === null || raw === '') obj = {};
  else if (typeof raw === 'string') {
    try {
      obj = JSON.parse(raw);
    } catch {
      return { ok: false };
    }
  }
  if (typeof obj !== 'object' || obj === null || Array.isArray(obj)) return { ok: false };
  const o = obj as Record<string, unknown>;
  const text = (v: unknown) => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');
  return { ok: true, value: { region: text(o.region), role: text(o.role), state: text(o.state), zipcode: text(o.zipcode ?? o.Zipcode), message: text(o.message) } };
}

/** Receives contact form submissions: validate, rate-limit, judge bots, store as a case, queue the staff e-mail. */
@Injectable()
export class FormsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly botCheck: BotCheckService,
    private readonly notifier: FormNotifierService,
    private readonly limits: RateLimits,
    private readonly intake: CaseIntake,
    private readonly clock: Clock,
  ) {}

  /** `noScript`: posted as a plain form (no bot-check token; see BotCheckService). */
  async add(dto: AddFormDto, ip: string | null, opts: { noScript?: boolean } = {}): Promise<AddFormResponse> {
    const name = (dto.name ?? '').trim();
    const email = (dto.email ?? '').trim();
    const locale = localeOr(dto.locale);
    const messages = formMessages(locale).contact;
    const parsed = parseContactData(dto.data);
    // The spec's order: name, email (required, format), then region and role from the data.
    const fieldErrors = validateContactFields({ name, email, region: parsed.ok ? parsed.value.region : 'n/a', role: parsed.ok ? parsed.value.role : 'n/a' }, messages);
    const errors: Record<string, string> = {};
    if (fieldErrors.name) errors.name = fieldErrors.name;
    if (fieldErrors.email) errors.email = fieldErrors.email;
    if (!parsed.ok) errors.data = messages.dataMalformed;
    else {
      if (fieldErrors.region) errors.region = fieldErrors.region;
      if (fieldErrors.role) errors.role = fieldErrors.role;
      for (const [k, [max, msg]] of Object.entries(DATA_LIMITS) as [keyof ContactFormData, (typeof DATA_LIMITS)[keyof ContactFormData]][]) {
        if (!errors[k] && (parsed.value[k] ?? '').length > max) errors[k] = msg(messages);
      }
    }
    const first = Object.values(errors)[0];
    if (first || !parsed.ok) throw new ValidationFailed(first ?? messages.dataMalformed, errors);
    const data = parsed.value;

    if (!(await this.limits.take('forms-ip', ip ?? 'unknown'))) throw new TooManyRequests(messages.rateLimited);
    const verdict = await this.botCheck.judge({ token: dto.reCaptchaToken ?? undefined, website: dto.website, elapsedMs: dto.elapsedMs, ip, noScript: opts.noScript, locale });

    let queued = false;
    const now = this.clock.now();
    const saved = await this.dataSource.transaction(async (manager) => {
      const repo = manager.getRepository(FormSubmissionEntity);
      const s = await repo.save(
        repo.create({
          type: dto.type ?? FORM_TYPE_CONTACT,
          name,
          email,
          phone: (dto.phone ?? '').trim(),
          data: JSON.stringify({ region: data.region, role: data.role, state: data.state ?? '', zipcode: data.zipcode ?? '', message: data.message ?? '' }),
          region: data.region,
          role: data.role,
          archived: false,
          spam: verdict.spam,
          spamReason: verdict.reason,
          ip,
          created: now,
          locale,
        }),
      );
      await this.intake.open(manager, s, now);
      // Spam is kept for review but never mailed.
      if (!verdict.spam) queued = !!(await this.notifier.enqueue(manager, s, data));
      return s;
    });
    if (queued) this.notifier.kick();
    return { id: saved.id };
  }
}
