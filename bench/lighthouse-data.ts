/**
 * The data the Lighthouse bench signs in to (issue 8: "realistic data, seeded: 500 practices, 50
 * users"): the demo seed written into a new PGlite folder before the product starts on it (the
 * files open in one process at a time), then the sessions of the seed's buyer and of the admin.
 */
import { loadConfig } from '../apps/api/src/infrastructure/config/app-config';
import { defaultSeedSizes, demoAccounts } from '../apps/api/src/seed/seed-demo-data';
import { seedDemoDatabase } from '../apps/api/src/seed/seed-database';
import { apiClient } from '../test/e2e/support/api';
import { admin, newDataDir } from '../test/e2e/support/server';

/** Session cookies (`name=value`) for the signed-in routes. */
export type LighthouseSessions = { buyer: string; admin: string };

/** A data folder holding the demo seed at its default size, for `startProduct(dataDir)`. */
export const seededDataDir = async (): Promise<string> => {
  const dataDir = newDataDir();
  const config = { ...loadConfig({}), dataDir, databaseUrl: undefined, adminUsername: admin.username, adminPassword: admin.password, adminPin: admin.pin, logLevel: 'silent' as const };
  await seedDemoDatabase(config, defaultSeedSizes);
  return dataDir;
};

const sessionOf = async (baseUrl: string, person: { username: string; password: string }) => {
  const client = apiClient(baseUrl);
  await client.call('POST', '/api/login', person);
  return client.sessionCookie();
};

export const signInLighthouseSessions = async (baseUrl: string): Promise<LighthouseSessions> => ({
  buyer: await sessionOf(baseUrl, demoAccounts.buyer),
  admin: await sessionOf(baseUrl, admin),
});
