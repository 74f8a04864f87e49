import { Global, Logger, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

import { APP_CONFIG, AppConfig } from '../config/app-config';
import { dataSourceOptions, runMigrationsLocked } from './data-source-options';

@Global()
@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({ ...dataSourceOptions(config), autoLoadEntities: true }),
      // Migrations run before any provider can touch the database.
      dataSourceFactory: async (options) => {
        const ds = await new DataSource(options!).initialize();
        const ran = await runMigrationsLocked(ds);
        if (ran.length) new Logger('Database').log(`Ran ${ran.length} migration(s): ${ran.join(', ')}`);
        return ds;
      },
    }),
  ],
})
export class DatabaseModule {}
