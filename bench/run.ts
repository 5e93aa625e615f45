import { parseArgs } from 'node:util';
import { benchAgainstBaseline } from './baseline';
import { figures, selectFigures } from './figures';
import { report, type BenchLine } from './report';

/**
 * `npm run bench [-- --only a,b] [--baseline <commit> [--rounds n]]`: every benchmark (or those named),
 * each figure beside its target; with a baseline, each beside the same figure of that commit's build,
 * measured in turns (bench/baseline.ts). Needs `npm run build` first.
 */
const main = async () => {
  const { values } = parseArgs({
    options: { only: { type: 'string', multiple: true, default: [] }, baseline: { type: 'string' }, rounds: { type: 'string', default: '3' } },
  });
  const names = selectFigures(values.only);
  if (values.baseline) return benchAgainstBaseline(values.baseline, names, Number(values.rounds));
  const lines: BenchLine[] = [];
  for (const name of names) lines.push(...(await figures[name]!()));
  report(lines);
};

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
