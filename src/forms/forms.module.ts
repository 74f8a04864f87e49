import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';

import { AdminFormsController } from './admin-forms.controller';
import { AdminFormsService } from './admin-forms.service';
import { BotCheckService } from './bot-check.service';
import { FormNotifierService } from './form-notifier.service';
import { FormsController } from './forms.controller';
import { FormNotificationEntity, FormSubmissionEntity, StateProvinceEntity } from './forms.entities';
import { FormsService } from './forms.service';
import { FormsDemoSeeder } from './forms-demo.seeder';
import { StatesService } from './states.service';

/** Contact form submissions, states/provinces, staff notification mail and the admin forms screen. */
@Module({
  imports: [TypeOrmModule.forFeature([FormSubmissionEntity, FormNotificationEntity, StateProvinceEntity])],
  controllers: [FormsController, AdminFormsController],
  providers: [FormsService, AdminFormsService, StatesService, BotCheckService, FormNotifierService, FormsDemoSeeder],
  exports: [FormNotifierService],
})
export class FormsModule {}
