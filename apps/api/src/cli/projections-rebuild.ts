import { allProjections } from '../app.projections';
import { rebuildProjectionsOnline, type OnlineRebuildProgress } from '../infrastructure/projections/online-rebuild';
import { rebuildProjections } from '../infrastructure/projections/projection-runner';
import { openDatabase } from './open-database';
import { runCli } from './run-cli';

/** Replays report after every window of the log; a line per 100,000 events is enough to follow. */
const everyHundredThousand = () => {
  let printed = 0;
  return (applied: number) => {
    if (Math.floor(applied / 100_000) === Math.floor(printed / 100_000)) return false;
    printed = applied;
    return true;
  };
};

const describe = (p: OnlineRebuildProgress) => {
  switch (p.phase) {
    case 'build':
      return `build: ${p.applied} events replayed into the new tables (log up to ${p.upTo})`;
    case 'catch-up':
      return `catch-up: ${p.applied} events appended meanwhile applied (log up to ${p.upTo})`;
    case 'swap':
      return `swap: the last ${p.applied} events applied, the new tables in place (log up to ${p.upTo})`;
    case 'swap-retry':
      return `swap: gave way to the API (${p.error}), trying again`;
  }
};

/**
 * `npm run projections:rebuild`: drops every read model and replays the whole log into it, in
 * one transaction (the API must be stopped). With `--online`, builds new tables beside the live
 * ones while the API serves and swaps them in (infrastructure/projections/README.md).
 */
const main = async () => {
  const online = process.argv.includes('--online');
  const db = await openDatabase();
  try {
    const started = performance.now();
    const progress = (line: string) => console.log(`${((performance.now() - started) / 1000).toFixed(1)} s  ${line}`);
    const worthALine = everyHundredThousand();
    const applied = online
      ? await rebuildProjectionsOnline(db, allProjections, (p) => (p.phase !== 'build' || worthALine(p.applied)) && progress(describe(p)))
      : await rebuildProjections(db, allProjections, { onProgress: (n) => worthALine(n) && progress(`${n} events replayed`) });
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `Rebuilt ${online ? 'online ' : ''}${allProjections.map((p) => p.name).join(', ') || 'no read models'}: ` +
        `${applied} events in ${seconds.toFixed(2)} s (${Math.round(applied / Math.max(seconds, 1e-9))} events/s)`,
    );
  } finally {
    await db.close();
  }
};

runCli(main, { printStack: true });
