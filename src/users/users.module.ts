import { Module } from '@nestjs/common';

/** Users: filled in by its own issue. */
@Module({})
export class UsersModule {}
