import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import * as Papa from 'papaparse';
import { In, Repository, SelectQueryBuilder } from 'typeorm';

import { AuditService } from '../audit/audit.service';
import type { AuthUser } from '../auth/current-user';
import { NotFound } from '../common/errors';
import { pageWindow } from '../common/paging';
import { containsPattern, LIKE_ESCAPE } from '../common/sql-like';
import { Clock } from '../content/clock';
import {
  decodeOrder,
  FORM_TYPE_ACCESSIBILITY,
  FORM_TYPE_REP,
  FORMS_DEFAULT_ORDER,
  FORMS_DEFAULT_STATUS,
  FORMS_PAGE_SIZE,
  FormsExportResponse,
  FormsFilter,
  FormSubmissionItem,
  formTypeName,
} from '../contract/forms';
import { isOverdue } from './case-rules';
import { dbTime } from './db-time';
import { FormsFilterPageDto } from './forms.dto';
import { FormCaseReadEntity, FormNotificationEntity, FormSubmissionEntity } from './forms.entities';

export const SUBMISSION_NOT_FOUND = 'The form submission was not found.';
const EXPORT_MAX_ROWS = 50_000;

const ORDER_SQL = { name: 'LOWER(s.name)', email: 'LOWER(s.email)', created: 's.created', type: 's.type' } as const;

/** The admin side of form submissions: the filtered list, one item, archive and CSV export. */
@Injectable()
export class AdminFormsService {
  constructor(
    @InjectRepository(FormSubmissionEntity) private readonly submissions: Repository<FormSubmissionEntity>,
    @InjectRepository(FormNotificationEntity) private readonly notifications: Repository<FormNotificationEntity>,
    private readonly audit: AuditService,
    private readonly clock: Clock,
  ) {}

  async filter(dto: FormsFilterPageDto, user: AuthUser): Promise<FormSubmissionItem[]> {
    const { start, length } = pageWindow(dto, { defaultLength: FORMS_PAGE_SIZE, maxLength: 100 });
    const rows = await this.query(dto, user).offset(start).limit(length).getMany();
    return this.toItems(rows, user);
  }

  async get(id: number, user: AuthUser): Promise<FormSubmissionItem> {
    const row = await this.submissions.findOneBy({ id });
    if (!row) throw new NotFound(SUBMISSION_NOT_FOUND);
    return (await this.toItems([row], user))[0];
  }

  async archive(id: number, user: AuthUser): Promise<FormSubmissionItem> {
    const row = await this.submissions.findOneBy({ id });
    if (!row) throw new NotFound(SUBMISSION_NOT_FOUND);
    if (!row.archived) {
      await this.submissions.manager.transaction(async (m) => {
        await m.update(FormSubmissionEntity, id, { archived: true });
        await this.audit.record(m, {
          action: 'form.archive',
          section: 'forms',
          itemId: id,
          itemTitle: `${formTypeName(row.type)} from ${row.name}`,
          summary: `Archived the ${formTypeName(row.type).toLowerCase()} request of ${row.name} <${row.email}>.`,
        });
      });
    }
    return this.get(id, user);
  }

  async export(filter: FormsFilter, user: AuthUser): Promise<FormsExportResponse> {
    const items = await this.toItems(await this.query(filter, user).limit(EXPORT_MAX_ROWS).getMany(), user);
    const rows = items.map((i) => {
      const d = safeJson(i.data);
      return {
        Id: i.id,
        Type: i.typeName,
        Name: i.name,
        Email: i.email,
        Phone: i.phone,
        Region: i.region,
        Role: i.role,
        'State/Province': str(d.state),
        'Postal Code': str(d.zipcode),
        Message: str(d.message),
        Created: i.created,
        Archived: i.archived ? 'Yes' : 'No',
        Spam: i.spam ? 'Yes' : 'No',
      };
    });
    const fields = ['Id', 'Type', 'Name', 'Email', 'Phone', 'Region', 'Role', 'State/Province', 'Postal Code', 'Message', 'Created', 'Archived', 'Spam'];
    // escapeFormulae: a cell starting with = + - @ must not run as a spreadsheet formula.
    const csv = Papa.unparse({ fields, data: rows.map((r) => fields.map((f) => r[f as keyof typeof r])) }, { escapeFormulae: true, newline: '\r\n' });
    await this.audit.recordNow({
      action: 'form.export',
      section: 'forms',
      summary: `Exported ${items.length} form entr${items.length === 1 ? 'y' : 'ies'} as CSV (${describeFilter(filter)}).`,
    });
    return { filename: `form-submissions-${new Date().toISOString().slice(0, 10)}.csv`, csv, count: items.length };
  }

  private query(f: FormsFilter, user: AuthUser): SelectQueryBuilder<FormSubmissionEntity> {
    const qb = this.submissions.createQueryBuilder('s');
    switch (f.status ?? FORMS_DEFAULT_STATUS) {
      case -1:
        qb.andWhere('s.archived = 0');
        break;
      case 0:
        qb.andWhere('s.archived = 0 AND s.spam = 0');
        break;
      case 1:
        qb.andWhere('s.archived = 1');
        break;
      case 2:
        qb.andWhere('s.spam = 1');
        break;
    }
    if (f.type === FORM_TYPE_REP || f.type === FORM_TYPE_ACCESSIBILITY) qb.andWhere('s.type = :type', { type: f.type });
    // Contact: every other type (spec 3: anything but 1 reads as Contact).
    else if (f.type !== undefined && f.type !== null) qb.andWhere('s.type NOT IN (:...others)', { others: [FORM_TYPE_REP, FORM_TYPE_ACCESSIBILITY] });
    if (f.region) qb.andWhere('LOWER(s.region) = :region', { region: f.region.trim().toLowerCase() });
    if (f.caseStatus) qb.andWhere('s.case_status = :caseStatus', { caseStatus: f.caseStatus });
    if (f.owner?.trim()) qb.andWhere('s.owner_email = :owner', { owner: f.owner.trim().toLowerCase() });
    if (f.mine) qb.andWhere('s.owner_email = :me', { me: user.email.trim().toLowerCase() });
    if (f.unread) {
      qb.andWhere(`NOT EXISTS (SELECT 1 FROM form_case_read r WHERE r.submission_id = s.id AND r.user_id = :reader AND (s.activity_at IS NULL OR r.read_at >= s.activity_at))`, {
        reader: user.id,
      });
    }
    if (f.overdue) {
      qb.andWhere(`s.case_status <> 'closed' AND s.first_response_at IS NULL AND s.due_at IS NOT NULL AND s.due_at < :now`, { now: dbTime(this.clock.now()) });
    }
    const search = f.search?.trim().toLowerCase();
    if (search) {
      const q = containsPattern(search);
      qb.andWhere(`(LOWER(s.name) LIKE :q ${LIKE_ESCAPE} OR LOWER(s.email) LIKE :q ${LIKE_ESCAPE} OR s.phone LIKE :q ${LIKE_ESCAPE} OR LOWER(s.data) LIKE :q ${LIKE_ESCAPE})`, { q });
    }
    const { column, descending } = decodeOrder(f.order ?? FORMS_DEFAULT_ORDER);
    const dir = descending ? 'DESC' : 'ASC';
    // Ties (same name, same millisecond) keep a stable order so paging never repeats or skips a row.
    qb.orderBy(ORDER_SQL[column], dir).addOrderBy('s.id', dir);
    return qb;
  }

  private async toItems(rows: FormSubmissionEntity[], user: AuthUser): Promise<FormSubmissionItem[]> {
    const ids = rows.map((r) => r.id);
    const notes = rows.length ? await this.notifications.find({ where: { submissionId: In(ids) }, select: { submissionId: true, sentAt: true, failed: true } }) : [];
    const reads = rows.length ? await this.submissions.manager.find(FormCaseReadEntity, { where: { submissionId: In(ids), userId: user.id } }) : [];
    const readAt = new Map(reads.map((x) => [x.submissionId, x.readAt.getTime()]));
    const now = this.clock.now();
    return rows.map((r) => {
      const mine = notes.filter((n) => n.submissionId === r.id);
      const notification: FormSubmissionItem['notification'] = !mine.length ? 'none' : mine.every((n) => n.sentAt) ? 'sent' : mine.some((n) => n.failed) ? 'failed' : 'pending';
      return {
        id: r.id,
        name: r.name,
        email: r.email,
        phone: r.phone,
        type: r.type,
        typeName: formTypeName(r.type),
        created: r.created.toISOString(),
        data: r.data,
        region: r.region,
        role: r.role,
        archived: !!r.archived,
        spam: !!r.spam,
        spamReason: r.spamReason,
        notification,
        status: r.caseStatus,
        ownerEmail: r.ownerEmail,
        unread: !readAt.has(r.id) || (!!r.activityAt && readAt.get(r.id)! < r.activityAt.getTime()),
        dueAt: r.dueAt?.toISOString() ?? null,
        overdue: isOverdue(r, now),
        locale: r.locale,
      };
    });
  }
}

const STATUS_NAMES: Record<number, string> = { [-1]: 'not archived', 0: 'inbox', 1: 'archived', 2: 'spam', 3: 'all' };
/** The export's filter in words, for the audit summary. */
function describeFilter(f: FormsFilter): string {
  const parts = [`status: ${STATUS_NAMES[f.status ?? FORMS_DEFAULT_STATUS] ?? f.status}`];
  if (f.type !== undefined && f.type !== null) parts.push(`type: ${formTypeName(f.type)}`);
  if (f.region) parts.push(`region: ${f.region}`);
  if (f.search?.trim()) parts.push(`search: "${f.search.trim()}"`);
  if (f.caseStatus) parts.push(`case status: ${f.caseStatus}`);
  if (f.owner?.trim()) parts.push(`owner: ${f.owner.trim().toLowerCase()}`);
  if (f.mine) parts.push('mine');
  if (f.unread) parts.push('unread');
  if (f.overdue) parts.push('overdue');
  return parts.join(', ');
}

const str = (v: unknown) => (typeof v === 'string' ? v : v === undefined || v === null ? '' : String(v));
function safeJson(text: string): Record<string, unknown> {
  try {
    const v = JSON.parse(text);
    return v && typeof v === 'object' ? v : {};
  } catch {
    return {};
  }
}
