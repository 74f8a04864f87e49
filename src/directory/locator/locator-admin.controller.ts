import { Controller, Get, Param, ParseIntPipe, Query, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';

import { RawResponse, Roles } from '../../common/decorators';
import { NotFound } from '../../common/errors';
import type { CsvExport } from '../../contract/directory';
import type { LocationClickSummary, LocatorAreasResponse, LocatorClicksResponse, LocatorReport } from '../../contract/locator';
import { CONTENT_ROLES } from '../../contract/roles';
import { ROUTES } from '../../contract/routes';
import { LocatorReportQueryDto } from '../dto';
import { LocatorClicksService } from './locator-clicks.service';
import { LocatorReportService } from './locator-report.service';

const sendCsv = (reply: FastifyReply, file: CsvExport) =>
  reply.header('content-disposition', `attachment; filename="${file.filename}"`).header('cache-control', 'no-store').type('text/csv; charset=utf-8').send(file.csv);

/** The locator report for staff: searches by day and area (dealer gaps), result clicks, and their CSV. */
@Roles(...CONTENT_ROLES)
@Controller()
export class LocatorAdminController {
  constructor(
    private readonly report: LocatorReportService,
    private readonly clicks: LocatorClicksService,
  ) {}

  @Get(ROUTES.directory.locatorReport.path)
  get(@Query() q: LocatorReportQueryDto): Promise<LocatorReport> {
    return this.report.report(q);
  }

  @Get(ROUTES.directory.locatorAreas.path)
  async areas(@Query() q: LocatorReportQueryDto): Promise<LocatorAreasResponse> {
    return { items: await this.report.areas(q) };
  }

  @Get(ROUTES.directory.locatorAreasCsv.path)
  @RawResponse()
  async areasCsv(@Query() q: LocatorReportQueryDto, @Res() reply: FastifyReply): Promise<void> {
    sendCsv(reply, await this.report.areasCsv(q));
  }

  @Get(ROUTES.directory.locatorClicks.path)
  async clickList(@Query() q: LocatorReportQueryDto): Promise<LocatorClicksResponse> {
    return { items: await this.clicks.list(q) };
  }

  @Get(ROUTES.directory.locatorClicksCsv.path)
  @RawResponse()
  async clicksCsv(@Query() q: LocatorReportQueryDto, @Res() reply: FastifyReply): Promise<void> {
    sendCsv(reply, await this.clicks.csv(q));
  }

  @Get(ROUTES.directory.locatorExport.path)
  export(@Param('report') report: string, @Query() q: LocatorReportQueryDto): Promise<CsvExport> {
    if (report === 'areas') return this.report.areasCsv(q);
    if (report === 'clicks') return this.clicks.csv(q);
    throw new NotFound('There is no such report.');
  }

  @Get(ROUTES.directory.locationClicks.path)
  location(@Param('type') type: string, @Param('id', ParseIntPipe) id: number): Promise<LocationClickSummary> {
    if (type !== 'rep' && type !== 'retailer') throw new NotFound('There is no such location.');
    return this.clicks.forLocation(type, id);
  }
}
