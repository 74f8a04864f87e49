import { Module } from '@nestjs/common';

/** Documents: filled in by its own issue. */
@Module({})
export class DocumentsModule {}
