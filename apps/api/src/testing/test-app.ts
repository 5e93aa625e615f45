import { mkdtemp, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { DestinationStream } from 'pino';
import request from 'supertest';
import { appComposition } from '../app.composition';
import { createApp } from '../create-app';
import type { Clock } from '../infrastructure/clock/clock';
import { loadConfig, type AppConfig } from '../infrastructure/config/app-config';
import type { Database } from '../infrastructure/database/database';
import { prepareDatabase } from '../infrastructure/database/prepare-database';
import { createPreparedDatabase } from '../infrastructure/database/testing/fresh-database';
import { defaultRateLimits, type RateLimitSettings } from '../infrastructure/http/rate-limits';

/** The admin every test app starts with (ADMIN_USERNAME / ADMIN_PASSWORD / ADMIN_PIN). */
export const testAdmin = { username: 'admin', password: 'Admin-Password-1!', pin: '246810' } as const;

/**
 * Tests register many users from one address (and buy many packages); the limits that would
 * stop them are raised here, and the rate-limit tests put the real figures back.
 */
export const testRateLimits: Partial<RateLimitSettings> = {
  anonymousUpload: { points: 10_000, durationSeconds: 600 },
  userUpload: { points: 10_000, durationSeconds: 600 },
  checkoutStart: { points: 10_000, durationSeconds: 600 },
  passwordReset: { points: 10_000, durationSeconds: 900 },
  registration: { points: 10_000, durationSeconds: 3600 },
};

export type TestAppOptions = {
  config?: Partial<AppConfig>;
  rateLimits?: Partial<RateLimitSettings>;
  clock?: Clock;
  /** Captures the JSON log lines (with `config.logLevel`; tests are silent unless LOG_LEVEL is set). */
  logDestination?: DestinationStream;
};

export type TestApp = {
  app: NestExpressApplication;
  http: Server;
  database: Database;
  config: AppConfig;
  /** A supertest agent: keeps cookies like a browser. */
  agent: () => InstanceType<typeof request.agent>;
  /** A one-off request without cookies. */
  request: () => ReturnType<typeof request>;
  /** Stops the app and starts a new one on the same database and DATA_DIR (a server restart). */
  restart: (options?: TestAppOptions) => Promise<TestApp>;
  /** Another API instance on the same database and DATA_DIR, beside this one; its `close` stops only that app. */
  anotherInstance: (options?: TestAppOptions) => Promise<TestApp>;
  close: () => Promise<void>;
};

const testConfig = (dataDir: string, overrides: Partial<AppConfig> = {}): AppConfig => ({
  ...loadConfig({}),
  dataDir,
  publicUrl: 'http://localhost:3000',
  adminUsername: testAdmin.username,
  adminPassword: testAdmin.password,
  adminPin: testAdmin.pin,
  webDistDir: join(dataDir, 'no-web-build'),
  logLevel: process.env.LOG_LEVEL ? loadConfig().logLevel : 'silent',
  // Tests sign in as admins everywhere; the tests of the enrolment rule turn it on (issue 31).
  adminTwoFactorRequired: false,
  // Negotiation mails go at once; the test of their gathering sets a window and closes it itself.
  negotiationMailWindowSeconds: 0,
  ...overrides,
});

/** The app on a database and DATA_DIR the caller made (a restored backup); `close` closes and removes both. */
export const startTestApp = async (database: Database, dataDir: string, options: TestAppOptions = {}): Promise<TestApp> => {
  const config = testConfig(dataDir, options.config);
  const rateLimits = { ...defaultRateLimits, ...testRateLimits, ...options.rateLimits };
  const { app } = await createApp(config, { database, logDestination: options.logDestination, rateLimits, clock: options.clock });
  const http = app.getHttpServer() as Server;
  return {
    app,
    http,
    database,
    config,
    agent: () => request.agent(http),
    request: () => request(http),
    restart: async (next = options) => {
      await app.close();
      return startTestApp(database, dataDir, next);
    },
    anotherInstance: async (next = options) => {
      const other = await startTestApp(database, dataDir, next);
      return { ...other, close: () => other.app.close() };
    },
    close: async () => {
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
};

/** A fresh database already migrated, with its read models, as the app's first start leaves it (copied, not migrated, in a jest run). */
export const createMigratedDatabase = () => createPreparedDatabase('app', (db) => prepareDatabase(db, appComposition));

/**
 * The real Nest app on a fresh migrated database: in-memory PGlite, or with DATABASE_URL a
 * database created on that server for this test file (dropped by `close`). DATA_DIR is a new
 * temp folder.
 */
export const createTestApp = async (options: TestAppOptions = {}): Promise<TestApp> => {
  const database = await createMigratedDatabase();
  const dataDir = await mkdtemp(join(tmpdir(), 'pratiche-api-test-'));
  return startTestApp(database, dataDir, options);
};

/**
 * This test file's app: created before its tests (with `options`, or what the function returns
 * then) and closed after them. The returned object is filled in by `beforeAll`, so read it only
 * inside hooks and tests; a file that restarts its app keeps its own `let t`.
 */
export const useTestApp = (options: TestAppOptions | (() => Promise<TestAppOptions>) = {}): TestApp => {
  const t = {} as TestApp;
  beforeAll(async () => {
    Object.assign(t, await createTestApp(typeof options === 'function' ? await options() : options));
  });
  afterAll(() => t.close());
  return t;
};
