import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';

import { ContentModule } from '../content/content.module';
import { AccessibilityReportService } from './accessibility-report.service';
import { AdminFormsController } from './admin-forms.controller';
import { AdminFormsService } from './admin-forms.service';
import { BotCheckService } from './bot-check.service';
import { CaseIntake, DEFAULT_TARGETS, RESPONSE_TARGETS } from './case-intake.service';
import { CasesController } from './cases.controller';
import { CasesService } from './cases.service';
import { FormNotifierService } from './form-notifier.service';
import { FormsController } from './forms.controller';
import { FormCaseEventEntity, FormCaseReadEntity, FormNotificationEntity, FormSubmissionEntity, StateProvinceEntity } from './forms.entities';
import { FormsService } from './forms.service';
import { FormsDemoSeeder } from './forms-demo.seeder';
import { StatesService } from './states.service';

/** Contact form submissions, states/provinces, staff notification mail, the admin forms screen and its case queue. */
@Module({
  imports: [TypeOrmModule.forFeature([FormSubmissionEntity, FormNotificationEntity, StateProvinceEntity, FormCaseEventEntity, FormCaseReadEntity]), ContentModule],
  controllers: [FormsController, AdminFormsController, CasesController],
  providers: [
    FormsService,
    AdminFormsService,
    StatesService,
    BotCheckService,
    FormNotifierService,
    FormsDemoSeeder,
    AccessibilityReportService,
    CaseIntake,
    CasesService,
    { provide: RESPONSE_TARGETS, useValue: DEFAULT_TARGETS },
  ],
  exports: [FormNotifierService, FormsService, AccessibilityReportService],
})
export class FormsModule {}
