import { foldRows } from '../../../infrastructure/projections/fold-projection';
import { recordedLog } from '../../../infrastructure/projections/recorded-log.spec-helper';
import { walletTransactionsProjection } from './wallet-transactions.projection';

const userId = 4;
const at = (minute: number) => new Date(Date.UTC(2026, 2, 2, 9, minute)).toISOString();

describe('wallet_transactions: one row per wallet event, every value from the event', () => {
  it('a purchase, test credits, an admin addition, spending and a refund: the history as spec 3 lists it, spending negative', () => {
    const record = recordedLog();
    const wallet = (type: string, minute: number, data: Record<string, unknown>) => record(`wallet-${userId}`, type, { userId, at: at(minute), ...data });
    const events = [
      record('user-4', 'UserRegistered', { userId, at: at(0) }),
      wallet('CreditsPurchased', 1, { credits: 250, price: '349.90', packageId: 'premium', paymentId: 'pi_1', checkoutSessionId: 'cs_1' }),
      wallet('CreditsAdded', 2, { credits: 50, by: userId, method: 'simulation' }),
      wallet('CreditsAdded', 3, { credits: 10, by: 1, method: 'pin' }),
      wallet('CreditsSpent', 4, { credits: 100, practiceId: 7, accessType: 'exclusive', hours: 48 }),
      wallet('CreditsSpent', 5, { credits: 20, practiceId: 8, accessType: 'base', hours: null }),
      wallet('CreditsReversed', 6, { credits: 30, reason: 'refund', paymentId: 'pi_1', checkoutSessionId: 'cs_1' }),
    ];
    const rows = foldRows(walletTransactionsProjection, events);
    expect(rows.map((r) => [r.id, r.userId, r.type, r.amount, r.paymentId, r.price, r.typeLabel, r.kind, r.practiceId, r.createdAt])).toEqual([
      [2, userId, 'credit_purchase', 250, 'pi_1', '349.90', 'Acquisto crediti', 'card', null, at(1)],
      [3, userId, 'credit_purchase', 50, 'sim_e3', null, 'Crediti di test (simulazione)', 'test', null, at(2)],
      [4, userId, 'admin_credit_add', 10, 'N/A', null, "Crediti aggiunti dall'amministratore", 'admin', null, at(3)],
      [5, userId, 'credit_spend', -100, 'N/A', null, 'Esclusiva 48 ore sulla pratica #7', 'exclusive', 7, at(4)],
      [6, userId, 'credit_spend', -20, 'N/A', null, 'Accesso base alla pratica #8', 'base', 8, at(5)],
      [7, userId, 'credit_spend', -30, 'pi_1', null, 'Crediti ripresi: pagamento rimborsato', 'reversal', null, at(6)],
    ]);
  });
});
