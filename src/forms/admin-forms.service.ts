import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import * as Papa from 'papaparse';
import { In, Repository, SelectQueryBuilder } from 'typeorm';

import { AuditService } from '../audit/audit.service';
import { NotFound } from '../common/errors';
import { pageWindow } from '../common/paging';
import { containsPattern, LIKE_ESCAPE } from '../common/sql-like';
import {
  decodeOrder,
  FORM_TYPE_REP,
  FORMS_DEFAULT_ORDER,
  FORMS_DEFAULT_STATUS,
  FORMS_PAGE_SIZE,
  FormsExportResponse,
  FormsFilter,
  FormSubmissionItem,
  formTypeName,
} from '../contract/forms';
import { FormsFilterPageDto } from './forms.dto';
import { FormNotificationEntity, FormSubmissionEntity } from './forms.entities';

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
  ) {}

  async filter(dto: FormsFilterPageDto): Promise<FormSubmissionItem[]> {
    const { start, length } = pageWindow(dto, { defaultLength: FORMS_PAGE_SIZE, maxLength: 100 });
    const rows = await this.query(dto).offset(start).limit(length).getMany();
    return this.toItems(rows);
  }

  async get(id: number): Promise<FormSubmissionItem> {
    const row = await this.submissions.findOneBy({ id });
    if (!row) throw new NotFound(SUBMISSION_NOT_FOUND);
    return (await this.toItems([row]))[0];
  }

  async archive(id: number): Promise<FormSubmissionItem> {
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
    return this.get(id);
  }

  async export(filter: FormsFilter): Promise<FormsExportResponse> {
    const items = await this.toItems(await this.query(filter).limit(EXPORT_MAX_ROWS).getMany());
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

  private query(f: FormsFilter): SelectQueryBuilder<FormSubmissionEntity> {
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
    if (f.type === FORM_TYPE_REP) qb.andWhere('s.type = :rep', { rep: FORM_TYPE_REP });
    else if (f.type !== undefined && f.type !== null) qb.andWhere('s.type <> :rep', { rep: FORM_TYPE_REP });
    if (f.region) qb.andWhere('LOWER(s.region) = :region', { region: f.region.trim().toLowerCase() });
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

  private async toItems(rows: FormSubmissionEntity[]): Promise<FormSubmissionItem[]> {
    const notes = rows.length ? await this.notifications.find({ where: { submissionId: In(rows.map((r) => r.id)) }, select: { submissionId: true, sentAt: true, failed: true } }) : [];
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
