import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { negotiationDecider, practiceStreamId } from '@pratiche/domain';
import { CLOCK, type Clock } from '../../../../infrastructure/clock/clock';
import { CommandExecutor } from '../../../../infrastructure/command-handling/command-executor';
import { OfferLocator } from '../../offer-locator';
import { AbandonClosingCommand } from './abandon-closing.command';

/** The decider refuses a third party (403), a missing or too long reason (400) and an offer without an open closing (404). */
@CommandHandler(AbandonClosingCommand)
export class AbandonClosingHandler implements ICommandHandler<AbandonClosingCommand> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly offers: OfferLocator,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ offerId, userId, reason, context }: AbandonClosingCommand): Promise<void> {
    const { practiceId } = await this.offers.placeOf(offerId);
    await this.executor.execute({
      decider: negotiationDecider,
      streamId: practiceStreamId(practiceId),
      command: { type: 'AbandonClosing', data: { practiceId, by: userId, at: this.clock().toISOString(), offerId, reason: reason ?? '' } },
      context,
    });
  }
}
