import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { map, Observable } from 'rxjs';

import { RAW_RESPONSE } from './decorators';
import { Reply } from './reply';

/** Wraps every JSON result as `{ success: true, data }`. */
@Injectable()
export class EnvelopeInterceptor implements NestInterceptor {
  constructor(private readonly reflector: Reflector) {}
  intercept(ctx: ExecutionContext, next: CallHandler): Observable<unknown> {
    const raw = this.reflector.getAllAndOverride<boolean>(RAW_RESPONSE, [ctx.getHandler(), ctx.getClass()]);
    if (raw) return next.handle();
    return next.handle().pipe(
      map((value) => {
        if (value instanceof Reply) {
          if (!value.success) return { success: false, message: value.message };
          return value.message === undefined ? { success: true, data: value.data } : { success: true, message: value.message, data: value.data };
        }
        return { success: true, data: value ?? null };
      }),
    );
  }
}
