/**
 * The data the Lighthouse bench signs in to (issue 8: "realistic data, seeded: 500 practices, 50
 * users"): the demo seed in a new PGlite folder (test/e2e/support/seeded-data.ts), then the
 * sessions of the seed's buyer and of the admin.
 */
import { demoAccounts } from '../apps/api/src/seed/seed-demo-data';
import { apiClient } from '../test/e2e/support/api';
import { admin } from '../test/e2e/support/server';

/** Session cookies (`name=value`) for the signed-in routes. */
export type LighthouseSessions = { buyer: string; admin: string };

const sessionOf = async (baseUrl: string, person: { username: string; password: string }) => {
  const client = apiClient(baseUrl);
  await client.call('POST', '/api/login', person);
  return client.sessionCookie();
};

export const signInLighthouseSessions = async (baseUrl: string): Promise<LighthouseSessions> => ({
  buyer: await sessionOf(baseUrl, demoAccounts.buyer),
  admin: await sessionOf(baseUrl, admin),
});
