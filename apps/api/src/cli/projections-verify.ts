import { allProjections } from '../app.projections';
import { verifyProjections } from '../infrastructure/projections/verify-projections';
import { openDatabase } from './open-database';
import { runCli } from './run-cli';

/** `npm run projections:verify`: exit 1 when a read model differs from a rebuild of the log. */
const main = async () => {
  const db = await openDatabase();
  try {
    const differences = await verifyProjections(db, allProjections);
    if (differences.length === 0) {
      console.log(`Read models match the event log (${allProjections.length} checked).`);
      return;
    }
    for (const d of differences) {
      console.error(`${d.table}: ${d.onlyLive} rows only in the live table, ${d.onlyRebuilt} only in the rebuild`);
    }
    process.exitCode = 1;
  } finally {
    await db.close();
  }
};

runCli(main, { printStack: true });
