import * as os from 'node:os';

import { ConfigError, loadConfig } from './app-config';

const SECRET = 'a-random-production-secret-of-48-characters-xyz0';
const production = (extra: Record<string, string> = {}) => ({ NODE_ENV: 'production', DATA_DIR: os.tmpdir(), JWT_ACCESS_SECRET: SECRET, ...extra });

describe('config: emailed-link origins and demo seeding', () => {
  it('refuses a production start without PUBLIC_URL_US, naming the variable', () => {
    expect(() => loadConfig(production())).toThrow(ConfigError);
    expect(() => loadConfig(production())).toThrow(/PUBLIC_URL_US/);
    expect(loadConfig(production({ PUBLIC_URL_US: 'https://www.example.com/some/page' })).publicUrlUs).toBe('https://www.example.com');
  });

  it('does not require PUBLIC_URL_US outside production', () => {
    expect(loadConfig({ NODE_ENV: 'test', DATA_DIR: os.tmpdir(), JWT_ACCESS_SECRET: SECRET }).publicUrlUs).toBeNull();
  });

  it('seeds demo data in production only when SEED_DEMO=true is set; development keeps seeding it by default', () => {
    const base = production({ PUBLIC_URL_US: 'https://www.example.com' });
    expect(loadConfig({ ...base }).seedDemo).toBe(false);
    expect(loadConfig({ ...base, SEED_DEMO: '' }).seedDemo).toBe(false);
    expect(loadConfig({ ...base, SEED_DEMO: 'true' }).seedDemo).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development', DATA_DIR: os.tmpdir(), JWT_ACCESS_SECRET: SECRET }).seedDemo).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development', DATA_DIR: os.tmpdir(), JWT_ACCESS_SECRET: SECRET, SEED_DEMO: 'false' }).seedDemo).toBe(false);
  });
});
