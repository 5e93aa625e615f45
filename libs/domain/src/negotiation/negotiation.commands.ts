import type { BuyerQualification } from '../credit/buyer-qualification';
import type { DomainCommand } from '../shared/decider';
import type { ClosingAction, PlatformOutcome } from './closing';
import type { Holding } from './holdings';
import type { DocumentFingerprint } from './offer';

/** `by` is the signed-in user; `at` the time of the request. */
type Stamp = { practiceId: number; by: number; at: string };

/**
 * The exclusivity holder's standing as a buyer, read by the API before deciding: an offer is made
 * and accepted only while the transfer chain still lets this buyer buy (issue 27).
 */
type Holder = { holder: BuyerQualification & { correntistaOf?: number | null } };

/**
 * Terms as a request sends them; the decider checks them. `rate` names rate by id (issue 45) or, as
 * before, by year. A missing expiry is 48 hours, capped at the exclusivity's end.
 */
export type IncomingOfferTerms = { amount: number; rate?: (string | number)[] | null; notes?: string | null; expiresAt?: string | null };

/** The bank (its user id) the buyer declares, for this offer, to hold a current account with: the correntista route (issue 45). */
type Correntista = { correntistaOf?: number | null };

/** `offerId` is allocated by the API; `documents` are the practice's files as they are now. */
/**
 * Issue 46: whether the party acting gave its data for trading (trading-profile.ts); a bank's
 * onboarding asks it before a first offer or closing, not at sign-up.
 */
type TradingData = { tradingDataGiven: boolean };
export type MakeOffer = DomainCommand<
  'MakeOffer',
  Stamp & Holder & IncomingOfferTerms & Correntista & TradingData & { offerId: number; documents: DocumentFingerprint[] }
>;
/** Terms not sent are the countered offer's. */
export type CounterOffer = DomainCommand<
  'CounterOffer',
  Stamp & Holder & Partial<IncomingOfferTerms> & TradingData & { offerId: number; newOfferId: number; documents: DocumentFingerprint[] }
>;
export type AcceptOffer = DomainCommand<'AcceptOffer', Stamp & Holder & TradingData & { offerId: number }>;
export type RejectOffer = DomainCommand<'RejectOffer', Stamp & { offerId: number; reason?: string | null }>;
export type WithdrawOffer = DomainCommand<'WithdrawOffer', Stamp & { offerId: number }>;
/** What a closing step sends; each step takes only its own fields (closing-steps.ts checks them). */
export type ClosingStepFields = {
  protocol?: string | null;
  communicatedOn?: string | null;
  outcome?: PlatformOutcome | null;
  suspendedUntil?: string | null;
  reason?: string | null;
  reference?: string | null;
  notary?: string | null;
  deedOn?: string | null;
  repertorio?: string | null;
  notifiedOn?: string | null;
};
/**
 * `buyerCodiceFiscale` is the buyer's, from its data for trading as the API read them (null when
 * it has given none): the holder communicates the transfer with it on the platform.
 */
export type RecordClosingStep = DomainCommand<
  'RecordClosingStep',
  Stamp & ClosingStepFields & { offerId: number; step: ClosingAction; buyerCodiceFiscale?: string | null }
>;
export type AbandonClosing = DomainCommand<'AbandonClosing', Stamp & { offerId: number; reason: string }>;
/**
 * The buyer's offset choice for rate it holds (issue 45), all in one append; `offerId` keeps it to
 * one closing's rate (issue 47's `compensazione` step of the closing). `holdings` are the caller's holdings
 * of this practice as the API read them; the decider marks the choices its state already records.
 * `noOverdueRuoli`: the buyer declares it has no overdue tax debts above the F24 threshold (issue 47, offset-limits.ts).
 */
export type ChooseHoldingOffset = DomainCommand<
  'ChooseHoldingOffset',
  Stamp & { rataIds: string[]; holdings: Holding[]; noOverdueRuoli?: boolean; offerId?: number }
>;

export type NegotiationCommand =
  MakeOffer | CounterOffer | AcceptOffer | RejectOffer | WithdrawOffer | RecordClosingStep | AbandonClosing | ChooseHoldingOffset;
