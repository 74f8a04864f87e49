import { Module } from '@nestjs/common';

/** Forms: filled in by its own issue. */
@Module({})
export class FormsModule {}
