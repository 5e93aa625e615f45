import { readFileSync } from 'node:fs';

/**
 * CPU seconds (user + system) used so far by each local process still running, read from /proc:
 * the API instances and the PostgreSQL backends run on this machine. Their growth per request is
 * the cost of one request whatever else loads the machine, which wall-clock rates on a shared
 * machine are not.
 */
export const cpuSeconds = (pids: readonly number[]) =>
  new Map(
    pids.flatMap((pid): [number, number][] => {
      try {
        const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
        return [[pid, (Number(fields[11]) + Number(fields[12])) / 100]];
      } catch {
        return []; // a backend that ended
      }
    }),
  );

/** CPU seconds the processes alive at the end used since `before` (one started meanwhile counts whole; one that ended is not counted). */
export const cpuSince = (before: Map<number, number>, pids: readonly number[]) =>
  [...cpuSeconds(pids)].reduce((sum, [pid, seconds]) => sum + seconds - (before.get(pid) ?? 0), 0);
