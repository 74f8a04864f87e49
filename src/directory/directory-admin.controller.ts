import { Body, Controller, Delete, Get, HttpCode, Param, ParseIntPipe, Post, Query, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';

import { Roles } from '../common/decorators';
import { ValidationFailed } from '../common/errors';
import type { CsvExport, CsvImportReport, RepDto, RepPage, RetailerDto, RetailerPage } from '../contract/directory';
import { CONTENT_ROLES } from '../contract/roles';
import { ROUTES } from '../contract/routes';
import { DirectoryCsvService } from './directory-csv.service';
import { DirectoryFilterDto, RepSaveDto, RetailerSaveDto } from './dto';
import { RepsService } from './reps.service';
import { RetailersService } from './retailers.service';

interface MultipartRequest {
  isMultipart?(): boolean;
  file?(): Promise<{ toBuffer(): Promise<Buffer> } | undefined>;
}

/** Reads the uploaded CSV file (multipart field "file"). */
async function uploadedText(req: FastifyRequest): Promise<string> {
  const r = req as unknown as MultipartRequest;
  if (!r.isMultipart?.()) throw new ValidationFailed('Choose a CSV file to import.');
  const file = await r.file?.();
  if (!file) throw new ValidationFailed('Choose a CSV file to import.');
  const buf = await file.toBuffer();
  if (!buf.length) throw new ValidationFailed('The file is empty.');
  return buf.toString('utf8');
}

const isDryRun = (v: string | undefined) => v !== 'false' && v !== '0';

/** Reps & Retailers administration (spec 2.8). */
@Roles(...CONTENT_ROLES)
@Controller()
export class DirectoryAdminController {
  constructor(
    private readonly reps: RepsService,
    private readonly retailers: RetailersService,
    private readonly csv: DirectoryCsvService,
  ) {}

  @Post(ROUTES.directory.repsFilter.path)
  @HttpCode(200)
  filterReps(@Body() body: DirectoryFilterDto): Promise<RepPage> {
    return this.reps.filter(body);
  }

  @Get(ROUTES.directory.repGet.path)
  getRep(@Param('id', ParseIntPipe) id: number): Promise<RepDto> {
    return this.reps.get(id);
  }

  @Post(ROUTES.directory.repSave.path)
  @HttpCode(200)
  saveRep(@Body() body: RepSaveDto): Promise<RepDto> {
    return this.reps.save(body as unknown as Record<string, unknown>);
  }

  @Delete(ROUTES.directory.repDelete.path)
  deleteRep(@Param('id', ParseIntPipe) id: number): Promise<void> {
    return this.reps.delete(id);
  }

  @Get(ROUTES.directory.repsExport.path)
  exportReps(): Promise<CsvExport> {
    return this.csv.export('reps');
  }

  @Post(ROUTES.directory.repsImport.path)
  @HttpCode(200)
  async importReps(@Req() req: FastifyRequest, @Query('dryRun') dryRun?: string): Promise<CsvImportReport> {
    return this.csv.import('reps', await uploadedText(req), isDryRun(dryRun));
  }

  @Post(ROUTES.directory.retailersFilter.path)
  @HttpCode(200)
  filterRetailers(@Body() body: DirectoryFilterDto): Promise<RetailerPage> {
    return this.retailers.filter(body);
  }

  @Get(ROUTES.directory.retailerGet.path)
  getRetailer(@Param('id', ParseIntPipe) id: number): Promise<RetailerDto> {
    return this.retailers.get(id);
  }

  @Get(ROUTES.directory.retailerNext.path)
  nextRetailer(@Param('id', ParseIntPipe) id: number, @Query('search') search?: string): Promise<{ id: number } | null> {
    return this.retailers.next(id, search);
  }

  @Post(ROUTES.directory.retailerSave.path)
  @HttpCode(200)
  saveRetailer(@Body() body: RetailerSaveDto): Promise<RetailerDto> {
    return this.retailers.save(body as unknown as Record<string, unknown>);
  }

  @Delete(ROUTES.directory.retailerDelete.path)
  deleteRetailer(@Param('id', ParseIntPipe) id: number): Promise<void> {
    return this.retailers.delete(id);
  }

  @Get(ROUTES.directory.retailersExport.path)
  exportRetailers(): Promise<CsvExport> {
    return this.csv.export('retailers');
  }

  @Post(ROUTES.directory.retailersImport.path)
  @HttpCode(200)
  async importRetailers(@Req() req: FastifyRequest, @Query('dryRun') dryRun?: string): Promise<CsvImportReport> {
    return this.csv.import('retailers', await uploadedText(req), isDryRun(dryRun));
  }
}
