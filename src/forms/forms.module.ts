import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';

import { ContentModule } from '../content/content.module';
import { AccessibilityReportService } from './accessibility-report.service';
import { AdminFormsController } from './admin-forms.controller';
import { AdminFormsService } from './admin-forms.service';
import { BotCheckService } from './bot-check.service';
import { CaseIntake } from './case-intake.service';
import { CaseRetentionService } from './case-retention.service';
import { CaseSettingsController } from './case-settings.controller';
import { CaseSettingsService } from './case-settings.service';
import { CasesController } from './cases.controller';
import { CasesService } from './cases.service';
import { FormNotifierService } from './form-notifier.service';
import { FormsController } from './forms.controller';
import { FormCaseEventEntity, FormCaseReadEntity, FormCaseSettingEntity, FormNotificationEntity, FormSubmissionEntity, StateProvinceEntity } from './forms.entities';
import { FormsService } from './forms.service';
import { FormsDemoSeeder } from './forms-demo.seeder';
import { OverdueDigestService } from './overdue-digest.service';
import { ResponseReportService } from './response-report.service';
import { StatesService } from './states.service';

/** Contact form submissions, states/provinces, staff notification mail, the admin forms screen and its case queue. */
@Module({
  imports: [
    TypeOrmModule.forFeature([FormSubmissionEntity, FormNotificationEntity, StateProvinceEntity, FormCaseEventEntity, FormCaseReadEntity, FormCaseSettingEntity]),
    ContentModule,
  ],
  controllers: [FormsController, AdminFormsController, CasesController, CaseSettingsController],
  providers: [
    FormsService,
    AdminFormsService,
    StatesService,
    BotCheckService,
    FormNotifierService,
    FormsDemoSeeder,
    CaseIntake,
    CasesService,
    CaseSettingsService,
    ResponseReportService,
    OverdueDigestService,
    CaseRetentionService,
    AccessibilityReportService,
  ],
  exports: [FormNotifierService, FormsService, AccessibilityReportService, StatesService],
})
export class FormsModule {}
