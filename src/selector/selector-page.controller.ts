import { Controller, Get, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';

import { Public, RawResponse } from '../common/decorators';
import { SELECTOR_ROUTE } from '../contract/product-selector';
import { ROUTES } from '../contract/routes';
import { PageRenderer } from '../web/page-renderer';
import { SelectorService } from './selector.service';

/**
 * /product-selector rendered with the solution catalogue: every step, the results included, is a page the
 * server renders from its URL (?step=…&challenge=…), so the wizard works before its script has run, or without it.
 */
@Public()
@Controller()
export class SelectorPageController {
  constructor(
    private readonly pages: PageRenderer,
    private readonly selector: SelectorService,
  ) {}

  @Get(ROUTES.selector.page.path)
  @RawResponse()
  async page(@Req() req: FastifyRequest, @Res() reply: FastifyReply) {
    const solutions = await this.selector.listSolutions();
    await this.pages.send(req, reply, { initialData: (region) => ({ path: SELECTOR_ROUTE, kind: 'product-selector', region, solutions }) });
  }
}
