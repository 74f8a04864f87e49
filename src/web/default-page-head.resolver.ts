import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { PageHead, PageHeadResolver, PageRequest } from './page-head';

const esc = (s: string) => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** Until the public site provides its own resolver: every client route gets the company title. */
@Injectable()
export class DefaultPageHeadResolver extends PageHeadResolver {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    super();
  }
  async resolve(_req: PageRequest): Promise<PageHead> {
    return { status: 200, head: `<title>${esc(`Home - ${this.config.companyName} Services`)}</title>` };
  }
}
