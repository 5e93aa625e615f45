import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { negotiationDecider, practiceStreamId } from '@pratiche/domain';
import { CLOCK, type Clock } from '../../../../infrastructure/clock/clock';
import { CommandExecutor } from '../../../../infrastructure/command-handling/command-executor';
import { NegotiationGate } from '../../negotiation-gate';
import { OfferLocator } from '../../offer-locator';
import { WithdrawOfferCommand } from './withdraw-offer.command';

/** Counted per user and practice (429); the decider refuses anyone but the author (403) and an offer no longer waiting (409). */
@CommandHandler(WithdrawOfferCommand)
export class WithdrawOfferHandler implements ICommandHandler<WithdrawOfferCommand> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly offers: OfferLocator,
    private readonly gate: NegotiationGate,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ offerId, userId, context }: WithdrawOfferCommand): Promise<void> {
    const { practiceId } = await this.offers.placeOf(offerId);
    await this.gate.count(userId, practiceId);
    await this.executor.execute({
      decider: negotiationDecider,
      streamId: practiceStreamId(practiceId),
      command: { type: 'WithdrawOffer', data: { practiceId, by: userId, at: this.clock().toISOString(), offerId } },
      context,
    });
  }
}
