import { Module } from '@nestjs/common';

import { ContentModule } from '../content/content.module';
import { PageCache } from './page-cache.service';

/** The page cache; its Fastify hooks are registered by createApp, ahead of every other hook. */
@Module({ imports: [ContentModule], providers: [PageCache], exports: [PageCache] })
export class PageCacheModule {}
