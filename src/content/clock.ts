import { Injectable } from '@nestjs/common';

/** The content engine's clock: injectable so tests can move time (scheduled publishing). */
@Injectable()
export class Clock {
  now(): Date {
    return new Date();
  }
}
