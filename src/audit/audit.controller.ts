import { Controller, Get, Query } from '@nestjs/common';

import { Roles } from '../common/decorators';
import { ROLE_ADMINISTRATOR } from '../contract/roles';
import { ROUTES } from '../contract/routes';
import { AuditFilterDto } from './audit.dto';
import { AuditService } from './audit.service';

/** /siteadmin/audit (Administrators): read and export only; no route changes an entry. */
@Roles(ROLE_ADMINISTRATOR)
@Controller()
export class AuditController {
  constructor(private readonly audit: AuditService) {}

  @Get(ROUTES.audit.list.path)
  list(@Query() filter: AuditFilterDto) {
    return this.audit.list(filter);
  }

  @Get(ROUTES.audit.options.path)
  options() {
    return this.audit.options();
  }

  @Get(ROUTES.audit.export.path)
  export(@Query() filter: AuditFilterDto) {
    return this.audit.export(filter);
  }
}
