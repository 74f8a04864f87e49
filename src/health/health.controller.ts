import { Controller, Get, HttpStatus, Res } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

import { Public, RawResponse } from '../common/decorators';
import { ROUTES } from '../contract/routes';
import { Lifecycle } from './lifecycle';

@Public()
@Controller()
export class HealthController {
  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    private readonly lifecycle: Lifecycle,
  ) {}

  @Get(ROUTES.site.healthLive.path)
  live() {
    return { status: 'up' };
  }

  @Get(ROUTES.site.healthReady.path)
  @RawResponse()
  async ready(@Res() reply: { status(n: number): { send(b: unknown): void } }) {
    if (this.lifecycle.draining) {
      reply.status(HttpStatus.SERVICE_UNAVAILABLE).send({ success: false, message: 'This instance is shutting down.', data: { status: 'draining', database: 'unknown' } });
      return;
    }
    try {
      await this.ds.query('SELECT 1');
      reply.status(HttpStatus.OK).send({ success: true, data: { status: 'up', database: 'up' } });
    } catch {
      reply.status(HttpStatus.SERVICE_UNAVAILABLE).send({ success: false, message: 'The database is unreachable.', data: { status: 'down', database: 'down' } });
    }
  }
}
