import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RequestCosts } from '../../apps/api/src/infrastructure/database/request-costs';

/** What the guard compares: the database's counts and the bytes of the answer's body. */
export type Costs = RequestCosts & { bytes: number };

const measures = ['statements', 'roundTrips', 'eventsRead', 'bytes'] as const satisfies readonly (keyof Costs)[];

type Backend = 'pglite' | 'postgres';

/** One request's budget; `pglite` / `postgres` hold the figures that differ on that backend. */
export type BudgetEntry = Costs & { reason: string } & Partial<Record<Backend, Partial<Costs>>>;

export const budgetFile = 'test/api/request-costs.budget.json';

export const loadBudget = (): Record<string, BudgetEntry> =>
  (JSON.parse(readFileSync(join(__dirname, '../..', budgetFile), 'utf8')) as { requests: Record<string, BudgetEntry> }).requests;

/**
 * How far the answer's bytes may stray either way: the answers carry figures computed at the time
 * of the request (each rata's time to maturity moves the implied yield, whose digits come and go),
 * so the same code answered 36,310 bytes at noon and 36,298 an hour later. 0.5% is far below what
 * a new field or a row too many costs.
 */
const bytesSlack = 0.005;

/**
 * Every way `measured` differs from the budget, as the lines a developer acts on: a higher count
 * fails until the budget is raised with its reason; a lower one fails too, so the budget stays a
 * guard and not a ceiling far above what the request costs. Counts are exact; bytes have a slack.
 */
export const budgetBreaches = (request: string, backend: Backend, measured: Costs, entry: BudgetEntry | undefined): string[] => {
  if (!entry) return [`"${request}" has no budget: add it to ${budgetFile} with ${JSON.stringify(measured)} and a "reason".`];
  const problems = entry.reason?.trim() ? [] : [`"${request}" in ${budgetFile} needs a "reason".`];
  for (const key of measures) {
    const own = entry[backend]?.[key];
    const [spent, budget] = [measured[key], own ?? entry[key]];
    const where = own === undefined ? `"${key}" of "${request}"` : `"${key}" under "${backend}" of "${request}"`;
    if (key === 'bytes' && Math.abs(spent - budget) <= budget * bytesSlack) continue;
    if (spent > budget)
      problems.push(
        `${request} (${backend}): ${key} is ${spent}, over its budget of ${budget}. If the cost is meant, raise ${where} to ${spent} in ${budgetFile} in the same commit, and say why in its "reason".`,
      );
    if (spent < budget)
      problems.push(`${request} (${backend}): ${key} is ${spent}, under its budget of ${budget}: lower the budget to ${spent} (${where} in ${budgetFile}).`);
  }
  return problems;
};
