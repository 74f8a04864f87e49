import { Module } from '@nestjs/common';

/** Content: filled in by its own issue. */
@Module({})
export class ContentModule {}
