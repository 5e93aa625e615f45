import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { holdingMessages, negotiationDecider, notFound, practiceStreamId } from '@pratiche/domain';
import { CLOCK, type Clock } from '../../../../infrastructure/clock/clock';
import { CommandExecutor } from '../../../../infrastructure/command-handling/command-executor';
import { HoldingsReader } from '../../holdings/holdings.reader';
import { ChooseHoldingOffsetCommand } from './choose-holding-offset.command';

/**
 * Decided on the practice's stream with the buyer's holdings of it as read: a rata the caller does
 * not hold is refused before the stream is read (404). The decider refuses a second choice and a
 * rata lost after its year (409); two racing choices meet on the stream's version, and the one
 * decided again finds the other's event (409).
 */
@CommandHandler(ChooseHoldingOffsetCommand)
export class ChooseHoldingOffsetHandler implements ICommandHandler<ChooseHoldingOffsetCommand> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly holdings: HoldingsReader,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ practiceId, rataIds, buyerId, noOverdueRuoli, context, offerId }: ChooseHoldingOffsetCommand): Promise<void> {
    const holdings = await this.holdings.ofPractice(buyerId, practiceId);
    if (!rataIds.every((rataId) => holdings.some((h) => h.rataId === rataId))) throw notFound(holdingMessages.notHeld);
    await this.executor.execute({
      decider: negotiationDecider,
      streamId: practiceStreamId(practiceId),
      command: { type: 'ChooseHoldingOffset', data: { practiceId, by: buyerId, at: this.clock().toISOString(), rataIds, holdings, noOverdueRuoli, offerId } },
      context,
    });
  }
}
