import { Module } from '@nestjs/common';

import { PresenceController } from './presence.controller';

/** Edit presence; its store is the shared-state layer's PresenceStore (Redis with several instances). */
@Module({ controllers: [PresenceController] })
export class PresenceModule {}
