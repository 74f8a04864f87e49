import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';

import { SeedService } from './seed.service';

@Module({ imports: [DiscoveryModule], providers: [SeedService] })
export class SeedModule {}
