import { IsInt, Min, Validate, ValidatorConstraint, ValidatorConstraintInterface } from 'class-validator';

import { contentKinds } from '../content/kinds/registry';
import type { ContentKind } from '../contract/content';
import type { PresenceReport } from '../contract/presence';

/** A registered content kind (built in or added at start-up). */
@ValidatorConstraint({ name: 'registeredKind' })
class RegisteredKind implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    return typeof value === 'string' && contentKinds().some((d) => d.kind === value);
  }
}

export class PresenceReportDto implements PresenceReport {
  @Validate(RegisteredKind, { message: 'kind must be a content section.' })
  kind: ContentKind;
  @IsInt({ message: 'baseId is required.' })
  @Min(1, { message: 'baseId is required.' })
  baseId: number;
}
