/**
 * "audit:verify: N events checked (R events/s)" each time the walk passes another `every` events:
 * a long log shows it is moving, and how long it will take.
 */
export const progressPrinter = (print: (line: string) => void, every = 100_000, now = () => performance.now()) => {
  const started = now();
  let next = every;
  return (events: number) => {
    if (events < next) return;
    next = (Math.floor(events / every) + 1) * every;
    const rate = Math.round(events / Math.max((now() - started) / 1000, 0.001));
    print(`audit:verify: ${events.toLocaleString('en')} events checked (${rate.toLocaleString('en')} events/s)`);
  };
};
