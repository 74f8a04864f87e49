import { Body, Controller, HttpCode, Post } from '@nestjs/common';

import { Public } from '../common/decorators';
import type { DirectorySearchResponse } from '../contract/directory';
import { ROUTES } from '../contract/routes';
import { DirectorySearchService } from './directory-search.service';
import { DirectorySearchDto } from './dto';

/** The public search of the Find a Rep form. */
@Public()
@Controller()
export class DirectoryController {
  constructor(private readonly search: DirectorySearchService) {}

  @Post(ROUTES.directory.search.path)
  @HttpCode(200)
  find(@Body() body: DirectorySearchDto): Promise<DirectorySearchResponse> {
    return this.search.search(body);
  }
}
