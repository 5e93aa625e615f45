import 'reflect-metadata';
import { Logger } from 'nestjs-pino';
import { createApp } from './create-app';
import { offsetClock } from './infrastructure/clock/clock';
import { loadConfig, type AppConfig } from './infrastructure/config/app-config';
import { restrictNewFilesToOwner } from './infrastructure/data-dir/owner-only';
import { exitGracefullyOnSignals } from './infrastructure/lifecycle/shutdown-signals';

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
  restrictNewFilesToOwner();
  const config = readConfig();
  const { app } = await createApp(config, { clock: offsetClock(config.clockOffsetMs) });
  const logger = app.get(Logger);
  exitGracefullyOnSignals(app, config.shutdownTimeoutSeconds, logger);
  await app.listen(config.port, config.host);
  logger.log(`Marketplace in ascolto su ${config.publicUrl}`, 'Main');
};

void bootstrap();
