import { createApp } from '../create-app';
import type { AppConfig } from '../infrastructure/config/app-config';
import { createSeedClock } from './seed-clock';
import { seedDemoData, type SeedOptions, type SeedResult } from './seed-demo-data';

/**
 * Boots the app on the database `config` names (DATABASE_URL, else the PGlite files in
 * DATA_DIR, as `npm start`), seeds it and stops it. Used by `npm run seed` and by benches that
 * seed a DATA_DIR before starting the product on it (PGlite files open in one process at a time).
 */
export const seedDemoDatabase = async (config: AppConfig, options: Omit<SeedOptions, 'clock'> = {}): Promise<SeedResult> => {
  const clock = createSeedClock();
  const { app } = await createApp(config, { clock: clock.now });
  try {
    return await seedDemoData(app, { ...options, clock });
  } finally {
    await app.close();
  }
};
