import { Injectable } from '@nestjs/common';

/** The directory's clock (the day a search is counted under, "open now"): injectable so tests can fix the instant. */
@Injectable()
export class DirectoryClock {
  now(): Date {
    return new Date();
  }
}

/** The UTC day of an instant, YYYY-MM-DD. */
export const utcDay = (d: Date): string => d.toISOString().slice(0, 10);
