import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { DiscoveryService, Reflector } from '@nestjs/core';
import { DataSource } from 'typeorm';

import { APP_CONFIG, AppConfig } from '../config/app-config';
import { SETUP_LOCK, withDatabaseLock } from '../database/data-source-options';
import { SEEDER, SeederOptions, SeederProvider, seederRuns } from './seeder';

/** Finds every @Seeder provider in the app and runs them in order once the app has booted. */
@Injectable()
export class SeedService implements OnApplicationBootstrap {
  private readonly logger = new Logger('Seed');
  constructor(
    private readonly discovery: DiscoveryService,
    private readonly reflector: Reflector,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly ds: DataSource,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const seeders = this.discovery
      .getProviders()
      .filter((w) => w.instance && w.metatype && this.reflector.get(SEEDER, w.metatype))
      .map((w) => ({ instance: w.instance as SeederProvider, name: w.name as string, meta: this.reflector.get<SeederOptions>(SEEDER, w.metatype!) }))
      .filter((s) => seederRuns(s.meta, this.config))
      .sort((a, b) => a.meta.order - b.meta.order);
    // Under the migrations' lock: instances starting together on an empty database seed once (each seeder checks its tables are empty).
    await withDatabaseLock(this.ds, SETUP_LOCK, async () => {
      for (const s of seeders) {
        try {
          await s.instance.seed();
        } catch (e) {
          this.logger.error(`Seeder ${s.name} failed: ${(e as Error).stack}`);
          throw e;
        }
      }
    });
  }
}
