import { BadRequestException, ValidationError, ValidationPipe } from '@nestjs/common';

function flatten(errors: ValidationError[], parent = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const e of errors) {
    const key = parent ? `${parent}.${e.property}` : e.property;
    if (e.constraints) {
      const c = e.constraints;
      // whitelistValidation is the "unknown field" case: name the field.
      out[key] = c.whitelistValidation ? `Unknown field: ${key}.` : Object.values(c).reverse()[0];
    }
    if (e.children?.length) Object.assign(out, flatten(e.children, key));
  }
  return out;
}

/** The one global pipe: strips nothing silently, refuses unknown fields, and answers with the spec's own messages. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    validationError: { target: false, value: false },
    exceptionFactory: (errors) => {
      const fields = flatten(errors);
      const first = Object.values(fields)[0] ?? 'The request is not valid.';
      return new BadRequestException({ message: first, errors: fields });
    },
  });
}
