import { Module } from '@nestjs/common';

/** Redirects: filled in by its own issue. */
@Module({})
export class RedirectsModule {}
