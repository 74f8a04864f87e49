import { SetMetadata } from '@nestjs/common';

export const SEEDER = 'seeder';
/**
 * Marks a provider as a seeder. Seeders run on start in ascending `order`, after migrations.
 * `demo: false` seeders (the first administrator, roles, reference data) always run; demo seeders
 * run only when SEED_DEMO is on. Each seeder must itself check that its tables are empty.
 */
export const Seeder = (opts: { order: number; demo: boolean }) => SetMetadata(SEEDER, opts);

export interface SeederProvider {
  seed(): Promise<void>;
}
