import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { negotiationDecider, practiceStreamId } from '@pratiche/domain';
import { CLOCK, type Clock } from '../../../../infrastructure/clock/clock';
import { CommandExecutor } from '../../../../infrastructure/command-handling/command-executor';
import { OfferLocator } from '../../offer-locator';
import { WithdrawOfferCommand } from './withdraw-offer.command';

/** The decider refuses anyone but the author (403) and an offer no longer waiting (409). */
@CommandHandler(WithdrawOfferCommand)
export class WithdrawOfferHandler implements ICommandHandler<WithdrawOfferCommand> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly offers: OfferLocator,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ offerId, userId, context }: WithdrawOfferCommand): Promise<void> {
    const { practiceId } = await this.offers.placeOf(offerId);
    await this.executor.execute({
      decider: negotiationDecider,
      streamId: practiceStreamId(practiceId),
      command: { type: 'WithdrawOffer', data: { practiceId, by: userId, at: this.clock().toISOString(), offerId } },
      context,
    });
  }
}
