import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { marketplaceMessages, notFound, practiceStreamId, purchaseDecider, userStreamId, walletStreamId, type PurchaseCommand } from '@pratiche/domain';
import { CLOCK, type Clock } from '../../../../infrastructure/clock/clock';
import { CommandExecutor } from '../../../../infrastructure/command-handling/command-executor';
import { PracticeOwners } from '../../../practice/practice-owners';
import { PurchaseAccessCommand, type PurchaseOutcome } from './purchase-access.command';

/**
 * Decides over the buyer's account, wallet, the practice and its seller's account, and appends
 * the debit and the access in one transaction with both expected versions (retried on conflict):
 * two requests can never spend the same credits, nor two buyers hold one exclusivity. The
 * buyer's and the seller's streams are checked at the versions decided on too, so a block (or
 * any change of either account) recorded before the append refuses it: decided again, it fails.
 */
@CommandHandler(PurchaseAccessCommand)
export class PurchaseAccessHandler implements ICommandHandler<PurchaseAccessCommand> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly owners: PracticeOwners,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ practiceId, buyerId, hours, context, correntistaOf }: PurchaseAccessCommand): Promise<PurchaseOutcome> {
    const sellerId = await this.owners.ownerOf(practiceId);
    if (sellerId === null) throw notFound(marketplaceMessages.practiceNotFound);
    const at = this.clock().toISOString();
    const command: PurchaseCommand =
      hours === null
        ? { type: 'PurchaseBaseAccess', data: { practiceId, buyerId, at, correntistaOf } }
        : { type: 'PurchaseExclusivity', data: { practiceId, buyerId, at, hours, correntistaOf } };
    const { states } = await this.executor.executeOnStreams({
      decider: purchaseDecider,
      streamIds: {
        buyer: userStreamId(buyerId),
        wallet: walletStreamId(buyerId),
        practice: practiceStreamId(practiceId),
        seller: userStreamId(sellerId),
      },
      command,
      context,
      // The rules read statuses, roles and buyers, never names, contacts or document names.
      sealedStreams: ['buyer', 'practice', 'seller'],
      checkedStreams: ['buyer', 'seller'],
    });
    return { walletBalance: states.wallet.balance };
  }
}
