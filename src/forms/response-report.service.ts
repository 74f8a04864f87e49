import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

import { ValidationFailed } from '../common/errors';
import { Clock } from '../content/clock';
import { CASE_SETTINGS_MESSAGES, ResponseReport, ResponseReportQuery } from '../contract/cases';
import { dbTime } from './db-time';
import { FormSubmissionEntity } from './forms.entities';
import { regionGroup } from './notification-routing';
import { responseReportRows } from './response-report';

const DAY_MS = 86_400_000;
const MAX_DAYS = 3 * 366;

/** Median and 90th-percentile time to first response and to close, by type and region, for the cases received in a period. */
@Injectable()
export class ResponseReportService {
  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    private readonly clock: Clock,
  ) {}

  async report(q: ResponseReportQuery): Promise<ResponseReport> {
    const from = new Date(`${q.from}T00:00:00.000Z`);
    const to = new Date(`${q.to}T00:00:00.000Z`);
    const span = (to.getTime() - from.getTime()) / DAY_MS;
    if (Number.isNaN(span) || span < 0 || span > MAX_DAYS) throw new ValidationFailed(CASE_SETTINGS_MESSAGES.periodInvalid, { from: CASE_SETTINGS_MESSAGES.periodInvalid });
    const rows = await this.ds
      .getRepository(FormSubmissionEntity)
      .createQueryBuilder('s')
      .select(['s.id', 's.type', 's.region', 's.created', 's.firstResponseAt', 's.closedAt', 's.dueAt'])
      .where('s.spam = 0 AND s.created >= :from AND s.created < :to', { from: dbTime(from), to: dbTime(new Date(to.getTime() + DAY_MS)) })
      .getMany();
    const cases = rows.map((r) => ({ type: r.type, region: regionGroup(r.region), created: r.created, firstResponseAt: r.firstResponseAt, closedAt: r.closedAt, dueAt: r.dueAt }));
    return { from: q.from, to: q.to, ...responseReportRows(cases, this.clock.now()) };
  }
}
