import { paymentIdLabel, purchaseCounters, purchaseHistory, transactionPrice, type ClientTransaction } from './purchase-history';

const tx = (over: Partial<ClientTransaction>): ClientTransaction => ({
  id: 1,
  userId: 7,
  type: 'credit_purchase',
  amount: 50,
  stripePaymentId: 'pi_1',
  status: 'completed',
  price: '79.90',
  createdAt: '2025-03-01T10:00:00.000Z',
  typeLabel: 'Acquisto crediti',
  ...over,
});

describe('spec 9 "Purchase history"', () => {
  it('lists only credit purchases with amount above 0 and a payment id other than N/A', () => {
    const kept = [tx({ id: 1 }), tx({ id: 2, stripePaymentId: 'sim_pi_2' })];
    const dropped = [
      tx({ id: 3, type: 'admin_credit_add', stripePaymentId: 'N/A' }),
      tx({ id: 4, stripePaymentId: 'N/A' }),
      tx({ id: 5, amount: 0 }),
      tx({ id: 6, type: 'credit_spend', amount: -10, stripePaymentId: 'N/A' }),
      tx({ id: 7, stripePaymentId: null }),
      tx({ id: 8, type: 'admin_credit_add', stripePaymentId: 'pi_x' }),
    ];
    expect(purchaseHistory([...kept, ...dropped]).map((t) => t.id)).toEqual([1, 2]);
  });

  it('the wallet counters are the number and the credits of those purchases', () => {
    const all = [tx({ amount: 50 }), tx({ amount: 100, stripePaymentId: 'sim_1' }), tx({ type: 'admin_credit_add', amount: 30, stripePaymentId: 'N/A' })];
    expect(purchaseCounters(all)).toEqual({ count: 2, credits: 150 });
    expect(purchaseCounters([])).toEqual({ count: 0, credits: 0 });
  });

  it.each<[ClientTransaction['price'], number, number]>([
    [79.9, 50, 79.9],
    ['149.90', 100, 149.9],
    ['N/A', 20, 0.5],
    [null, 50, 79.9],
    [undefined, 500, 599.9],
    ['', 10, 19.9],
    ['N/A', 30, 59.7],
  ])('price %j for %i credits shows %d (fallback when missing: the package price, else credits x 1.99)', (price, amount, shown) => {
    expect(transactionPrice({ price, amount })).toBe(shown);
  });

  it("payment ids starting with sim_ are shown as 'Simulazione'", () => {
    expect(paymentIdLabel('sim_pi_123')).toBe('Simulazione');
    expect(paymentIdLabel('pi_3Nx')).toBe('pi_3Nx');
    expect(paymentIdLabel(null)).toBe('N/A');
  });
});
