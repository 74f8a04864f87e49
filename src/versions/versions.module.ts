import { Module } from '@nestjs/common';

/** Versions: filled in by its own issue. */
@Module({})
export class VersionsModule {}
