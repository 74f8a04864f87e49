import { Module } from '@nestjs/common';

/** Auth: filled in by its own issue. */
@Module({})
export class AuthModule {}
