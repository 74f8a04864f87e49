import { applyDecorators } from '@nestjs/common';
import { IsIn, IsOptional, ValidationArguments } from 'class-validator';

import { FormMessages, formMessages } from '../contract/i18n/form-messages';
import { LOCALES } from '../contract/i18n/locale';

/**
 * A class-validator message in the language of the request being checked: the body's own `locale` field
 * (English when it is absent or not a supported locale).
 */
export const localized =
  (pick: (m: FormMessages) => string) =>
  (args: ValidationArguments): string =>
    pick(formMessages((args.object as { locale?: unknown }).locale));

/** The optional `locale` field of a public form's body: en (default) or fr. */
export const LocaleField = () => applyDecorators(IsOptional(), IsIn(LOCALES, { message: localized((m) => m.localeInvalid) }));
