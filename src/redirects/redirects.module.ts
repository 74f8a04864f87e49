import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';

import { BuiltinRedirectsSeeder } from './builtin-redirects.seeder';
import { HitBuffer } from './hit-buffer.service';
import { NotFoundEntryEntity } from './not-found-entry.entity';
import { NotFoundLogService } from './not-found-log.service';
import { RedirectEntity } from './redirect.entity';
import { RedirectCache } from './redirect-cache.service';
import { RedirectCsvService } from './redirect-csv.service';
import { RedirectHttpHooks } from './redirect-http-hooks';
import { RedirectTargetCheck } from './redirect-target-check';
import { RedirectLookupController, RedirectsAdminController } from './redirects.controller';
import { RedirectsService } from './redirects.service';
import { SlugRedirectsListener } from './slug-redirects.listener';

/**
 * Redirects: rules answered by the server before the SPA fallback, the lookup API,
 * the 404 log, the admin API and 301s after slug changes. Exports RedirectCache and HitBuffer
 * (the public site may look up a path; tests flush the counters), and RedirectTargetCheck, which the
 * link checker fills so a save can warn about a target that answers 404.
 */
@Module({
  imports: [TypeOrmModule.forFeature([RedirectEntity, NotFoundEntryEntity])],
  controllers: [RedirectLookupController, RedirectsAdminController],
  providers: [
    RedirectCache,
    HitBuffer,
    RedirectHttpHooks,
    RedirectsService,
    RedirectCsvService,
    NotFoundLogService,
    SlugRedirectsListener,
    BuiltinRedirectsSeeder,
    RedirectTargetCheck,
  ],
  exports: [RedirectCache, HitBuffer, RedirectTargetCheck],
})
export class RedirectsModule {}
