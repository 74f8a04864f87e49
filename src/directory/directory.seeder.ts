import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';

import { Seeder, SeederProvider } from '../seed/seeder';
import { DEMO_REPS, demoRetailers } from './demo-data';
import { Rep } from './entities/rep.entity';
import { RepTerritory } from './entities/rep-territory.entity';
import { Retailer } from './entities/retailer.entity';
import { serializeProducts } from './mappers';
import { parseTerritoryList } from './territory';

/** Demo reps for every US state and Canadian province, and 300+ retailers at real town coordinates. */
@Injectable()
@Seeder({ order: 300, demo: true })
export class DirectorySeeder implements SeederProvider {
  private readonly logger = new Logger('DirectorySeeder');
  constructor(private readonly ds: DataSource) {}

  async seed(): Promise<void> {
    await this.ds.transaction(async (m) => {
      if ((await m.getRepository(Rep).count()) === 0) {
        for (const r of DEMO_REPS) {
          const saved = await m.getRepository(Rep).save(
            m.getRepository(Rep).create({
              name: r.name,
              title: r.title,
              titleFr: r.titleFr,
              email: r.email,
              phone: r.phone,
              region: r.region,
              products: serializeProducts(r.products),
              active: true,
              photoUrl: null,
            }),
          );
          const { codes } = parseTerritoryList(r.territory, r.region);
          await m.getRepository(RepTerritory).insert(codes.map((c) => ({ repId: saved.id, code: c.key })));
        }
        this.logger.log(`Seeded ${DEMO_REPS.length} reps`);
      }
      if ((await m.getRepository(Retailer).count()) === 0) {
        const rows = demoRetailers().map((r) => ({ ...r, products: serializeProducts(r.products) }));
        for (let i = 0; i < rows.length; i += 200) await m.getRepository(Retailer).insert(rows.slice(i, i + 200));
        this.logger.log(`Seeded ${rows.length} retailers`);
      }
    });
  }
}
