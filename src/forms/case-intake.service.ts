import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';

import { APP_CONFIG, AppConfig } from '../config/app-config';
import { AdminUser } from '../users/entities/admin-user.entity';
import { routedOwner } from './case-rules';
import { CaseSettingsService } from './case-settings.service';
import { FormCaseEventEntity, FormSubmissionEntity } from './forms.entities';

export const SYSTEM_EMAIL = 'system';

/**
 * A new submission becomes a case, in the transaction that stores it: owner by the notification's
 * routing, due time by the type's and region's target, and the first history entries. Spam is a
 * closed case with no owner and no due time.
 */
@Injectable()
export class CaseIntake {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly settings: CaseSettingsService,
  ) {}

  async open(m: EntityManager, s: FormSubmissionEntity, now: Date): Promise<void> {
    const event = (over: Partial<FormCaseEventEntity>) =>
      m.insert(FormCaseEventEntity, { submissionId: s.id, at: now, actorId: null, actorEmail: SYSTEM_EMAIL, fromValue: null, toValue: null, note: null, ...over });
    await event({ kind: 'created', toValue: 'new' });
    if (s.spam) {
      await m.update(FormSubmissionEntity, s.id, { caseStatus: 'closed', closedAt: now, activityAt: now, ownerEmail: null, ownerId: null, dueAt: null });
      await event({ kind: 'status', fromValue: 'new', toValue: 'closed', note: 'Closed as spam.' });
      return;
    }
    const staff = await m.getRepository(AdminUser).find({ select: { id: true, email: true } });
    const byEmail = new Map(staff.map((u) => [u.email.trim().toLowerCase(), u.id]));
    const owner = routedOwner(this.config.forms.notify, this.config.admin.email, s, (a) => byEmail.has(a));
    const dueAt = await this.settings.dueAt(s, s.created);
    await m.update(FormSubmissionEntity, s.id, { caseStatus: 'new', ownerEmail: owner, ownerId: owner ? (byEmail.get(owner) ?? null) : null, dueAt, activityAt: now });
    if (owner) await event({ kind: 'owner', toValue: owner, note: 'Assigned by routing.' });
  }
}
