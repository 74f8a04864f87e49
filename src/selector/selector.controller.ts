import { Controller, Get, Header } from '@nestjs/common';

import { Public } from '../common/decorators';
import { SelectorSolution } from '../contract/product-selector';
import { ROUTES } from '../contract/routes';
import { SelectorService } from './selector.service';

@Controller()
export class SelectorController {
  constructor(private readonly selector: SelectorService) {}

  /** The solution catalogue the wizard's step 7 draws its cards from. */
  @Public()
  @Get(ROUTES.selector.solutions.path)
  // Reference data that changes only with a release: browsers and CDNs may keep it for a few minutes.
  @Header('Cache-Control', 'public, max-age=300')
  solutions(): Promise<SelectorSolution[]> {
    return this.selector.listSolutions();
  }
}
