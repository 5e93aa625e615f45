// One transform for every project: swc compiles TypeScript (decorators with metadata, for Nest)
// and the web's TSX; the libraries are read from their sources.
const base = {
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          target: 'es2022',
          parser: { syntax: 'typescript', decorators: true, tsx: true },
          transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  moduleNameMapper: { '^@pratiche/(domain|contracts)$': '<rootDir>/libs/$1/src/index.ts' },
  // otplib's CommonJS build requires @scure/base and @noble/hashes, which ship ES modules only:
  // Node (20.19+) loads them with require, jest's module loader does not, so swc compiles them.
  transformIgnorePatterns: ['^(?!.*/node_modules/(@scure|@noble)/).*/node_modules/'],
  testEnvironment: 'node',
  // The bench's baseline builds are whole checkouts of the repository (bench/baseline.ts).
  modulePathIgnorePatterns: ['<rootDir>/bench/.baselines/'],
};

/**
 * What the embedded database (PGlite) must prove like the server does: the event store, the
 * database port, projections and their rebuild, backup and restore, the money paths under
 * concurrency, and what only the embedded mode does (its data folder). CI runs the whole `int`
 * project on the PostgreSQL server and this one on PGlite (`npm run test:contract`).
 */
const embeddedContract = [
  'apps/api/src/infrastructure/event-store/**/*.int-spec.ts',
  'apps/api/src/infrastructure/audit-chain/**/*.int-spec.ts',
  'apps/api/src/infrastructure/database/migrations/*.int-spec.ts',
  'apps/api/src/modules/*/migrations/*.int-spec.ts',
  'apps/api/src/infrastructure/database/testing/*.int-spec.ts',
  'apps/api/src/infrastructure/projections/**/*.int-spec.ts',
  'apps/api/src/infrastructure/command-handling/**/*.int-spec.ts',
  'apps/api/src/infrastructure/backup/**/*.int-spec.ts',
  'apps/api/src/infrastructure/data-dir/**/*.int-spec.ts',
  'apps/api/src/infrastructure/http/rate-limits.int-spec.ts',
  'apps/api/src/cli/**/*.int-spec.ts',
  'apps/api/src/seed/**/*.int-spec.ts',
  'apps/api/src/modules/marketplace/marketplace-concurrency.int-spec.ts',
  'test/api/projections-rebuild.int-spec.ts',
].map((glob) => `<rootDir>/${glob}`);

/** The integration projects migrate one database per run, which each file's database copies (test/int-run). */
const preparedDatabase = { globalSetup: '<rootDir>/test/int-run/setup.cjs', globalTeardown: '<rootDir>/test/int-run/teardown.cjs' };

/** @type {import('jest').Config} */
module.exports = {
  testTimeout: 60_000,
  // jest's order, except that the browser tier's longest files start first (see the file).
  testSequencer: '<rootDir>/test/e2e/support/sequencer.cjs',
  projects: [
    { ...base, displayName: 'unit', testMatch: ['<rootDir>/libs/*/src/**/*.spec.ts', '<rootDir>/apps/*/src/**/*.spec.ts'] },
    { ...base, ...preparedDatabase, displayName: 'int', testMatch: ['<rootDir>/apps/api/src/**/*.int-spec.ts', '<rootDir>/test/api/**/*.int-spec.ts'] },
    { ...base, ...preparedDatabase, displayName: 'contract', testMatch: embeddedContract },
    // One Chromium and one migrated data folder for the whole run (test/e2e/support/global-setup.ts).
    {
      ...base,
      displayName: 'e2e',
      testMatch: ['<rootDir>/test/e2e/**/*.e2e-spec.ts'],
      globalSetup: '<rootDir>/test/e2e/support/global-setup.ts',
      globalTeardown: '<rootDir>/test/e2e/support/global-teardown.ts',
    },
    { ...base, displayName: 'cluster', testMatch: ['<rootDir>/test/cluster/**/*.cluster-spec.ts'] },
  ],
};
