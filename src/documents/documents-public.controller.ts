import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';

import { Public } from '../common/decorators';
import { ROUTES } from '../contract/routes';
import { DocumentReads } from './document-reads.service';
import { DocumentInfoDto } from './documents.dto';

/** Public facts about documents: titles and file types for link lists, and the footer's legal statements. */
@Public()
@Controller()
export class DocumentsPublicController {
  constructor(private readonly documents: DocumentReads) {}

  @Post(ROUTES.documents.info.path)
  @HttpCode(200)
  info(@Body() body: DocumentInfoDto) {
    return this.documents.publicInfo(body.guids);
  }

  @Get(ROUTES.documents.legal.path)
  legal() {
    return this.documents.legal();
  }
}
