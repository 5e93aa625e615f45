import { baseAccessCredits, exclusivityCredits, exclusivityHours, buyableValuesFor } from '@pratiche/domain';
import type { SeedAccount } from './seed-accounts';
import type { SeedClock } from './seed-clock';
import type { SeedCommands } from './seed-commands';
import type { SeededPractice } from './seed-practices';
import type { SeedRandom } from './seed-random';
import type { SeedWallets } from './seed-wallets';

const hourMs = 3_600_000;

type Context = { commands: SeedCommands; random: SeedRandom; wallets: SeedWallets; clock: SeedClock | undefined };

/**
 * Buys and sells the approved practices according to their fate. Buyers take turns, so every
 * buyer (the demo one included) ends with base accesses and exclusivities of several kinds.
 */
export class SeedPurchases {
  private turn = 0;
  /** Who already bought each practice: nobody buys the same access twice. */
  private readonly holders = new Map<number, Set<number>>();

  constructor(
    private readonly context: Context,
    private readonly buyers: readonly SeedAccount[],
  ) {}

  async play(practice: SeededPractice) {
    const { commands, random, clock } = this.context;
    switch (practice.fate) {
      case 'available':
        return;
      case 'base':
        for (let i = random.int(1, 3); i > 0; i--) await this.buy(practice, null);
        return;
      case 'exclusive':
        if (random.chance(0.5)) await this.buy(practice, null);
        return this.buy(practice, random.pick(exclusivityHours));
      case 'expired':
        // Bought two to five days ago for 24 hours: over by now. Without a seed clock, a running one.
        if (!clock) return this.buy(practice, 24);
        return clock.backdated(random.int(48, 120) * hourMs, () => this.buy(practice, 24));
      case 'soldViaPortal':
        await this.buy(practice, null);
        return commands.markSold(practice.id, practice.sellerId, true);
      case 'soldOutside':
        return commands.markSold(practice.id, practice.sellerId, false);
    }
  }

  /**
   * The next buyer in turn who is not the seller and whom the transfer chain allows (issue 27)
   * buys base access (`hours` null) or the exclusivity.
   */
  private async buy(practice: SeededPractice, hours: 24 | 48 | 72 | null) {
    const buyer = this.nextBuyer(practice);
    if (!buyer) return;
    const credits = hours === null ? baseAccessCredits : exclusivityCredits[hours];
    await this.context.wallets.ensure(buyer.id, credits);
    await this.context.commands.purchase(practice.id, buyer.id, hours);
    this.context.wallets.spent(buyer.id, credits);
    this.holders.set(practice.id, (this.holders.get(practice.id) ?? new Set()).add(buyer.id));
  }

  private nextBuyer(practice: SeededPractice): SeedAccount | undefined {
    const holders = this.holders.get(practice.id);
    for (let tries = 0; tries < this.buyers.length; tries++) {
      const buyer = this.buyers[this.turn++ % this.buyers.length]!;
      const allowed = buyableValuesFor(buyer.buyer).includes(practice.buyableBy);
      if (allowed && buyer.id !== practice.sellerId && !holders?.has(buyer.id)) return buyer;
    }
    return undefined;
  }
}
