import { fold } from '../shared/decider';
import { deciderSpec } from '../shared/decider.spec-helper';
import { checkoutCompletionDecider, checkoutDecider } from './checkout.decide';
import type { CheckoutCompleted, CheckoutStarted } from './checkout.events';
import type { CheckoutCommand, RequestedPackage, WalletCommand } from './wallet.commands';
import { walletDecider } from './wallet.decide';
import type { CreditsAdded, CreditsPurchased, CreditsSpent } from './wallet.events';
import { walletMessages } from './wallet.messages';

const userId = 7;
const adminId = 1;
const at = '2025-03-01T10:00:00.000Z';
const later = '2025-03-01T10:05:00.000Z';
const sessionId = 'cs_test_123';

describe('wallet decider', () => {
  const spec = deciderSpec(walletDecider);
  const add = (credits: number, method: 'pin' | 'simulation' = 'pin'): WalletCommand => ({
    type: 'AddCredits',
    data: { userId, credits, by: adminId, method, at },
  });
  const added = (credits: number, method: 'pin' | 'simulation' = 'pin'): CreditsAdded => ({
    type: 'CreditsAdded',
    data: { userId, at, credits, by: adminId, method },
  });

  describe('spec 5 "Add credits (admin)"', () => {
    it('an admin adds credits: CreditsAdded records which admin added how much', () => {
      spec
        .given([])
        .when(add(100))
        .then([added(100)]);
    });

    it.each([0, -5, 1.5, Number.NaN])("amount %d: 'Inserire un importo valido maggiore di zero'", (credits) => {
      spec.given([]).when(add(credits)).thenThrows('Inserire un importo valido maggiore di zero', 'validation');
    });

    it('more than 1,000,000 credits in one operation is refused', () => {
      spec.given([]).when(add(1_000_001)).thenThrows(walletMessages.amountTooLarge, 'validation');
    });
  });

  describe('spec 2 /wallet/success: the admin test buttons add 20 or 50', () => {
    it.each([20, 50])('%i credits by simulation', (credits) => {
      spec
        .given([])
        .when(add(credits, 'simulation'))
        .then([added(credits, 'simulation')]);
    });

    it.each([10, 100])('%i credits by simulation is refused', (credits) => {
      spec.given([]).when(add(credits, 'simulation')).thenThrows(walletMessages.simulatedAmount, 'validation');
    });
  });

  it('the balance is the fold of purchases, additions and spending', () => {
    const purchased: CreditsPurchased = {
      type: 'CreditsPurchased',
      data: { userId, at, credits: 50, price: '79.90', packageId: 'standard', paymentId: 'pi_1', checkoutSessionId: sessionId, provider: 'stripe' },
    };
    const spent: CreditsSpent = { type: 'CreditsSpent', data: { userId, at, credits: 10, practiceId: 3, accessType: 'base', hours: null } };
    expect(fold(walletDecider, [purchased, added(20), spent])).toEqual({ balance: 60 });
  });
});

describe('checkout decider (exactly once per checkout session)', () => {
  const spec = deciderSpec(checkoutDecider);
  const standard: RequestedPackage = { id: 'standard', credits: 50, price: 79.9 };
  const start = (requested: RequestedPackage = standard, isAdmin = false): CheckoutCommand => ({
    type: 'StartCheckout',
    data: { sessionId, userId, isAdmin, requested, provider: 'stripe', at },
  });
  const started = (over: Partial<CheckoutStarted['data']> = {}): CheckoutStarted => ({
    type: 'CheckoutStarted',
    data: { sessionId, userId, packageId: 'standard', credits: 50, price: '79.90', provider: 'stripe', at, ...over },
  });
  const complete: CheckoutCommand = { type: 'CompleteCheckout', data: { sessionId, paymentId: 'pi_42', at: later } };
  const completed: CheckoutCompleted = { type: 'CheckoutCompleted', data: { sessionId, userId, paymentId: 'pi_42', at: later } };
  const purchased: CreditsPurchased = {
    type: 'CreditsPurchased',
    data: { userId, at: later, credits: 50, price: '79.90', packageId: 'standard', paymentId: 'pi_42', checkoutSessionId: sessionId, provider: 'stripe' },
  };

  describe('starting a checkout: the package must be the catalogue’s (the client’s price is never trusted)', () => {
    it('a catalogue package starts the checkout at the catalogue price', () => {
      spec.given([]).when(start()).then([started()]);
    });

    it('the price may come as a string with 2 decimals', () => {
      spec
        .given([])
        .when(start({ id: 'standard', credits: 50, price: '79.90' }))
        .then([started()]);
    });

    it.each<[string, RequestedPackage]>([
      ['a tampered price', { id: 'standard', credits: 50, price: 0.5 }],
      ['tampered credits', { id: 'base', credits: 500, price: 19.9 }],
      ['an unknown id', { id: 'gratis', credits: 50, price: 79.9 }],
      ['a price that is not a number', { id: 'standard', credits: 50, price: 'gratis' }],
    ])("%s: 'Pacchetto di crediti non valido'", (_label, requested) => {
      spec.given([]).when(start(requested)).thenThrows('Pacchetto di crediti non valido', 'validation');
    });

    it('spec 6: the Test package is refused to non-admins', () => {
      spec
        .given([])
        .when(start({ id: 'test', credits: 20, price: 0.5 }))
        .thenThrows(walletMessages.testPackageAdminOnly, 'forbidden');
    });

    it('spec 6: an admin may buy the Test package', () => {
      spec
        .given([])
        .when(start({ id: 'test', credits: 20, price: 0.5 }, true))
        .then([started({ packageId: 'test', credits: 20, price: '0.50' })]);
    });

    it('a session id cannot be started twice', () => {
      spec.given([started()]).when(start()).thenThrows(walletMessages.checkoutAlreadyStarted, 'conflict');
    });
  });

  describe('completing a checkout', () => {
    it('a started checkout completes and credits the buyer with the started package and price', () => {
      spec.given([started()]).when(complete).then([completed, purchased]);
    });

    it('a completed checkout completes to nothing: the payment is credited once', () => {
      spec.given([started(), completed]).when(complete).then([]);
    });

    it('a report with another payment id for a completed session changes nothing', () => {
      spec
        .given([started(), completed])
        .when({ type: 'CompleteCheckout', data: { sessionId, paymentId: 'pi_other', at: later } })
        .then([]);
    });

    it('over its two streams: CheckoutCompleted on the checkout, CreditsPurchased on the wallet, whose state is never read', () => {
      const checkout = [started()].reduce(checkoutDecider.evolve, checkoutDecider.initialState());
      expect(checkoutCompletionDecider.decide(complete as Extract<CheckoutCommand, { type: 'CompleteCheckout' }>, { checkout, wallet: null })).toEqual({
        checkout: [completed],
        wallet: [purchased],
      });
    });

    it('a session this app never started is not credited', () => {
      spec.given([]).when(complete).thenThrows(walletMessages.checkoutNotFound, 'not_found');
    });

    it('the simulated provider records its provider on the purchase', () => {
      spec
        .given([started({ provider: 'simulated' })])
        .when({ type: 'CompleteCheckout', data: { sessionId, paymentId: 'sim_pi_1', at: later } })
        .then([
          { ...completed, data: { ...completed.data, paymentId: 'sim_pi_1' } },
          { ...purchased, data: { ...purchased.data, paymentId: 'sim_pi_1', provider: 'simulated' } },
        ]);
    });
  });
});
