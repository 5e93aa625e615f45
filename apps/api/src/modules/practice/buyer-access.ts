import type { AccessType } from '@pratiche/domain';

/** What a buyer bought of one practice; `exclusiveUntil` is the end of his latest exclusivity, if any. */
export type PracticeAccess = { accessType: AccessType; exclusiveUntil: Date | null };

/**
 * The document rules' question "what did this buyer buy of this practice?" (spec 6). The
 * marketplace owns the answer (its `practice_access` read model, PracticeAccessReader); the
 * composition root binds it (`PracticeModule.withBuyerAccess`), because the marketplace reads
 * practices and this module must not import it back.
 */
export abstract class BuyerAccess {
  abstract accessOf(userId: number, practiceId: number): Promise<PracticeAccess | null>;
}
