import type { DomainCommand } from '../shared/decider';

/**
 * `at` is the time of the request; it decides whether an exclusivity still runs. `correntistaOf`
 * (optional) is the bank's user id the buyer declares, for this deal, to hold a current account
 * with: the correntista route of art. 121 c. 1 DL 34/2020 (rata-eligibility.ts).
 */
type Stamp = { practiceId: number; buyerId: number; at: string; correntistaOf?: number | null };

/** Spec 7 `POST /api/marketplace/view/{id}`: base access, 10 credits. */
export type PurchaseBaseAccess = DomainCommand<'PurchaseBaseAccess', Stamp>;
/**
 * Spec 7 `POST /api/marketplace/exclusive/{id}`: 24, 48 or 72 hours. `hours` is checked by the
 * decider. `rate` (issue 45): the ids of the rate to hold; absent or empty, every rata free.
 */
export type PurchaseExclusivity = DomainCommand<'PurchaseExclusivity', Stamp & { hours: number; rate?: string[] | null }>;

export type PurchaseCommand = PurchaseBaseAccess | PurchaseExclusivity;

/** The scheduled processor's command: end the practice's exclusivity if it is over at `at`. */
export type ExpireExclusivity = DomainCommand<'ExpireExclusivity', { practiceId: number; at: string }>;
