import { Module } from '@nestjs/common';

/** Seo: filled in by its own issue. */
@Module({})
export class SeoModule {}
