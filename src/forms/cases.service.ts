import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';

import { AuditService } from '../audit/audit.service';
import type { AuthUser } from '../auth/current-user';
import { isDuplicateKeyError, NotFound, ValidationFailed } from '../common/errors';
import { Clock } from '../content/clock';
import { CASE_MESSAGES, CASE_STATUS_LABELS, CaseDetail, CaseEventItem, caseNumber, CaseOwnerOption, CaseStatus } from '../contract/cases';
import { formTypeName } from '../contract/forms';
import { AdminUser } from '../users/entities/admin-user.entity';
import { AdminFormsService } from './admin-forms.service';
import { FormCaseEventEntity, FormCaseReadEntity, FormSubmissionEntity } from './forms.entities';

type Change = Pick<FormCaseEventEntity, 'kind' | 'fromValue' | 'toValue' | 'note'>;

/** Notes are kept out of the audit trail (they may hold personal data); the trail says a note was added. */
const AUDIT_ACTION = { status: 'form.case-status', owner: 'form.case-owner', note: 'form.case-note', reply: 'form.case-reply', hold: 'form.case-hold' } as const;

/** The case page: what staff see and change on one case. Every change is a history entry and an audit entry, in one transaction. */
@Injectable()
export class CasesService {
  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    private readonly forms: AdminFormsService,
    private readonly audit: AuditService,
    private readonly clock: Clock,
  ) {}

  async detail(id: number, user: AuthUser): Promise<CaseDetail> {
    const row = await this.find(this.ds.manager, id);
    await this.markRead(this.ds.manager, id, user.id, this.clock.now());
    const events = await this.ds.getRepository(FormCaseEventEntity).find({ where: { submissionId: id }, order: { at: 'ASC', id: 'ASC' } });
    const history = events.map(toEventItem);
    return {
      item: await this.forms.get(id, user),
      firstResponseAt: row.firstResponseAt?.toISOString() ?? null,
      closedAt: row.closedAt?.toISOString() ?? null,
      legalHold: !!row.legalHold,
      holdReason: row.holdReason,
      notes: history.filter((e) => e.kind === 'note'),
      history,
      owners: await this.owners(),
    };
  }

  async owners(): Promise<CaseOwnerOption[]> {
    const users = await this.ds.getRepository(AdminUser).find({ select: { id: true, email: true }, order: { email: 'ASC' } });
    return users.map((u) => ({ id: u.id, email: u.email.toLowerCase() }));
  }

  async setStatus(id: number, status: CaseStatus, user: AuthUser): Promise<CaseDetail> {
    if (status === 'new') throw new ValidationFailed(CASE_MESSAGES.statusInvalid, { status: CASE_MESSAGES.statusInvalid });
    return this.change(id, user, async (m, row, now) => {
      if (row.caseStatus === status) return null;
      // Waiting on the visitor or closed means the visitor was answered: the first such moment is the first response.
      const answered = status === 'waiting' || status === 'closed';
      await m.update(FormSubmissionEntity, id, {
        caseStatus: status,
        closedAt: status === 'closed' ? now : null,
        ...(answered && !row.firstResponseAt ? { firstResponseAt: now } : {}),
      });
      return { kind: 'status', fromValue: row.caseStatus, toValue: status, note: null };
    });
  }

  async setOwner(id: number, ownerEmail: string, user: AuthUser): Promise<CaseDetail> {
    const email = ownerEmail.trim().toLowerCase();
    let ownerId: number | null = null;
    if (email) {
      const staff = await this.owners();
      const match = staff.find((u) => u.email === email);
      if (!match) throw new ValidationFailed(CASE_MESSAGES.ownerUnknown, { ownerEmail: CASE_MESSAGES.ownerUnknown });
      ownerId = match.id;
    }
    return this.change(id, user, async (m, row) => {
      if ((row.ownerEmail ?? '') === email) return null;
      await m.update(FormSubmissionEntity, id, { ownerEmail: email || null, ownerId });
      return { kind: 'owner', fromValue: row.ownerEmail, toValue: email || null, note: null };
    });
  }

  async addNote(id: number, text: string, user: AuthUser): Promise<CaseDetail> {
    const note = text.trim();
    if (!note) throw new ValidationFailed(CASE_MESSAGES.noteRequired, { text: CASE_MESSAGES.noteRequired });
    return this.change(id, user, async () => ({ kind: 'note', fromValue: null, toValue: null, note }));
  }

  /** "Reply by email" was used: the visitor is being answered (the first response, when it is the first). */
  async recordReply(id: number, user: AuthUser): Promise<CaseDetail> {
    return this.change(id, user, async (m, row, now) => {
      const patch: Partial<FormSubmissionEntity> = {};
      if (!row.firstResponseAt) patch.firstResponseAt = now;
      if (row.caseStatus === 'new') patch.caseStatus = 'open';
      if (Object.keys(patch).length) await m.update(FormSubmissionEntity, id, patch);
      return { kind: 'reply', fromValue: null, toValue: null, note: null };
    });
  }

  /** A legal hold keeps the case from the retention job until it is lifted. */
  async setHold(id: number, hold: boolean, reason: string | undefined, user: AuthUser): Promise<CaseDetail> {
    const why = (reason ?? '').trim() || null;
    if (why && why.length > 500) throw new ValidationFailed(CASE_MESSAGES.holdReasonTooLong, { reason: CASE_MESSAGES.holdReasonTooLong });
    return this.change(id, user, async (m, row) => {
      if (!!row.legalHold === hold && (row.holdReason ?? null) === (hold ? why : null)) return null;
      await m.update(FormSubmissionEntity, id, { legalHold: hold, holdReason: hold ? why : null });
      return { kind: 'hold', fromValue: row.legalHold ? 'on' : 'off', toValue: hold ? 'on' : 'off', note: hold ? why : null };
    });
  }

  /** One change: the row's update, its history entry, its audit entry and the actor's read mark, together. */
  private async change(id: number, user: AuthUser, apply: (m: EntityManager, row: FormSubmissionEntity, now: Date) => Promise<Change | null>): Promise<CaseDetail> {
    await this.ds.transaction(async (m) => {
      const row = await this.find(m, id);
      const now = this.clock.now();
      const change = await apply(m, row, now);
      if (!change) return;
      await m.update(FormSubmissionEntity, id, { activityAt: now });
      await m.insert(FormCaseEventEntity, { submissionId: id, at: now, actorId: user.id, actorEmail: user.email.toLowerCase(), ...change });
      await this.audit.record(m, {
        action: AUDIT_ACTION[change.kind as keyof typeof AUDIT_ACTION],
        section: 'forms',
        itemId: id,
        itemTitle: `${formTypeName(row.type)} ${caseNumber(id)}`,
        summary: auditSummary(id, change),
      });
      await this.markRead(m, id, user.id, now);
    });
    return this.detail(id, user);
  }

  private async find(m: EntityManager, id: number): Promise<FormSubmissionEntity> {
    const row = await m.findOneBy(FormSubmissionEntity, { id });
    if (!row) throw new NotFound(CASE_MESSAGES.notFound);
    return row;
  }

  private async markRead(m: EntityManager, submissionId: number, userId: number, now: Date): Promise<void> {
    const res = await m.update(FormCaseReadEntity, { submissionId, userId }, { readAt: now });
    if (res.affected) return;
    try {
      await m.insert(FormCaseReadEntity, { submissionId, userId, readAt: now });
    } catch (e) {
      // Two tabs opening the case at once: the other one marked it.
      if (!isDuplicateKeyError(e)) throw e;
    }
  }
}

function auditSummary(id: number, c: Change): string {
  const label = (s: string | null) => (s ? (CASE_STATUS_LABELS[s as CaseStatus] ?? s) : 'nobody');
  switch (c.kind) {
    case 'status':
      return `${caseNumber(id)}: status ${label(c.fromValue)} → ${label(c.toValue)}.`;
    case 'owner':
      return `${caseNumber(id)}: owner ${c.fromValue ?? 'nobody'} → ${c.toValue ?? 'nobody'}.`;
    case 'note':
      return `${caseNumber(id)}: added an internal note.`;
    case 'reply':
      return `${caseNumber(id)}: replied to the visitor by email.`;
    default:
      return `${caseNumber(id)}: legal hold ${c.toValue === 'on' ? 'placed' : 'lifted'}.`;
  }
}

export function toEventItem(e: FormCaseEventEntity): CaseEventItem {
  return { id: e.id, at: e.at.toISOString(), actorEmail: e.actorEmail, kind: e.kind, from: e.fromValue, to: e.toValue, text: e.note };
}
