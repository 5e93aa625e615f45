import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { negotiationDecider, practiceStreamId } from '@pratiche/domain';
import { CLOCK, type Clock } from '../../../../infrastructure/clock/clock';
import { CommandExecutor } from '../../../../infrastructure/command-handling/command-executor';
import { OfferLocator } from '../../offer-locator';
import { RejectOfferCommand } from './reject-offer.command';

/** The decider refuses a third party or the author (403), an offer no longer waiting (409) and a reason too long (400). */
@CommandHandler(RejectOfferCommand)
export class RejectOfferHandler implements ICommandHandler<RejectOfferCommand> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly offers: OfferLocator,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ offerId, userId, reason, context }: RejectOfferCommand): Promise<void> {
    const { practiceId } = await this.offers.placeOf(offerId);
    await this.executor.execute({
      decider: negotiationDecider,
      streamId: practiceStreamId(practiceId),
      command: { type: 'RejectOffer', data: { practiceId, by: userId, at: this.clock().toISOString(), offerId, reason } },
      context,
    });
  }
}
