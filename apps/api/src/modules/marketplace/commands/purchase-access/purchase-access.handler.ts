import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { practiceStreamId, purchaseDecider, userStreamId, walletStreamId, type PurchaseCommand } from '@pratiche/domain';
import { CLOCK, type Clock } from '../../../../infrastructure/clock/clock';
import { CommandExecutor } from '../../../../infrastructure/command-handling/command-executor';
import { PurchaseAccessCommand, type PurchaseOutcome } from './purchase-access.command';

/**
 * Decides over the buyer's account, wallet and the practice, and appends the debit and the access
 * in one transaction with both expected versions (retried on conflict): two requests can never
 * spend the same credits, nor two buyers hold one exclusivity.
 */
@CommandHandler(PurchaseAccessCommand)
export class PurchaseAccessHandler implements ICommandHandler<PurchaseAccessCommand> {
  constructor(
    private readonly executor: CommandExecutor,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ practiceId, buyerId, hours, context, answerRead }: PurchaseAccessCommand): Promise<PurchaseOutcome> {
    const at = this.clock().toISOString();
    const command: PurchaseCommand =
      hours === null
        ? { type: 'PurchaseBaseAccess', data: { practiceId, buyerId, at } }
        : { type: 'PurchaseExclusivity', data: { practiceId, buyerId, at, hours } };
    const { states } = await this.executor.executeOnStreams({
      decider: purchaseDecider,
      streamIds: { buyer: userStreamId(buyerId), wallet: walletStreamId(buyerId), practice: practiceStreamId(practiceId) },
      command,
      context,
      // The rule reads the buyer's status and roles, never his name or contacts.
      sealedStreams: ['buyer'],
      closingRead: answerRead,
    });
    return { walletBalance: states.wallet.balance };
  }
}
