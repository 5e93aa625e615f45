import type { CreditsAdded, CreditsPurchased, CreditsReversed, CreditsSpent } from '@pratiche/domain';
import { defineProjection } from '../../../infrastructure/projections/projection';

type BalanceEvent = CreditsPurchased | CreditsAdded | CreditsSpent | CreditsReversed;

/** What an event adds to a balance (spending and credits taken back subtract). */
const delta = (event: BalanceEvent): number => (event.type === 'CreditsSpent' || event.type === 'CreditsReversed' ? -event.data.credits : event.data.credits);

/**
 * `wallets` (one balance per user) and `users_view.wallet_balance`, which `GET /api/user` serves
 * as walletBalance. Both are set from the `wallets` row in one statement, never by adding to the
 * column: so rebuilding this read model alone cannot count an event twice, and `users_view`
 * rebuilt alone takes the balance back from `wallets` when a user row is inserted (see the
 * users_view projection). Every balance event counts, the marketplace's CreditsSpent included.
 */
export const walletsProjection = defineProjection({
  name: 'wallets',
  version: 1,
  tables: ['wallets'],
  schema: `
    CREATE TABLE wallets (
      user_id integer PRIMARY KEY,
      balance integer NOT NULL
    )
  `,
  handles: ['CreditsPurchased', 'CreditsAdded', 'CreditsSpent', 'CreditsReversed'],
  apply: async (recorded, tx) => {
    const event = { type: recorded.type, data: recorded.data } as unknown as BalanceEvent;
    await tx.query(
      `WITH wallet AS (
         INSERT INTO wallets (user_id, balance) VALUES ($1, $2)
         ON CONFLICT (user_id) DO UPDATE SET balance = wallets.balance + EXCLUDED.balance
         RETURNING user_id, balance
       )
       UPDATE users_view SET wallet_balance = wallet.balance FROM wallet WHERE users_view.id = wallet.user_id`,
      [event.data.userId, delta(event)],
    );
  },
});
