import type { BuyerQualification } from '@pratiche/domain';
import { buyerQualificationOf, type UserView } from '../identity/users.reader';

/**
 * Who reads the marketplace: the buyer's id, its qualification as users_view holds it (issue 27),
 * and the bank it declared a current account with (issue 45: the correntista route).
 */
export type MarketplaceCaller = { id: number; qualification: BuyerQualification; correntistaOf: number | null };

/** The signed-in buyer of a request (its users_view row, read with the session) as a marketplace caller. */
export const marketplaceCaller = (user: UserView): MarketplaceCaller => ({
  id: user.id,
  qualification: buyerQualificationOf(user),
  correntistaOf: user.buyerQualification.correntistaOf,
});
