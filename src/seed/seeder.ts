import { SetMetadata } from '@nestjs/common';

import type { AppConfig } from '../config/app-config';

export const SEEDER = 'seeder';

export interface SeederOptions {
  /** Seeders run on start in ascending order, after migrations. */
  order: number;
  /** Sample data (reps, retailers, form entries, knowledge items, press releases, documents): only with SEED_DEMO. */
  demo: boolean;
  /**
   * Records the spec's routes render (product records, site pages): always created in production; outside
   * production they follow SEED_DEMO like demo data, so SEED_DEMO=false still gives an empty content database.
   */
  siteContent?: boolean;
}

/**
 * Marks a provider as a seeder. Seeders that are neither demo nor site content (the first
 * administrator, roles, built-in redirects, selector data) always run. Each seeder must itself
 * check that its tables are empty.
 */
export const Seeder = (opts: SeederOptions) => SetMetadata(SEEDER, opts);

/** Whether a seeder runs on this start (pure: the seeder's marks and the settings). */
export function seederRuns(opts: SeederOptions, config: Pick<AppConfig, 'env' | 'seedDemo'>): boolean {
  if (opts.demo) return config.seedDemo;
  if (opts.siteContent) return config.env === 'production' || config.seedDemo;
  return true;
}

export interface SeederProvider {
  seed(): Promise<void>;
}
