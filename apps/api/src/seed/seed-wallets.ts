import { creditPackages } from '@pratiche/domain';
import type { SeedAccount } from './seed-accounts';
import type { SeedCommands } from './seed-commands';
import type { SeedRandom } from './seed-random';

const buyablePackages = creditPackages.filter((p) => !p.isTestPackage && p.credits >= 50);

/**
 * Credits as the product grants them: packages paid through the simulated checkout (when no
 * card provider is configured), the admin's PIN top-ups, and the admin's own test credits.
 * Balances are followed here only to top a buyer up before a purchase would be refused.
 */
export class SeedWallets {
  private readonly balances = new Map<number, number>();

  constructor(
    private readonly commands: SeedCommands,
    private readonly random: SeedRandom,
    private readonly adminId: number,
    private readonly simulatedPayments: boolean,
  ) {}

  async fundBuyers(buyers: readonly SeedAccount[]) {
    for (const buyer of buyers) {
      if (this.simulatedPayments) {
        const pkg = this.random.pick(buyablePackages);
        await this.commands.buyPackage(buyer.id, { id: pkg.id, credits: pkg.credits, price: pkg.price });
        this.credit(buyer.id, pkg.credits);
      }
      await this.topUp(buyer.id, this.random.int(4, 20) * 50);
    }
    await this.commands.addCredits(this.adminId, 50, this.adminId, 'simulation');
  }

  /** Before a purchase of `credits`: an admin top-up if the balance would not cover it. */
  async ensure(buyerId: number, credits: number) {
    if ((this.balances.get(buyerId) ?? 0) < credits) await this.topUp(buyerId, 500 + credits);
  }

  spent(buyerId: number, credits: number) {
    this.credit(buyerId, -credits);
  }

  private async topUp(userId: number, credits: number) {
    await this.commands.addCredits(userId, credits, this.adminId, 'pin');
    this.credit(userId, credits);
  }

  private credit(userId: number, credits: number) {
    this.balances.set(userId, (this.balances.get(userId) ?? 0) + credits);
  }
}
