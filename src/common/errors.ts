import { HttpException, HttpStatus } from '@nestjs/common';

/** Domain errors: services throw these; the global filter turns them into the envelope. */
export class DomainError extends HttpException {
  constructor(message: string, status: HttpStatus, readonly errors?: Record<string, string>) {
    super({ message, errors }, status);
  }
}
export class ValidationFailed extends DomainError {
  constructor(message: string, errors?: Record<string, string>) {
    super(message, HttpStatus.BAD_REQUEST, errors);
  }
}
export class NotFound extends DomainError {
  constructor(message = 'Not found.') {
    super(message, HttpStatus.NOT_FOUND);
  }
}
export class Conflict extends DomainError {
  constructor(message: string) {
    super(message, HttpStatus.CONFLICT);
  }
}
export class Forbidden extends DomainError {
  constructor(message = "Sorry, you don't have permission to access this page.") {
    super(message, HttpStatus.FORBIDDEN);
  }
}
export class Unauthorized extends DomainError {
  constructor(message = 'Please log in to continue.') {
    super(message, HttpStatus.UNAUTHORIZED);
  }
}
export class TooManyRequests extends DomainError {
  constructor(message = 'Too many requests. Please wait a moment and try again.') {
    super(message, HttpStatus.TOO_MANY_REQUESTS);
  }
}

/** Throws the first field message (with all of them under `errors`) when a rule check found any. */
export function assertValid(errors: Record<string, string>): void {
  const messages = Object.values(errors);
  if (messages.length) throw new ValidationFailed(messages[0], errors);
}
