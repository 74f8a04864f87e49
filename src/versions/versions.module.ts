import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';

import { ContentVersionEntity } from './content-version.entity';
import { VersionsService } from './versions.service';

/** Immutable version storage and the version policy, used by the content engine. */
@Module({
  imports: [TypeOrmModule.forFeature([ContentVersionEntity])],
  providers: [VersionsService],
  exports: [VersionsService],
})
export class VersionsModule {}
