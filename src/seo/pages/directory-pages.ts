import { Injectable } from '@nestjs/common';

import { ValidationFailed } from '../../common/errors';
import { directorySearchFromQuery } from '../../contract/directory';
import type { InitialPageData } from '../../contract/site';
import { DirectorySearchService } from '../../directory/directory-search.service';
import type { PageCtx } from './head-page';

/** /reps-retailers: a search carried in the URL is answered in the page's first render. */
@Injectable()
export class DirectoryPages {
  constructor(private readonly directory: DirectorySearchService) {}

  /** The results of the search in the URL of a fixed route, or null when the route carries none. */
  async listData(ctx: PageCtx, key: string): Promise<InitialPageData | null> {
    const query = key === '/reps-retailers' ? directorySearchFromQuery(ctx.query) : null;
    if (!query) return null;
    // A French page's results say their opening hours in French.
    const search = { ...query, locale: ctx.locale };
    const { path, region } = ctx;
    try {
      return { path, kind: 'directory-search', region, request: search, result: await this.directory.search(search), error: null };
    } catch (e) {
      // A code the search refuses is a message on the page, as the API's answer would be.
      if (e instanceof ValidationFailed) return { path, kind: 'directory-search', region, request: search, result: null, error: e.message };
      throw e;
    }
  }
}
