import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import type { AppConfig } from '../infrastructure/config/app-config';
import { useTestApp, type TestApp, type TestAppOptions } from './test-app';

export type FakeStripeRequest = { method: string; path: string; form: URLSearchParams; headers: IncomingMessage['headers'] };

export type FakeStripe = {
  /** STRIPE_API_BASE for the app under test. */
  url: string;
  requests: FakeStripeRequest[];
  close: () => Promise<void>;
};

const readBody = async (req: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

/**
 * A local stand-in for Stripe's HTTP API on 127.0.0.1: it answers `POST /v1/checkout/sessions`
 * as Stripe does (the fields the app reads) and records every request, so tests reach no
 * outside server and can check what the app asked for.
 */
export const startFakeStripe = async (): Promise<FakeStripe> => {
  const requests: FakeStripeRequest[] = [];
  let sessions = 0;
  const server: Server = createServer(async (req, res) => {
    const form = new URLSearchParams(await readBody(req));
    requests.push({ method: req.method ?? '', path: req.url ?? '', form, headers: req.headers });
    res.setHeader('Content-Type', 'application/json');
    if (req.method === 'POST' && req.url === '/v1/checkout/sessions') {
      sessions += 1;
      const id = `cs_test_fake${sessions}`;
      res.end(JSON.stringify({ id, object: 'checkout.session', url: `https://checkout.stripe.test/c/pay/${id}`, payment_status: 'unpaid', metadata: {} }));
      return;
    }
    res.statusCode = 404;
    res.end(JSON.stringify({ error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${req.url})` } }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
};

export const testWebhookSecret = 'whsec_test_secret_for_int_tests';

/** The app's Stripe settings in tests: test-mode keys, and the fake's URL when calls must reach it. */
export const stripeTestConfig = (stripe?: FakeStripe): Partial<AppConfig> => ({
  stripeSecretKey: 'sk_test_fake',
  stripeWebhookSecret: testWebhookSecret,
  ...(stripe ? { stripeApiBase: stripe.url } : {}),
});

/**
 * This test file's app with Stripe configured against a fake Stripe, both started before its
 * tests and stopped after them (see `useTestApp`); `options` may add settings or rate limits.
 */
export const useStripeTestApp = (options: TestAppOptions = {}): { t: TestApp; stripe: FakeStripe } => {
  const stripe = {} as FakeStripe;
  const t = useTestApp(async () => {
    Object.assign(stripe, await startFakeStripe());
    return { ...options, config: { ...stripeTestConfig(stripe), ...options.config } };
  });
  afterAll(() => stripe.close());
  return { t, stripe };
};

export type SessionEventOptions = {
  type?: 'checkout.session.completed' | 'checkout.session.async_payment_succeeded' | 'checkout.session.expired';
  paymentStatus?: 'paid' | 'unpaid';
  paymentIntent?: string;
  /** The event's mode; false (test mode) by default, as the tests' `sk_test_` key. */
  livemode?: boolean;
};

/** A Stripe event about a checkout session, as Stripe's webhook delivers it (JSON text). */
export const checkoutSessionEvent = (sessionId: string, options: SessionEventOptions = {}): string =>
  JSON.stringify({
    id: `evt_${sessionId}_${options.type ?? 'completed'}`,
    object: 'event',
    livemode: options.livemode ?? false,
    type: options.type ?? 'checkout.session.completed',
    data: {
      object: {
        id: sessionId,
        object: 'checkout.session',
        payment_status: options.paymentStatus ?? 'paid',
        payment_intent: options.paymentIntent ?? `pi_for_${sessionId}`,
        metadata: {},
      },
    },
  });

export type ChargeEventOptions = { livemode?: boolean; chargeId?: string };

/** `charge.refunded`: the charge of `paymentIntent`, `amountRefunded` cents refunded so far of `amount`. */
export const chargeRefundedEvent = (paymentIntent: string, amountRefunded: number, amount: number, options: ChargeEventOptions = {}): string => {
  const chargeId = options.chargeId ?? `ch_for_${paymentIntent}`;
  return JSON.stringify({
    id: `evt_${chargeId}_refunded_${amountRefunded}`,
    object: 'event',
    livemode: options.livemode ?? false,
    type: 'charge.refunded',
    data: {
      object: { id: chargeId, object: 'charge', amount, amount_refunded: amountRefunded, refunded: amountRefunded >= amount, payment_intent: paymentIntent },
    },
  });
};

/** `charge.dispute.created`: dispute `disputeId` over `amount` cents of the charge of `paymentIntent`. */
export const disputeCreatedEvent = (paymentIntent: string, disputeId: string, amount: number, options: ChargeEventOptions = {}): string =>
  JSON.stringify({
    id: `evt_${disputeId}_created`,
    object: 'event',
    livemode: options.livemode ?? false,
    type: 'charge.dispute.created',
    data: {
      object: {
        id: disputeId,
        object: 'dispute',
        amount,
        charge: options.chargeId ?? `ch_for_${paymentIntent}`,
        payment_intent: paymentIntent,
        reason: 'fraudulent',
        status: 'needs_response',
      },
    },
  });

/** The `Stripe-Signature` header for `payload`, signed with the library's own test helper. */
export const signWebhook = (payload: string, options: { secret?: string; timestamp?: number } = {}): string =>
  Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? testWebhookSecret,
    timestamp: options.timestamp ?? Math.floor(Date.now() / 1000),
  });
