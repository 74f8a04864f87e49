import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayNotEmpty, IsArray, IsIn, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min, MinLength, ValidateBy } from 'class-validator';

import { WEBHOOK_EVENTS, WebhookEvent } from '../contract/public-changes';
import { WEBHOOK_SECRET_MIN_LENGTH, WebhookCreateRequest, WebhookDeliveryQuery } from '../contract/webhooks';
import { URL_MESSAGE, webhookUrlProblem } from './webhook-rules';

/** https, or http to loopback only. */
const IsWebhookUrl = () =>
  ValidateBy({ name: 'isWebhookUrl', validator: { validate: (v: unknown) => typeof v === 'string' && webhookUrlProblem(v) === null, defaultMessage: () => URL_MESSAGE } });

export class WebhookCreateDto implements WebhookCreateRequest {
  @IsString({ message: 'Name is required.' })
  @Matches(/\S/, { message: 'Name is required.' })
  @MaxLength(100, { message: 'Name must be at most 100 characters.' })
  name: string;

  @IsString({ message: URL_MESSAGE })
  @MaxLength(2000, { message: 'URL must be at most 2000 characters.' })
  @IsWebhookUrl()
  url: string;

  @IsArray({ message: 'Choose at least one event.' })
  @ArrayNotEmpty({ message: 'Choose at least one event.' })
  @ArrayMaxSize(WEBHOOK_EVENTS.length)
  @IsIn([...WEBHOOK_EVENTS], { each: true, message: `Events must be among ${WEBHOOK_EVENTS.join(', ')}.` })
  events: WebhookEvent[];

  @IsString({ message: 'Secret is required.' })
  @MinLength(WEBHOOK_SECRET_MIN_LENGTH, { message: `Secret must be at least ${WEBHOOK_SECRET_MIN_LENGTH} characters.` })
  @MaxLength(200, { message: 'Secret must be at most 200 characters.' })
  secret: string;
}

export class WebhookDeliveryQueryDto implements WebhookDeliveryQuery {
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(0)
  start?: number;

  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(100)
  length?: number;
}
