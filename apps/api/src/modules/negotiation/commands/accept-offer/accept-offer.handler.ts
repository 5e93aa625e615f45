import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { holderNegotiationDecider, practiceStreamId, userStreamId } from '@pratiche/domain';
import { CLOCK, type Clock } from '../../../../infrastructure/clock/clock';
import { CommandExecutor } from '../../../../infrastructure/command-handling/command-executor';
import { OfferLocator } from '../../offer-locator';
import { AcceptOfferCommand } from './accept-offer.command';

/**
 * Two accepts of one offer read the same version: one appends, the other is decided again on the
 * new state and finds the offer accepted (409). The holder's standing is read from the holder's
 * stream, checked at the version read. The decider also refuses a third party or the author
 * (403), an offer expired or no longer waiting (409) and a holder no longer allowed (403).
 */
@CommandHandler(AcceptOfferCommand)
export class AcceptOfferHandler implements ICommandHandler<AcceptOfferCommand> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly offers: OfferLocator,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ offerId, userId, tradingDataGiven, context }: AcceptOfferCommand): Promise<void> {
    const { practiceId, buyerId } = await this.offers.placeOf(offerId);
    await this.executor.executeOnStreams({
      decider: holderNegotiationDecider,
      streamIds: { practice: practiceStreamId(practiceId), holder: userStreamId(buyerId) },
      command: { type: 'AcceptOffer', data: { practiceId, by: userId, at: this.clock().toISOString(), offerId, tradingDataGiven } },
      context,
      sealedStreams: ['holder'],
      checkedStreams: ['holder'],
    });
  }
}
