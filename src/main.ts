import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { createApp } from './app.factory';
import { ConfigError, loadConfig } from './config/app-config';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (e) {
    if (e instanceof ConfigError) {
      console.error(`Configuration error: ${e.message}`);
      process.exit(1);
    }
    throw e;
  }
  const app = await createApp(config);
  await app.listen({ port: config.port, host: '0.0.0.0' });
  new Logger('Site').log(`Site running on http://localhost:${config.port} (${config.databaseUrl ? 'MySQL' : 'SQLite'}, data in ${config.dataDir})`);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
