import { IsString, MinLength } from 'class-validator';

import { createValidationPipe } from './validation';

class Body {
  @IsString()
  @MinLength(2, { message: 'Name is required.' })
  name: string;
}

describe('global validation pipe', () => {
  const pipe = createValidationPipe();
  const meta = { type: 'body' as const, metatype: Body };

  it('names an unknown field', async () => {
    await expect(pipe.transform({ name: 'ok', extra: 1 }, meta)).rejects.toMatchObject({ response: { message: 'Unknown field: extra.', errors: { extra: 'Unknown field: extra.' } } });
  });
  it('answers with the message the rule carries', async () => {
    await expect(pipe.transform({ name: '' }, meta)).rejects.toMatchObject({ response: { errors: { name: 'Name is required.' } } });
  });
  it('passes valid input through', async () => {
    await expect(pipe.transform({ name: 'Jo' }, meta)).resolves.toEqual({ name: 'Jo' });
  });
});
