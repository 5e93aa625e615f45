import { Module, type DynamicModule } from '@nestjs/common';
import { CLOCK, type Clock } from '../../infrastructure/clock/clock';
import { APP_CONFIG, type AppConfig } from '../../infrastructure/config/app-config';
import { stripeKeyLivemode } from '../../infrastructure/config/payments-config';
import { IdentityModule } from '../identity/identity.module';
import { UserModule } from '../user/user.module';
import { CheckoutFulfilment } from './checkout-fulfilment';
import { CheckoutSessions } from './checkout-sessions';
import { AddCreditsHandler } from './commands/add-credits/add-credits.handler';
import { AddCreditsController } from './commands/add-credits/add-credits.http.controller';
import { AdminPinAttempts } from './commands/add-credits/admin-pin-attempts';
import { CompleteCheckoutHandler } from './commands/complete-checkout/complete-checkout.handler';
import { SimulatedCheckoutController } from './commands/complete-checkout/simulated-checkout.http.controller';
import { StripeWebhookController } from './commands/complete-checkout/stripe-webhook.http.controller';
import { ReversePaymentHandler } from './commands/reverse-payment/reverse-payment.handler';
import { SimulateAddCreditsController } from './commands/simulate-add-credits/simulate-add-credits.http.controller';
import { StartCheckoutHandler } from './commands/start-checkout/start-checkout.handler';
import { StartCheckoutController } from './commands/start-checkout/start-checkout.http.controller';
import { CreditsSoldMetricsHandler } from './credits-sold-metrics.handler';
import { PAYMENT_PROVIDER, type PaymentProvider } from './payments/payment-provider';
import { PaymentsModeNotice } from './payments/payments-mode-notice';
import { SimulatedPaymentProvider } from './payments/simulated-payment-provider';
import { stripeClientFrom } from './payments/stripe-client';
import { StripePaymentProvider } from './payments/stripe-payment-provider';
import { STRIPE_WEBHOOK_VERIFIER, StripeWebhookVerifier } from './payments/stripe-webhook-verifier';
import { ExportLedgerHandler, GetLedgerHandler } from './queries/get-ledger/get-ledger.handler';
import { GetLedgerController } from './queries/get-ledger/get-ledger.http.controller';
import { WalletLedgerReader } from './queries/get-ledger/wallet-ledger.reader';
import { GetSimulatedCheckoutHandler } from './queries/get-simulated-checkout/get-simulated-checkout.handler';
import { GetSimulatedCheckoutController } from './queries/get-simulated-checkout/get-simulated-checkout.http.controller';
import { ListTransactionsHandler } from './queries/list-transactions/list-transactions.handler';
import { ListTransactionsController } from './queries/list-transactions/list-transactions.http.controller';
import { WalletTransactionsReader } from './queries/list-transactions/wallet-transactions.reader';

/** Stripe with STRIPE_SECRET_KEY (test mode for `sk_test_` keys), else the simulated provider (loadConfig checks the settings). */
const paymentProvider = async (config: AppConfig): Promise<PaymentProvider> => {
  const stripe = await stripeClientFrom(config);
  if (!stripe) return new SimulatedPaymentProvider();
  return new StripePaymentProvider(stripe, config.publicUrl, !stripeKeyLivemode(config.stripeSecretKey!));
};

const keyLivemode = (config: AppConfig) => (config.stripeSecretKey ? stripeKeyLivemode(config.stripeSecretKey) : undefined);

/** Credits: card checkouts (Stripe or simulated), admin additions with the PIN, balances and history. */
@Module({
  imports: [IdentityModule, UserModule],
  controllers: [
    StartCheckoutController,
    StripeWebhookController,
    GetSimulatedCheckoutController,
    SimulatedCheckoutController,
    ListTransactionsController,
    GetLedgerController,
    AddCreditsController,
  ],
  providers: [
    { provide: PAYMENT_PROVIDER, useFactory: paymentProvider, inject: [APP_CONFIG] },
    {
      provide: STRIPE_WEBHOOK_VERIFIER,
      useFactory: (config: AppConfig, clock: Clock) => new StripeWebhookVerifier(config.stripeWebhookSecret, clock, keyLivemode(config)),
      inject: [APP_CONFIG, CLOCK],
    },
    CheckoutFulfilment,
    CheckoutSessions,
    AdminPinAttempts,
    WalletTransactionsReader,
    StartCheckoutHandler,
    CompleteCheckoutHandler,
    ReversePaymentHandler,
    AddCreditsHandler,
    CreditsSoldMetricsHandler,
    PaymentsModeNotice,
    GetSimulatedCheckoutHandler,
    ListTransactionsHandler,
    WalletLedgerReader,
    GetLedgerHandler,
    ExportLedgerHandler,
  ],
})
export class WalletModule {
  /** The admin's test credits exist only with the simulated provider: with Stripe the route is not there (404). */
  static forPayments(config: Pick<AppConfig, 'stripeSecretKey'>): DynamicModule {
    return { module: WalletModule, controllers: config.stripeSecretKey ? [] : [SimulateAddCreditsController] };
  }
}
