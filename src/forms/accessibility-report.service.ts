import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

import { TooManyRequests, ValidationFailed } from '../common/errors';
import { Clock } from '../content/clock';
import { AccessibilityReportRequest, AddFormResponse, FORM_TYPE_ACCESSIBILITY, validateAccessibilityReport } from '../contract/forms';
import { RateLimits } from '../shared-state/rate-limits';
import { BotCheckService } from './bot-check.service';
import { CaseIntake } from './case-intake.service';
import { FormNotifierService } from './form-notifier.service';
import { FormSubmissionEntity } from './forms.entities';
import { RATE_LIMITED } from './forms.service';

const text = (v: unknown, max: number) => (typeof v === 'string' ? v.trim().slice(0, max) : '');

/**
 * A barrier reported from the accessibility statement: stored in the forms inbox as its own type (a case like
 * a contact request, with the same rate limit, bot check and staff e-mail).
 */
@Injectable()
export class AccessibilityReportService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly botCheck: BotCheckService,
    private readonly notifier: FormNotifierService,
    private readonly limits: RateLimits,
    private readonly intake: CaseIntake,
    private readonly clock: Clock,
  ) {}

  async report(r: Partial<AccessibilityReportRequest>, ip: string | null, opts: { noScript?: boolean } = {}): Promise<AddFormResponse> {
    const errors = validateAccessibilityReport(r);
    const first = Object.values(errors)[0];
    if (first) throw new ValidationFailed(first, errors);
    if (!(await this.limits.take('forms-ip', ip ?? 'unknown'))) throw new TooManyRequests(RATE_LIMITED);
    const verdict = await this.botCheck.judge({
      token: text(r.reCaptchaToken, 4000) || undefined,
      website: text(r.website, 500),
      elapsedMs: typeof r.elapsedMs === 'number' ? r.elapsedMs : undefined,
      ip,
      noScript: opts.noScript,
    });
    const page = text(r.page, 500);
    const description = text(r.description, 5000);
    const now = this.clock.now();
    let queued = false;
    const saved = await this.dataSource.transaction(async (manager) => {
      const repo = manager.getRepository(FormSubmissionEntity);
      const s = await repo.save(
        repo.create({
          type: FORM_TYPE_ACCESSIBILITY,
          name: text(r.name, 200) || 'Anonymous',
          email: text(r.email, 254),
          phone: '',
          data: JSON.stringify({ page, message: description }),
          region: '',
          role: '',
          archived: false,
          spam: verdict.spam,
          spamReason: verdict.reason,
          ip,
          created: now,
        }),
      );
      await this.intake.open(manager, s, now);
      if (!verdict.spam) queued = !!(await this.notifier.enqueue(manager, s, { message: page ? `Page: ${page}\n\n${description}` : description }));
      return s;
    });
    if (queued) this.notifier.kick();
    return { id: saved.id };
  }
}
