import { userMessages, walletMessages } from '@pratiche/domain';
import { z } from 'zod';
import { apiPathParams, defineOperations, refusals, type ApiError } from '../shared/api-operation';
import { userResponseSchema } from '../user/user.schemas';
import { walletLedgerQuerySchema } from './wallet-ledger.schemas';
import { adminCreditsRequestSchema, checkoutRequestSchema, simulateAddCreditsRequestSchema } from './wallet.schemas';

const tag = 'wallet';
const w = walletMessages;
const checkoutNotFound: ApiError = { status: 404, message: w.checkoutNotFound };
const balance = { 200: { description: 'The message and the new balance', schema: z.object({ message: z.string(), walletBalance: z.number() }) } };

/** Credits: card checkout (Stripe or simulated), the admin's credits, the ledger. */
export const walletOperations = defineOperations([
  {
    method: 'post',
    path: '/api/wallet/checkout',
    summary: 'Start paying for a credit package; answers where the browser goes to pay',
    access: 'active-user',
    tag,
    body: checkoutRequestSchema,
    responses: { 200: { description: 'The payment page', schema: z.object({ url: z.string() }) } },
    errors: [...refusals(400, w.invalidPackage), ...refusals(403, w.testPackageAdminOnly), ...refusals(429, w.tooManyCheckouts)],
  },
  {
    method: 'post',
    path: '/api/wallet/webhook',
    summary: "Stripe's webhook (authenticated by its signature, not by a session)",
    description: 'A bad signature or an old timestamp answers 400 and changes nothing; events of sessions this app never started are acknowledged and ignored.',
    access: 'public',
    tag,
    body: z.record(z.unknown()),
    responses: { 200: { description: 'Acknowledged' } },
    errors: [],
  },
  {
    method: 'get',
    path: '/api/wallet/transactions',
    summary: "The caller's wallet transactions",
    access: 'active-user',
    tag,
    responses: { 200: { description: 'Transactions' } },
    errors: [],
  },
  {
    method: 'post',
    path: '/api/wallet/simulate-add-credits',
    summary: "Add 20 or 50 test credits to the admin's own wallet",
    access: 'admin',
    tag,
    body: simulateAddCreditsRequestSchema,
    responses: balance,
    errors: [{ status: 400, message: w.simulatedAmount }],
  },
  {
    method: 'get',
    path: '/api/wallet/simulated-checkout/{sessionId}',
    summary: "A simulated checkout session (the caller's own)",
    access: 'active-user',
    tag,
    params: apiPathParams('sessionId'),
    responses: { 200: { description: 'The session' } },
    errors: [checkoutNotFound],
  },
  {
    method: 'post',
    path: '/api/wallet/simulated-checkout/{sessionId}/confirm',
    summary: 'Confirm a simulated payment (only while no card provider is configured); credited once',
    access: 'active-user',
    tag,
    params: apiPathParams('sessionId'),
    responses: balance,
    errors: [checkoutNotFound],
  },
  {
    method: 'patch',
    path: '/api/admin/users/{id}/credits',
    summary: "Add credits to another user's wallet (admin PIN)",
    access: 'admin',
    tag,
    params: apiPathParams('id'),
    body: adminCreditsRequestSchema,
    responses: { 200: { description: 'The user with the new balance', schema: userResponseSchema } },
    errors: [
      ...refusals(400, w.invalidAmount, w.amountTooLarge),
      ...refusals(403, w.ownAccount, w.wrongPin),
      ...refusals(404, userMessages.notFound),
      ...refusals(429, w.pinLocked),
    ],
  },
  {
    method: 'get',
    path: '/api/wallet/ledger',
    summary: "The caller's movements, newest first, with the balance after each",
    access: 'active-user',
    tag,
    query: walletLedgerQuerySchema,
    responses: { 200: { description: '`{data, total, page, pageSize}`' } },
    errors: [],
  },
  {
    method: 'get',
    path: '/api/wallet/ledger.csv',
    summary: 'The same movements as a CSV file (paging ignored)',
    access: 'active-user',
    tag,
    query: walletLedgerQuerySchema,
    responses: { 200: { description: 'movimenti-crediti.csv', contentType: 'text/csv' } },
    errors: [],
  },
]);
