import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';

import { Public } from '../common/decorators';
import { DocumentInfoDto } from './documents.dto';
import { DocumentsService } from './documents.service';

/** Public facts about documents: titles and file types for link lists, and the footer's legal statements. */
@Public()
@Controller('api/documents')
export class DocumentsPublicController {
  constructor(private readonly documents: DocumentsService) {}

  @Post('info')
  @HttpCode(200)
  info(@Body() body: DocumentInfoDto) {
    return this.documents.publicInfo(body.guids);
  }

  @Get('legal')
  legal() {
    return this.documents.legal();
  }
}
