import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';

import { Public } from '../common/decorators';
import { TooManyRequests } from '../common/errors';
import type { DirectorySearchResponse } from '../contract/directory';
import type { LocateResponse } from '../contract/locator';
import { ROUTES } from '../contract/routes';
import { RateLimits } from '../shared-state/rate-limits';
import { DirectorySearchService } from './directory-search.service';
import { DirectoryClickDto, DirectorySearchDto, LocateDto } from './dto';
import { locate } from './locator/locate';
import { LocatorCounts } from './locator/locator-counts';

/** The public side of Find a Rep or Retailer: the search, "Use my location", and result link clicks. */
@Public()
@Controller()
export class DirectoryController {
  constructor(
    private readonly search: DirectorySearchService,
    private readonly counts: LocatorCounts,
    private readonly limits: RateLimits,
  ) {}

  @Post(ROUTES.directory.search.path)
  @HttpCode(200)
  find(@Body() body: DirectorySearchDto): Promise<DirectorySearchResponse> {
    return this.search.search(body);
  }

  @Post(ROUTES.directory.locate.path)
  @HttpCode(200)
  locate(@Body() body: LocateDto): LocateResponse {
    return locate(body);
  }

  /** A beacon: counted per location and day, with nothing of the visitor kept (the IP only in the rate limiter's window). */
  @Post(ROUTES.directory.clicks.path)
  @HttpCode(204)
  async click(@Body() body: DirectoryClickDto, @Req() req: FastifyRequest): Promise<void> {
    if (!(await this.limits.take('directory-clicks-ip', req.ip ?? 'unknown'))) throw new TooManyRequests();
    this.counts.countClick(body.type, body.id, body.action);
  }
}
