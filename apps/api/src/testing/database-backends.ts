/** The int suites run on the PostgreSQL server of DATABASE_URL, or on embedded PGlite without it. */
export const onPostgresServer = Boolean(process.env.DATABASE_URL);

const needsServer = 'skipped: needs the PostgreSQL server, set DATABASE_URL';
const needsEmbedded = 'skipped: embedded PGlite only, run without DATABASE_URL (npm run test:contract)';

/** What only the server does (several connections, LISTEN/NOTIFY, real concurrency); the name says why when skipped. */
export const describeOnServer = (name: string, fn: () => void) => (onPostgresServer ? describe(name, fn) : describe.skip(`${name} (${needsServer})`, fn));

export const itOnServer = (name: string, fn: () => Promise<unknown>, timeout?: number) =>
  onPostgresServer ? it(name, fn, timeout) : it.skip(`${name} (${needsServer})`, fn, timeout);

/** What only the embedded database does; the name says why when skipped. */
export const describeEmbedded = (name: string, fn: () => void) => (onPostgresServer ? describe.skip(`${name} (${needsEmbedded})`, fn) : describe(name, fn));
