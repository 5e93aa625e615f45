import { undeclaredBuyer, type BuyerQualification } from '../credit/buyer-qualification';
import type { AcceptOffer, CounterOffer, MakeOffer, NegotiationCommand } from '../negotiation/negotiation.commands';
import type { MultiStreamDecider } from '../shared/decider';
import type { UserEvent } from '../user/user.events';
import { evolveUser, initialUserState, type UserState } from '../user/user.state';
import { decideNegotiation } from './negotiation.decide';
import type { PracticeEvent } from './practice.events';
import { evolvePractice, initialPracticeState, type PracticeState } from './practice.state';

/** What a step that depends on the holder's standing decides over: the practice, and the exclusivity holder's account. */
export type HolderNegotiationStates = { practice: PracticeState; holder: UserState };
export type HolderNegotiationEvents = { practice: PracticeEvent; holder: UserEvent };

type WithoutHolder<C extends { type: string; data: { holder: BuyerQualification } }> = { type: C['type']; data: Omit<C['data'], 'holder'> };
/** The offer, the counter and the acceptance: the holder's qualification is read from the holder's own stream. */
export type HolderNegotiationCommand = WithoutHolder<MakeOffer> | WithoutHolder<CounterOffer> | WithoutHolder<AcceptOffer>;

/** The holder's standing as a buyer (issue 27) on its stream; an account gone reads as undeclared (never allowed where a qualification is needed). */
export const holderQualificationOf = (holder: UserState): BuyerQualification & { correntistaOf: number | null } =>
  holder.status === 'unregistered' || holder.status === 'deleted'
    ? { ...undeclaredBuyer(), correntistaOf: null }
    : { ...holder.buyer, correntistaOf: holder.correntistaOf };

/**
 * The negotiation's steps that the holder's standing decides (issue 27), over the practice's
 * stream and the holder's: the executor checks the holder's stream at the version read
 * (`checkedStreams`), so a change of the holder's qualification committed before the append
 * refuses the step, decided again on what changed.
 */
export const holderNegotiationDecider: MultiStreamDecider<HolderNegotiationStates, HolderNegotiationEvents, HolderNegotiationCommand> = {
  decide: (command, { practice, holder }) => {
    const withHolder = { ...command, data: { ...command.data, holder: holderQualificationOf(holder) } } as NegotiationCommand;
    return { practice: decideNegotiation(withHolder, practice) };
  },
  evolve: { practice: evolvePractice, holder: evolveUser },
  initialState: { practice: initialPracticeState, holder: initialUserState },
};
