import { Body, Controller, Get, HttpCode, Param, ParseIntPipe, Post } from '@nestjs/common';

import { AuthUser, CurrentUser } from '../auth/current-user';
import { Roles } from '../common/decorators';
import { ValidationFailed } from '../common/errors';
import { Reply } from '../common/reply';
import { USER_MESSAGES } from '../contract/auth';
import { ROLE_ADMINISTRATOR } from '../contract/roles';
import { ROUTES } from '../contract/routes';
import { SaveUserDto } from './users.dto';
import { UsersService } from './users.service';

/** The answer to an add: the new id, and a message that says where the welcome email went. */
const created = ({ id, welcomeSentTo }: { id: number; welcomeSentTo: string | null }) =>
  Reply.ok({ id }, welcomeSentTo ? USER_MESSAGES.createdWithWelcome(welcomeSentTo) : USER_MESSAGES.created);

const idPipe = new ParseIntPipe({ exceptionFactory: () => new ValidationFailed('The user id is not valid.') });

/** /api/adminusers (spec 7): Administrator only. */
@Controller()
@Roles(ROLE_ADMINISTRATOR)
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @Get(ROUTES.users.getAll.path)
  getAll() {
    return this.users.list();
  }

  @Get(ROUTES.users.getRoles.path)
  getRoles() {
    return this.users.listRoles();
  }

  @Get(ROUTES.users.get.path)
  get(@Param('id', idPipe) id: number) {
    return this.users.get(id);
  }

  @Get(ROUTES.users.delete.path)
  async delete(@Param('id', idPipe) id: number, @CurrentUser() user: AuthUser) {
    await this.users.remove(id, user);
    return Reply.ok(true, 'User deleted.');
  }

  @Post(ROUTES.users.add.path)
  @HttpCode(200)
  async add(@Body() body: SaveUserDto) {
    if (body.id) throw new ValidationFailed('A new user has no id; use edit to change an existing user.');
    return created(await this.users.add(body));
  }

  @Post(ROUTES.users.edit.path)
  @HttpCode(200)
  async edit(@Body() body: SaveUserDto) {
    if (!body.id) throw new ValidationFailed('The user id is required.');
    return Reply.ok(await this.users.edit(body), USER_MESSAGES.saved);
  }
}

/** POST /auth/create-user: the same as adding a user, for an Administrator. */
@Controller()
@Roles(ROLE_ADMINISTRATOR)
export class CreateUserController {
  constructor(private readonly users: UsersService) {}

  @Post(ROUTES.auth.createUser.path)
  @HttpCode(200)
  async create(@Body() body: SaveUserDto) {
    return created(await this.users.add({ ...body, id: null }));
  }
}
