import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';

import { APP_CONFIG, AppConfig } from '../config/app-config';
import { Seeder, SeederProvider } from '../seed/seeder';
import { RedirectEntity } from './redirect.entity';
import { RedirectCache } from './redirect-cache.service';

/**
 * The built-in redirects of spec 2.1, stored as ordinary (editable, not deletable) rules:
 * /can/find-a-rep → /find-a-rep-ca and /careers → the configured careers site. Runs on every
 * start: a missing one is added, and the careers rule follows CAREERS_URL until an admin edits it.
 */
@Seeder({ order: 400, demo: false })
@Injectable()
export class BuiltinRedirectsSeeder implements SeederProvider {
  constructor(
    @InjectRepository(RedirectEntity) private readonly repo: Repository<RedirectEntity>,
    private readonly cache: RedirectCache,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async seed(): Promise<void> {
    const builtIns = [
      { systemKey: 'can-find-a-rep', source: '/can/find-a-rep', target: '/find-a-rep-ca', status: 301, note: 'Built in: the Canada find-a-rep page.' },
      { systemKey: 'careers', source: '/careers', target: this.config.careersUrl, status: 302, note: 'Built in: the careers site (CAREERS_URL).' },
    ];
    const now = new Date();
    let changed = false;
    for (const b of builtIns) {
      const existing = await this.repo.findOneBy({ systemKey: b.systemKey });
      if (!existing) {
        await this.repo.insert({
          ...b,
          keepQuery: true,
          host: null,
          regionId: null,
          active: true,
          allowShadow: false,
          hits: 0,
          lastHitAt: null,
          createdBy: null,
          updatedBy: null,
          createdAt: now,
          updatedAt: now,
        });
        changed = true;
      } else if (b.systemKey === 'careers' && !existing.updatedBy && existing.target !== b.target) {
        await this.repo.update({ id: existing.id }, { target: b.target, updatedAt: now });
        changed = true;
      }
    }
    if (changed) await this.cache.reload();
  }
}
