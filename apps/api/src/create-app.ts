import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { AppModule } from './app.module';
import type { AppConfig } from './infrastructure/config/app-config';
import { createDatabase } from './infrastructure/database/create-database';
import type { Database } from './infrastructure/database/database';
import { prepareDatabase } from './infrastructure/database/prepare-database';

export type CreateAppOptions = { database?: Database; logger?: boolean };

/** Builds the configured Nest app (used by main.ts and by the API tests). */
export const createApp = async (config: AppConfig, options: CreateAppOptions = {}) => {
  const database = options.database ?? (await createDatabase(config));
  await prepareDatabase(database);
  const app = await NestFactory.create<NestExpressApplication>(AppModule.register(config, database), {
    logger: options.logger === false ? false : ['log', 'warn', 'error'],
  });
  app.enableShutdownHooks();
  return { app, database };
};
