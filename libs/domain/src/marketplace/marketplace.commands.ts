import type { DomainCommand } from '../shared/decider';

/** `at` is the time of the request; it decides whether an exclusivity still runs. */
type Stamp = { practiceId: number; buyerId: number; at: string };

/** Spec 7 `POST /api/marketplace/view/{id}`: base access, 10 credits. */
export type PurchaseBaseAccess = DomainCommand<'PurchaseBaseAccess', Stamp>;
/** Spec 7 `POST /api/marketplace/exclusive/{id}`: 24, 48 or 72 hours. `hours` is checked by the decider. */
export type PurchaseExclusivity = DomainCommand<'PurchaseExclusivity', Stamp & { hours: number }>;

export type PurchaseCommand = PurchaseBaseAccess | PurchaseExclusivity;

/** The scheduled processor's command: end the practice's exclusivity if it is over at `at`. */
export type ExpireExclusivity = DomainCommand<'ExpireExclusivity', { practiceId: number; at: string }>;
