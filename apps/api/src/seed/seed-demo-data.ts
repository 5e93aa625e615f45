import type { INestApplicationContext } from '@nestjs/common';
import type { Database } from '../infrastructure/database/database';
import { DATABASE } from '../infrastructure/database/database.tokens';
import { ExclusivityExpiryProcessor } from '../modules/marketplace/commands/expire-exclusivities/exclusivity-expiry.processor';
import { UserLookup } from '../modules/user/user-lookup';
import { PAYMENT_PROVIDER, type PaymentProvider } from '../modules/wallet/payments/payment-provider';
import { blockAccounts, demoPassword, demoUsernames, registerAccounts, tradingAccounts } from './seed-accounts';
import type { SeedClock } from './seed-clock';
import { SeedCommands } from './seed-commands';
import { seedPractices } from './seed-practices';
import { SeedPurchases } from './seed-purchases';
import { SeedRandom } from './seed-random';
import { SeedWallets } from './seed-wallets';

export type SeedOptions = {
  /** Companies to register (default 50; at least 2: the demo seller and buyer). */
  users?: number;
  /** Practices to submit (default 500). */
  practices?: number;
  /** The pseudo-random seed: the same seed gives the same data. */
  seed?: number;
  /** The clock the app was created with (`createSeedClock().now`); without it no exclusivity is already over. */
  clock?: SeedClock;
  /** Progress lines (the command line prints them). */
  log?: (line: string) => void;
};

export type DemoAccount = { username: string; password: string };

export type SeedResult = {
  /** True when the database already held the demo data: nothing was added. */
  skipped: boolean;
  users: number;
  practices: number;
  seconds: number;
  accounts: { seller: DemoAccount; buyer: DemoAccount };
};

export const defaultSeedSizes = { users: 50, practices: 500 } as const;

/** The demo accounts every seed creates, with their password (also for benches that sign in). */
export const demoAccounts = {
  seller: { username: demoUsernames.seller, password: demoPassword },
  buyer: { username: demoUsernames.buyer, password: demoPassword },
} as const;

const firstActiveAdmin = async (db: Database): Promise<number> => {
  const { rows } = await db.query<{ id: number }>(`SELECT id FROM users_view WHERE is_admin AND status = 'active' ORDER BY id LIMIT 1`);
  if (!rows[0]) throw new Error('Nessun amministratore attivo: il seed agisce come amministratore.');
  return rows[0].id;
};

/**
 * Fills a started app (its database, its storage) with Italian demo data through the same
 * commands the API dispatches: companies, practices in every state, credits, purchases, sales.
 * Does nothing when the demo seller already exists, so running it twice adds nothing.
 */
export const seedDemoData = async (app: INestApplicationContext, options: SeedOptions = {}): Promise<SeedResult> => {
  const users = Math.max(2, options.users ?? defaultSeedSizes.users);
  const practices = Math.max(0, options.practices ?? defaultSeedSizes.practices);
  const started = Date.now();
  const result = (skipped: boolean): SeedResult => ({ skipped, users, practices, seconds: (Date.now() - started) / 1000, accounts: demoAccounts });
  if (await app.get(UserLookup).byUsername(demoUsernames.seller)) return result(true);
  const log = options.log ?? (() => undefined);
  const adminId = await firstActiveAdmin(app.get<Database>(DATABASE));
  const commands = new SeedCommands(app);
  const random = new SeedRandom(options.seed ?? 20_260_101);
  log(`Registrazione di ${users} aziende...`);
  const accounts = await registerAccounts(commands, random, users, adminId);
  const trading = tradingAccounts(accounts);
  log(`Invio e revisione di ${practices} pratiche...`);
  const approved = await seedPractices(
    { commands, random, adminId, clock: options.clock },
    trading.filter((a) => a.isCedente),
    practices,
  );
  log('Crediti, acquisti e vendite...');
  const simulatedPayments = app.get<PaymentProvider>(PAYMENT_PROVIDER).kind === 'simulated';
  const wallets = new SeedWallets(commands, random, adminId, simulatedPayments);
  const buyers = trading.filter((a) => a.isCessionario);
  await wallets.fundBuyers(buyers);
  const purchases = new SeedPurchases({ commands, random, wallets, clock: options.clock }, buyers);
  for (const practice of approved) await purchases.play(practice);
  await app.get(ExclusivityExpiryProcessor).runOnce();
  await blockAccounts(commands, accounts, adminId);
  return result(false);
};
