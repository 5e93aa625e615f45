import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { formatValue, percentile, type BenchLine } from './report';

const thisRoot = resolve(__dirname, '..');

const run = (cwd: string, command: string, args: readonly string[]) => execFileSync(command, args, { cwd, stdio: 'inherit' });

/**
 * The commit's build in a scratch worktree under bench/.baselines (git-ignored), made once and
 * reused: its own `npm ci` and `npm run build`, each step skipped when its output is there.
 */
const prepareBaseline = (commit: string) => {
  const sha = execFileSync('git', ['rev-parse', '--verify', `${commit}^{commit}`], { cwd: thisRoot, encoding: 'utf8' }).trim();
  const root = join(thisRoot, 'bench/.baselines', sha);
  if (!existsSync(root)) run(thisRoot, 'git', ['worktree', 'add', '--detach', root, sha]);
  if (!existsSync(join(root, 'node_modules'))) run(root, 'npm', ['ci', '--no-audit', '--no-fund']);
  if (!existsSync(join(root, 'apps/api/dist/main.js')) || !existsSync(join(root, 'apps/web/dist'))) run(root, 'npm', ['run', 'build']);
  // This harness measures both builds: its scripts sit beside the commit's code and import it
  // (`../apps/api/src/...`, the built `apps/*/dist`), so a figure differs only by the code measured.
  for (const file of readdirSync(__dirname).filter((f) => f.endsWith('.ts'))) cpSync(join(__dirname, file), join(root, 'bench', file));
  return { sha, root };
};

type Turn = { lines: BenchLine[] } | { error: string };

/** One figure in a process of its own, from a tree's bench folder, with that tree's node_modules. */
const runFigure = (root: string, name: string): Turn => {
  const dir = mkdtempSync(join(tmpdir(), 'bench-turn-'));
  const file = join(dir, 'lines.json');
  try {
    const child = spawnSync(process.execPath, ['-r', '@swc-node/register', 'bench/figures.ts', name, file], {
      cwd: root,
      env: { ...process.env, SWC_NODE_PROJECT: 'apps/api/tsconfig.json' },
      stdio: ['ignore', 'inherit', 'pipe'],
      encoding: 'utf8',
      maxBuffer: 256 * 1024 * 1024,
    });
    process.stderr.write(child.stderr);
    if (child.status !== 0) return { error: child.stderr.split('\n').find((line) => /error/i.test(line)) ?? `exit ${child.status}` };
    return { lines: JSON.parse(readFileSync(file, 'utf8')) as BenchLine[] };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};

/** A line's name without what it says in parentheses: details of its run (a load average, error counts). */
const lineKey = (name: string) => name.replace(/\([^()]*\)/g, '(…)');

/** Each line's median (a measured run's, nearest-rank) over the turns of one build, by its key; the name is the first run's. */
const mediansByLine = (turns: readonly BenchLine[][]) => {
  const lines = new Map<string, { name: string; unit: string; values: number[] }>();
  for (const line of turns.flat()) {
    const entry = lines.get(lineKey(line.name)) ?? { name: line.name, unit: line.unit, values: [] };
    entry.values.push(line.value);
    lines.set(lineKey(line.name), entry);
  }
  return new Map([...lines].map(([key, { name, unit, values }]) => [key, { name, unit, median: percentile(values, 0.5) }]));
};

const printFigure = (name: string, ours: BenchLine[][], theirs: BenchLine[][], skipped?: string) => {
  console.log(`\n${name}: medians of ${ours.length} runs of this build and ${theirs.length} of the baseline, in turns`);
  console.log(`  ${'line'.padEnd(70)} ${'this build'.padStart(14)} ${'baseline'.padStart(14)} ${'ratio'.padStart(8)}`);
  if (skipped) console.log(`  baseline skipped: ${skipped}`);
  const baseline = mediansByLine(theirs);
  for (const [key, { name: line, unit, median: value }] of mediansByLine(ours)) {
    const old = baseline.get(key);
    const ratio = old && old.median !== 0 ? `${(value / old.median).toFixed(2)}x` : '-';
    console.log(
      `  ${line.padEnd(70)} ${formatValue(value, unit).padStart(14)} ${(old ? formatValue(old.median, unit) : '-').padStart(14)} ${ratio.padStart(8)}`,
    );
  }
};

/**
 * Each figure for this build (A) and the baseline commit's (B) in turns, A B A B ..., `rounds`
 * pairs, so the machine's drift falls on both alike; then each line's two medians and their ratio.
 * A figure whose harness cannot run on the baseline (code it imports did not exist then) is
 * reported as skipped with the error, with this build's figure alone.
 */
export const benchAgainstBaseline = async (commit: string, names: readonly string[], rounds: number) => {
  const baseline = prepareBaseline(commit);
  console.log(`baseline ${baseline.sha} (${baseline.root})`);
  for (const name of names) {
    const ours: BenchLine[][] = [];
    const theirs: BenchLine[][] = [];
    let skipped: string | undefined;
    for (let round = 0; round < rounds && !skipped; round++) {
      const a = runFigure(thisRoot, name);
      if ('error' in a) throw new Error(`${name} failed on this build: ${a.error}`);
      ours.push(a.lines);
      const b = runFigure(baseline.root, name);
      if ('error' in b) skipped = b.error;
      else theirs.push(b.lines);
    }
    printFigure(name, ours, theirs, skipped);
  }
};
