import { Controller, Get, HttpStatus, Res } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Public, RawResponse } from '../common/decorators';

@Public()
@Controller('health')
export class HealthController {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  @Get('live')
  live() {
    return { status: 'up' };
  }

  @Get('ready')
  @RawResponse()
  async ready(@Res() reply: { status(n: number): { send(b: unknown): void } }) {
    try {
      await this.ds.query('SELECT 1');
      reply.status(HttpStatus.OK).send({ success: true, data: { status: 'up', database: 'up' } });
    } catch {
      reply.status(HttpStatus.SERVICE_UNAVAILABLE).send({ success: false, message: 'The database is unreachable.', data: { status: 'down', database: 'down' } });
    }
  }
}
