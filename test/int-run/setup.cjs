const { randomBytes } = require('node:crypto');
const { mkdtemp } = require('node:fs/promises');
const { tmpdir } = require('node:os');
const { join } = require('node:path');

/**
 * Names where this jest run keeps its prepared databases (createPreparedDatabase in
 * apps/api/src/infrastructure/database/testing/fresh-database.ts): the prefix of its template
 * databases on the PostgreSQL server and a folder for its saved PGlite data folders. The first
 * file that needs one builds it; the workers inherit these variables; teardown.cjs removes them.
 * Plain JavaScript: jest loads global hooks without its module map, where `@pratiche/domain`
 * would resolve to a build that may not exist.
 */
module.exports = async () => {
  // The int and contract projects share this hook; a run that selects both keeps one set.
  if (process.env.PRATICHE_TEST_TEMPLATE) return;
  process.env.PRATICHE_TEST_TEMPLATE = `test_template_${randomBytes(6).toString('hex')}`;
  process.env.PRATICHE_TEST_PGDATA = await mkdtemp(join(tmpdir(), 'pratiche-test-pgdata-'));
};
