import { Controller, Get } from '@nestjs/common';
import { Public } from '../common/decorators';
import { SELECTOR_API, SelectorSolution } from '../contract/product-selector';
import { SelectorService } from './selector.service';

@Controller()
export class SelectorController {
  constructor(private readonly selector: SelectorService) {}

  /** The solution catalogue the wizard's step 7 draws its cards from. */
  @Public()
  @Get(SELECTOR_API.solutions)
  solutions(): Promise<SelectorSolution[]> {
    return this.selector.listSolutions();
  }
}
