import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';

import { ContentModule } from '../content/content.module';
import { PrivacyController } from './privacy.controller';
import { PrivacyRequestEntity } from './privacy-request.entity';
import { PrivacyRequestsService } from './privacy-requests.service';

/** Privacy requests (access and erasure) for an email address, with their legal due dates. */
@Module({
  imports: [TypeOrmModule.forFeature([PrivacyRequestEntity]), ContentModule],
  controllers: [PrivacyController],
  providers: [PrivacyRequestsService],
  exports: [PrivacyRequestsService],
})
export class PrivacyModule {}
