import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * What the database did for one HTTP request, counted for the request-cost guard
 * (test/api/request-costs.int-spec.ts, docs/architecture.md "Testing").
 * `statements`: SQL statements run, BEGIN and COMMIT included; `roundTrips`: calls that waited for
 * the database's answer; `eventsRead`: events the event store's reads returned.
 */
export type RequestCosts = { statements: number; roundTrips: number; eventsRead: number };

/** Created only by the guard: while it is unset, every count below costs one null check. */
let meter: AsyncLocalStorage<RequestCosts> | undefined;

/** Turns counting on for this process; `run(costs, work)` then counts `work`'s database calls into `costs`. */
export const meterRequestCosts = (): AsyncLocalStorage<RequestCosts> => (meter ??= new AsyncLocalStorage<RequestCosts>());

/** One call to the database: `statements` statements sent in one round trip. */
export const countRoundTrip = (statements = 1): void => {
  const costs = meter?.getStore();
  if (!costs) return;
  costs.statements += statements;
  costs.roundTrips += 1;
};

export const countEventsRead = (events: number): void => {
  const costs = meter?.getStore();
  if (costs) costs.eventsRead += events;
};

/**
 * Runs `work` outside the request's count: the side effects the EventBus starts after a commit
 * run on after the answer may have left, so counting them would make the figures depend on timing.
 */
export const uncounted = <T>(work: () => T): T => (meter ? meter.exit(work) : work());
