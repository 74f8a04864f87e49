import { Controller, Get, Param, Query, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';

import { Public, RawResponse } from '../common/decorators';
import { ROUTES } from '../contract/routes';
import { DoccenterService } from './doccenter.service';

/** GET /doccenter/{guid}: the public link of every library document (labels, SDS, statements, images); ?w= resizes a photo. */
@Public()
@Controller()
export class DoccenterController {
  constructor(private readonly doccenter: DoccenterService) {}

  @Get(ROUTES.documents.file.path)
  @RawResponse()
  serve(@Param('guid') guid: string, @Query('w') width: string | undefined, @Req() req: FastifyRequest, @Res() reply: FastifyReply) {
    return this.doccenter.serve(guid, req, reply, width);
  }
}
