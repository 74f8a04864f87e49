import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, FindOptionsWhere, IsNull, LessThan, MoreThan, Not } from 'typeorm';

import { AuditService } from '../audit/audit.service';
import { DashboardVisitEntity } from '../audit/audit-entry.entity';
import type { AuthUser } from '../auth/current-user';
import { isDuplicateKeyError } from '../common/errors';
import { Clock } from '../content/clock';
import { ContentItemEntity } from '../content/content-item.entity';
import { DASHBOARD_VISIT_GAP_MS, DashboardContentRow, DashboardSectionCount, DashboardSummary, STALE_DRAFT_DAYS } from '../contract/audit';
import type { CaseStatus, DashboardCaseQueue } from '../contract/cases';
import { publicKinds } from '../contract/content-kinds';
import { formTypeName } from '../contract/forms';
import { ROLE_ADMINISTRATOR } from '../contract/roles';
import { FormSubmissionEntity } from '../forms/forms.entities';
import { PrivacyRequestEntity } from '../privacy/privacy-request.entity';

const DAY_MS = 86_400_000;
const LIST_SIZE = 10;

/** What needs doing, above the dashboard's tiles. */
@Injectable()
export class DashboardService {
  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    private readonly audit: AuditService,
    private readonly clock: Clock,
  ) {}

  /** Overdue cases (all, and the caller's own) and, for Administrators, every privacy request still open. */
  async queue(user: AuthUser): Promise<DashboardCaseQueue> {
    const now = this.clock.now();
    const repo = this.ds.getRepository(FormSubmissionEntity);
    const where: FindOptionsWhere<FormSubmissionEntity> = { caseStatus: Not<CaseStatus>('closed'), firstResponseAt: IsNull(), dueAt: LessThan(now), spam: false, archived: false };
    const [rows, count] = await repo.findAndCount({ where, order: { dueAt: 'ASC', id: 'ASC' }, take: 5 });
    const mine = await repo.count({ where: { ...where, ownerEmail: user.email.trim().toLowerCase() } });
    const privacy = user.roles.includes(ROLE_ADMINISTRATOR)
      ? await this.ds.getRepository(PrivacyRequestEntity).find({ where: { status: 'open' }, order: { dueAt: 'ASC', id: 'ASC' }, take: 50 })
      : null;
    return {
      overdue: {
        count,
        mine,
        latest: rows.map((r) => ({ id: r.id, name: r.name, typeName: formTypeName(r.type), ownerEmail: r.ownerEmail, dueAt: r.dueAt!.toISOString() })),
      },
      privacyRequests:
        privacy?.map((p) => ({ id: p.id, type: p.type, law: p.law, emailMasked: p.emailMasked, dueAt: p.dueAt.toISOString(), overdue: p.dueAt.getTime() < now.getTime() })) ?? null,
    };
  }

  async summary(user: AuthUser, now = new Date()): Promise<DashboardSummary> {
    const since = await this.visit(user.id, now);
    const [counts, contacts, scheduled, staleDrafts, recentAudit] = await Promise.all([
      this.counts(),
      this.contactsSince(since),
      this.contentRows({ status: 'scheduled', deletedAt: IsNull(), publishedAt: MoreThan(now) }, { publishedAt: 'ASC' }, (e) => e.publishedAt!),
      this.contentRows({ status: 'draft', deletedAt: IsNull(), updatedAt: LessThan(new Date(now.getTime() - STALE_DRAFT_DAYS * DAY_MS)) }, { updatedAt: 'ASC' }, (e) => e.updatedAt),
      user.roles.includes(ROLE_ADMINISTRATOR) ? this.audit.latest(10) : Promise.resolve(null),
    ]);
    return { counts, contacts: { since: since.toISOString(), ...contacts }, scheduled, staleDrafts, recentAudit };
  }

  /**
   * Notes this visit and returns the start of "since your last visit": the visit before this one.
   * Loads closer together than DASHBOARD_VISIT_GAP_MS are the same visit, so a reload keeps the list.
   */
  private async visit(userId: number, now: Date): Promise<Date> {
    const repo = this.ds.getRepository(DashboardVisitEntity);
    let row = await repo.findOneBy({ userId });
    const firstVisitSince = new Date(now.getTime() - STALE_DRAFT_DAYS * DAY_MS);
    if (!row) {
      // The first visit counts the last 30 days, and keeps that start for the rest of the visit.
      try {
        await repo.insert({ userId, visitedAt: now, previousVisitAt: firstVisitSince });
        return firstVisitSince;
      } catch (e) {
        // Two tabs loading at once: the other one noted the visit.
        if (!isDuplicateKeyError(e)) throw e;
        row = await repo.findOneByOrFail({ userId });
      }
    }
    if (now.getTime() - row.visitedAt.getTime() >= DASHBOARD_VISIT_GAP_MS) {
      await repo.update({ userId }, { visitedAt: now, previousVisitAt: row.visitedAt });
      return row.visitedAt;
    }
    await repo.update({ userId }, { visitedAt: now });
    return row.previousVisitAt ?? firstVisitSince;
  }

  private async counts(): Promise<DashboardSectionCount[]> {
    const rows = await this.ds
      .getRepository(ContentItemEntity)
      .createQueryBuilder('i')
      .select('i.kind', 'kind')
      .addSelect('i.status', 'status')
      .addSelect('COUNT(*)', 'n')
      .where('i.deleted_at IS NULL')
      .groupBy('i.kind')
      .addGroupBy('i.status')
      .getRawMany<{ kind: string; status: string; n: string | number }>();
    return [...publicKinds()]
      .sort((a, b) => a.section.order - b.section.order)
      .map((k) => {
        const n = (status: string) => Number(rows.find((r) => r.kind === k.kind && r.status === status)?.n ?? 0);
        return { section: k.kind, title: k.section.title, path: k.section.path, published: n('published'), draft: n('draft'), scheduled: n('scheduled') };
      });
  }

  private async contactsSince(since: Date) {
    const repo = this.ds.getRepository(FormSubmissionEntity);
    const where = { created: MoreThan(since), archived: false, spam: false };
    const [rows, count] = await repo.findAndCount({ where, order: { created: 'DESC', id: 'DESC' }, take: 5 });
    return { count, latest: rows.map((r) => ({ id: r.id, name: r.name, typeName: formTypeName(r.type), created: r.created.toISOString() })) };
  }

  private async contentRows(where: object, order: Record<string, 'ASC' | 'DESC'>, at: (e: ContentItemEntity) => Date): Promise<DashboardContentRow[]> {
    const rows = await this.ds.getRepository(ContentItemEntity).find({ where, order: { ...order, id: 'ASC' }, take: LIST_SIZE });
    const kinds = publicKinds();
    return rows.flatMap((e) => {
      const k = kinds.find((d) => d.kind === e.kind);
      return k ? [{ section: e.kind, sectionTitle: k.section.title, baseId: e.id, title: e.title, editPath: `${k.section.path}/edit/${e.id}`, at: at(e).toISOString() }] : [];
    });
  }
}
