import { maxCreditsPerAddition, simulatedCreditAmounts, walletMessages } from '@pratiche/domain';
import { z } from 'zod';

// Each schema is built in a function call marked pure: the web reads none of them, so the
// /auth entry (which imports this library) drops them (a chained zod call cannot be marked).

/** `POST /api/wallet/checkout` (spec 7): the package as the dialog shows it; the server checks it against the catalogue. */
export const checkoutRequestSchema = /* @__PURE__ */ (() =>
  z.object({
    id: z.string({ message: walletMessages.invalidPackage }).max(50),
    credits: z.number({ message: walletMessages.invalidPackage }).int(walletMessages.invalidPackage),
    price: z.union([z.number(), z.string().max(20)], { message: walletMessages.invalidPackage }),
  }))();
export type CheckoutRequest = z.input<typeof checkoutRequestSchema>;

/** Where the browser goes next: the provider's hosted checkout, or the simulated confirmation page. */
export type CheckoutResponse = { url: string };

/**
 * Spec 5, made strict: only a plain integer counts (a safe-integer number, or digits alone in a
 * string); anything else ("1e3", "12abc", 12.9, 5e-7, 1e21) reads as 0, which the schema refuses
 * with the spec's message. parseInt would have read "12abc" as 12 and 5e-7 as 5.
 */
export const parseCreditAmount = (value: unknown): number => {
  if (typeof value === 'number') return Number.isSafeInteger(value) ? value : 0;
  if (typeof value !== 'string' || !/^\s*\d{1,16}\s*$/.test(value)) return 0;
  const parsed = Number(value);
  return Number.isSafeInteger(parsed) ? parsed : 0;
};

const parsedAmount = () =>
  z.unknown().transform(parseCreditAmount).pipe(z.number().min(1, walletMessages.invalidAmount).max(maxCreditsPerAddition, walletMessages.amountTooLarge));

/** `PATCH /api/admin/users/{id}/credits` (spec 7 Admin). */
export const adminCreditsRequestSchema = /* @__PURE__ */ (() =>
  z.object({
    amount: parsedAmount(),
    pin: z.string({ message: walletMessages.pinRequired }).trim().min(1, walletMessages.pinRequired).max(100),
    operation: z.literal('add', { message: 'Operazione non valida' }),
  }))();
export type AdminCreditsRequest = z.input<typeof adminCreditsRequestSchema>;

/** `POST /api/wallet/simulate-add-credits` (spec 7): admins, 20 or 50. */
export const simulateAddCreditsRequestSchema = /* @__PURE__ */ (() =>
  z.object({
    amount: z
      .number({ message: walletMessages.simulatedAmount })
      .refine((n) => (simulatedCreditAmounts as readonly number[]).includes(n), walletMessages.simulatedAmount),
  }))();
export type SimulateAddCreditsRequest = z.infer<typeof simulateAddCreditsRequestSchema>;

/** Answer of the test credits: the wallet's new balance. */
export type WalletBalanceResponse = { message: string; walletBalance: number };

export const walletTransactionTypes = ['credit_purchase', 'admin_credit_add', 'credit_spend'] as const;
export type WalletTransactionType = (typeof walletTransactionTypes)[number];

/**
 * One row of `GET /api/wallet/transactions` (spec 3 "transactions"). `stripePaymentId` is 'N/A'
 * for credits not paid by card, `sim_…` for the simulated provider and the test buttons;
 * `price` is euro with 2 decimals or null; spending has a negative amount.
 */
export type WalletTransactionResponse = {
  id: number;
  userId: number;
  type: WalletTransactionType;
  amount: number;
  stripePaymentId: string;
  status: 'completed';
  price: string | null;
  createdAt: string;
  typeLabel: string;
};

/** `GET /api/wallet/simulated-checkout/{sessionId}`: what the simulated confirmation page shows. */
export type SimulatedCheckoutResponse = {
  sessionId: string;
  packageTitle: string;
  credits: number;
  price: string;
  completed: boolean;
};

export const walletSuccessMessages = {
  creditsAdded: 'Crediti aggiunti',
} as const;
