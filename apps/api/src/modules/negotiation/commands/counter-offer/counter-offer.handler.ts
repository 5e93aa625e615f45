import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { negotiationDecider, practiceStreamId } from '@pratiche/domain';
import { CLOCK, type Clock } from '../../../../infrastructure/clock/clock';
import { CommandExecutor } from '../../../../infrastructure/command-handling/command-executor';
import { DocumentFingerprints } from '../../document-fingerprints';
import { HolderQualifications } from '../../holder-qualifications';
import { OfferIds } from '../../offer-ids';
import { OfferLocator } from '../../offer-locator';
import { CounterOfferCommand } from './counter-offer.command';

/**
 * The countered offer and the counter are recorded in one append. The decider refuses anyone but
 * the other party of the negotiation (403), an offer no longer waiting (409), unchanged or invalid
 * terms (400), and a holder the transfer chain no longer allows (403).
 */
@CommandHandler(CounterOfferCommand)
export class CounterOfferHandler implements ICommandHandler<CounterOfferCommand> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly offers: OfferLocator,
    private readonly offerIds: OfferIds,
    private readonly fingerprints: DocumentFingerprints,
    private readonly holders: HolderQualifications,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ offerId, userId, terms, context }: CounterOfferCommand): Promise<number> {
    const { practiceId, buyerId } = await this.offers.placeOf(offerId);
    const [newOfferId, documents, holder] = await Promise.all([this.offerIds.next(), this.fingerprints.of(practiceId), this.holders.of(buyerId)]);
    await this.executor.execute({
      decider: negotiationDecider,
      streamId: practiceStreamId(practiceId),
      command: { type: 'CounterOffer', data: { practiceId, by: userId, at: this.clock().toISOString(), holder, ...terms, offerId, newOfferId, documents } },
      context,
    });
    return newOfferId;
  }
}
