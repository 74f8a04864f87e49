import { Module } from '@nestjs/common';

import { AuthModule } from '../auth/auth.module';
import { CreateUserController, UsersController } from './users.controller';
import { UsersService } from './users.service';

/** Users: the admin users API (Administrator only) and POST /auth/create-user. */
@Module({
  imports: [AuthModule],
  controllers: [UsersController, CreateUserController],
  providers: [UsersService],
})
export class UsersModule {}
