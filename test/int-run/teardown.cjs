const { rm } = require('node:fs/promises');
const { Client } = require('pg');

/** Removes what the run's workers prepared in the places setup.cjs named: template databases and saved PGlite data folders. */
module.exports = async () => {
  const { PRATICHE_TEST_TEMPLATE: template, PRATICHE_TEST_PGDATA: pgdata, DATABASE_URL: databaseUrl } = process.env;
  if (!template) return;
  delete process.env.PRATICHE_TEST_TEMPLATE;
  delete process.env.PRATICHE_TEST_PGDATA;
  if (pgdata) await rm(pgdata, { recursive: true, force: true });
  if (!databaseUrl) return;
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query("SELECT datname FROM pg_database WHERE starts_with(datname, $1 || '_')", [template]);
    for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
  } finally {
    await client.end();
  }
};
