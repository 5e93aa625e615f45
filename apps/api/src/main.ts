import 'reflect-metadata';
import { createApp } from './create-app';
import { loadConfig, type AppConfig } from './infrastructure/config/app-config';

/** A wrong setting stops the start with its one-line reason rather than a stack trace. */
const readConfig = (): AppConfig => {
  try {
    return loadConfig();
  } catch (error) {
    console.error(`Configuration error: ${(error as Error).message}`);
    process.exit(1);
  }
};

const bootstrap = async () => {
  const config = readConfig();
  const { app } = await createApp(config);
  app.enableShutdownHooks();
  await app.listen(config.port, config.host);
  console.log(`Marketplace in ascolto su ${config.publicUrl}`);
};

void bootstrap();
