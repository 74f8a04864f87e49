import { Controller, Get, Query } from '@nestjs/common';

import { Roles } from '../common/decorators';
import { AUDIT_API } from '../contract/audit';
import { ROLE_ADMINISTRATOR } from '../contract/roles';
import { AuditFilterDto } from './audit.dto';
import { AuditService } from './audit.service';

/** /siteadmin/audit (Administrators): read and export only; no route changes an entry. */
@Roles(ROLE_ADMINISTRATOR)
@Controller()
export class AuditController {
  constructor(private readonly audit: AuditService) {}

  @Get(AUDIT_API.list)
  list(@Query() filter: AuditFilterDto) {
    return this.audit.list(filter);
  }

  @Get(AUDIT_API.options)
  options() {
    return this.audit.options();
  }

  @Get(AUDIT_API.export)
  export(@Query() filter: AuditFilterDto) {
    return this.audit.export(filter);
  }
}
