import { foldRows } from '../../../infrastructure/projections/fold-projection';
import { recordedLog } from '../../../infrastructure/projections/recorded-log.spec-helper';
import { checkoutPaymentsProjection } from './checkout-payments.projection';

const completed = (record: ReturnType<typeof recordedLog>, sessionId: string, paymentId: string) =>
  record(`checkout-${sessionId}`, 'CheckoutCompleted', { sessionId, userId: 4, paymentId, at: '2026-03-02T09:00:00.000Z' });

describe('checkout_payments: the checkout each provider payment completed', () => {
  it('each payment finds its checkout; a payment reported again keeps the checkout it completed first', () => {
    const record = recordedLog();
    const events = [completed(record, 'cs_1', 'pi_1'), completed(record, 'cs_2', 'pi_2'), completed(record, 'cs_3', 'pi_1')];
    expect(foldRows(checkoutPaymentsProjection, events)).toEqual([
      { paymentId: 'pi_1', sessionId: 'cs_1' },
      { paymentId: 'pi_2', sessionId: 'cs_2' },
    ]);
  });
});
