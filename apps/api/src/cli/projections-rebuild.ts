import { allProjections } from '../app.projections';
import { rebuildProjections } from '../infrastructure/projections/projection-runner';
import { openDatabase } from './open-database';
import { runCli } from './run-cli';

/** `npm run projections:rebuild`: drops every read model and replays the whole log into it. */
const main = async () => {
  const db = await openDatabase();
  try {
    const started = performance.now();
    const applied = await rebuildProjections(db, allProjections);
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `Rebuilt ${allProjections.map((p) => p.name).join(', ') || 'no read models'}: ` +
        `${applied} events in ${seconds.toFixed(2)} s (${Math.round(applied / Math.max(seconds, 1e-9))} events/s)`,
    );
  } finally {
    await db.close();
  }
};

runCli(main, { printStack: true });
