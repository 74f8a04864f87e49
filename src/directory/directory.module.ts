import { Module } from '@nestjs/common';

/** Directory: filled in by its own issue. */
@Module({})
export class DirectoryModule {}
