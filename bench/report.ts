/** The p-th quantile (0 < p <= 1) of the samples, nearest-rank: never interpolated, always a measured sample (NaN if none). */
export const percentile = (samples: readonly number[], p: number) =>
  [...samples].sort((a, b) => a - b)[Math.min(samples.length - 1, Math.ceil(samples.length * p) - 1)] ?? NaN;

/** One benchmark figure and the target it must reach (higher is better unless `lowerIsBetter`). */
export type BenchLine = { name: string; value: number; unit: string; target?: number; lowerIsBetter?: boolean };

const verdict = (line: BenchLine) => {
  if (line.target === undefined) return '';
  const ok = line.lowerIsBetter ? line.value <= line.target : line.value >= line.target;
  return `target ${line.lowerIsBetter ? '<=' : '>='} ${line.target.toLocaleString('en')} ${line.unit}  ${ok ? 'OK' : 'MISSED'}`;
};

/** A figure with its unit; ratios get two decimals: 0.49x must not print as a passing 0.5x. */
export const formatValue = (value: number, unit: string) =>
  `${value >= 1000 ? Math.round(value).toLocaleString('en') : value.toFixed(unit === 'x' ? 2 : 1)} ${unit}`;

export const report = (lines: readonly BenchLine[]) => {
  for (const line of lines) console.log(`${line.name.padEnd(72)} ${formatValue(line.value, line.unit).padStart(16)}   ${verdict(line)}`);
};

/** Runs `bench` and prints its lines when `mod` is the script node was started with (`node ... bench/<file>.ts`); exits 1 on an error. */
export const reportWhenRun = (mod: NodeModule, bench: () => Promise<readonly BenchLine[]>) => {
  if (require.main !== mod) return;
  bench()
    .then(report)
    .catch((error) => {
      console.error(error);
      process.exit(1);
    });
};
