import 'reflect-metadata';
import { createApp } from './create-app';
import { loadConfig } from './infrastructure/config/app-config';

const bootstrap = async () => {
  const config = loadConfig();
  const { app } = await createApp(config);
  app.enableShutdownHooks();
  await app.listen(config.port);
  console.log(`Marketplace in ascolto su ${config.publicUrl}`);
};

void bootstrap();
