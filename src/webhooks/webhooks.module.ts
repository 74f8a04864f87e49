import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';

import { cdnPurgerProvider } from './cdn/cdn-purger.provider';
import { DeliveryOutbox } from './delivery-outbox.service';
import { WebhookAttemptEntity, WebhookDeliveryEntity, WebhookEntity } from './webhook.entities';
import { WebhooksController } from './webhooks.controller';
import { WebhooksService } from './webhooks.service';

/**
 * Webhooks and CDN purges: each public change (PublicChanges) becomes a signed POST to every webhook
 * that wants it and a purge of the CDN (CDN_PURGE), sent from one durable outbox with retries.
 */
@Module({
  imports: [TypeOrmModule.forFeature([WebhookEntity, WebhookDeliveryEntity, WebhookAttemptEntity])],
  controllers: [WebhooksController],
  providers: [cdnPurgerProvider, DeliveryOutbox, WebhooksService],
  exports: [DeliveryOutbox],
})
export class WebhooksModule {}
