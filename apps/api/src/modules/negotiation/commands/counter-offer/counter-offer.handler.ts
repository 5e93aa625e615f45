import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { holderNegotiationDecider, practiceStreamId, userStreamId } from '@pratiche/domain';
import { CLOCK, type Clock } from '../../../../infrastructure/clock/clock';
import { CommandExecutor } from '../../../../infrastructure/command-handling/command-executor';
import { DocumentFingerprints } from '../../document-fingerprints';
import { NegotiationGate } from '../../negotiation-gate';
import { OfferIds } from '../../offer-ids';
import { OfferLocator } from '../../offer-locator';
import { CounterOfferCommand } from './counter-offer.command';

/**
 * Counted per user and practice (429) and refused to anyone but the other party (403) before any
 * other work. The countered offer and the counter are recorded in one append, decided on the
 * practice's stream and on the holder's (checked at the version read, so the holder's standing
 * is the one at the append). The decider refuses anyone but the other party of the negotiation
 * (403), an offer no longer waiting (409), unchanged or invalid terms (400), and a holder the
 * transfer chain no longer allows (403).
 */
@CommandHandler(CounterOfferCommand)
export class CounterOfferHandler implements ICommandHandler<CounterOfferCommand> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly gate: NegotiationGate,
    private readonly offers: OfferLocator,
    private readonly offerIds: OfferIds,
    private readonly fingerprints: DocumentFingerprints,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ offerId, userId, terms, tradingDataGiven, context }: CounterOfferCommand): Promise<number> {
    const place = await this.offers.placeOf(offerId);
    await this.gate.mayAnswer(place, userId);
    const { practiceId, buyerId } = place;
    const [newOfferId, documents] = await Promise.all([this.offerIds.next(), this.fingerprints.of(practiceId)]);
    await this.executor.executeOnStreams({
      decider: holderNegotiationDecider,
      streamIds: { practice: practiceStreamId(practiceId), holder: userStreamId(buyerId) },
      command: {
        type: 'CounterOffer',
        data: { practiceId, by: userId, at: this.clock().toISOString(), ...terms, offerId, newOfferId, documents, tradingDataGiven },
      },
      context,
      sealedStreams: ['holder'],
      checkedStreams: ['holder'],
    });
    return newOfferId;
  }
}
