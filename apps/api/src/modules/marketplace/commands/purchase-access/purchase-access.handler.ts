import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  marketplaceMessages,
  notFound,
  practiceStreamId,
  purchaseDecider,
  userStreamId,
  walletStreamId,
  type PurchaseCommand,
  type WalletState,
} from '@pratiche/domain';
import { CLOCK, type Clock } from '../../../../infrastructure/clock/clock';
import { CommandExecutor, type StateFromRow } from '../../../../infrastructure/command-handling/command-executor';
import { PracticeOwners } from '../../../practice/practice-owners';
import { PurchaseAccessCommand, type PurchaseOutcome } from './purchase-access.command';

/**
 * The buyer's wallet as users_view holds it (issue 48): its balance and the wallet stream's version
 * it is at, so a purchase costs the same after 2,000 earlier ones. The row is written in the
 * append's transaction, so it is never behind a committed wallet event: an online rebuild writes
 * the live table inline until its swap, which applies the last events with appends held; a
 * version bump rebuilds it at start in one transaction, whose DROP holds the table until the
 * rebuilt rows commit (a read waits for them); an erasure appends UserDeleted, which removes the
 * row. A version left behind anyway (a row upserted by an older build during a deploy) costs one
 * conflict: the executor's retry reads the stream. No row (never registered, deleted) reads the
 * stream too, so such a buyer is refused on the account as before, not on the balance.
 */
const walletFromUsersView =
  (buyerId: number): StateFromRow<WalletState> =>
  async (db) => {
    const { rows } = await db.query<{ wallet_balance: number; wallet_version: number }>('SELECT wallet_balance, wallet_version FROM users_view WHERE id = $1', [
      buyerId,
    ]);
    const row = rows[0];
    return row ? { state: { balance: Number(row.wallet_balance) }, version: Number(row.wallet_version) } : null;
  };

/**
 * Decides over the buyer's account, wallet, the practice and its seller's account, and appends
 * the debit and the access in one transaction with both expected versions (retried on conflict):
 * two requests can never spend the same credits, nor two buyers hold one rata. The
 * buyer's and the seller's streams are checked at the versions decided on too, so a block (or
 * any change of either account) recorded before the append refuses it: decided again, it fails.
 * The wallet is read from its users_view row, not folded from its stream (`walletFromUsersView`).
 */
@CommandHandler(PurchaseAccessCommand)
export class PurchaseAccessHandler implements ICommandHandler<PurchaseAccessCommand> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly owners: PracticeOwners,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ practiceId, buyerId, hours, context, correntistaOf, rate }: PurchaseAccessCommand): Promise<PurchaseOutcome> {
    const sellerId = await this.owners.ownerOf(practiceId);
    if (sellerId === null) throw notFound(marketplaceMessages.practiceNotFound);
    const at = this.clock().toISOString();
    const command: PurchaseCommand =
      hours === null
        ? { type: 'PurchaseBaseAccess', data: { practiceId, buyerId, at, correntistaOf } }
        : { type: 'PurchaseExclusivity', data: { practiceId, buyerId, at, hours, correntistaOf, rate } };
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
      stateFromRows: { wallet: walletFromUsersView(buyerId) },
    });
    return { walletBalance: states.wallet.balance };
  }
}
