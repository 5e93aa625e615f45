import { buyerKinds, creditMessages } from '@pratiche/domain';
import { z } from 'zod';
import { creditTermsMessages as m } from './credit-terms.messages';

/*
 * Issue 27 and 45: what a buyer declares about itself (its kind, its bank), apart from the credit
 * terms' schemas: the user's reads carry it, and /profile need not load the schedule's rules.
 */

/**
 * Issue 45: the bank (its user id) whose current account the buyer holds, 'Correntista della banca
 * cedente o della capogruppo': the correntista route of art. 121 c. 1 DL 34/2020 as amended. The
 * domain owns the rules (rata-eligibility.ts).
 */
export const correntistaOfSchema = z
  .number({ message: creditMessages.correntistaOfInvalid })
  .int(creditMessages.correntistaOfInvalid)
  .positive(creditMessages.correntistaOfInvalid)
  .nullable()
  .optional()
  .describe(
    "Correntista route (art. 121 c. 1 DL 34/2020 as amended by DL 50/2022 conv.): the user id of the bank, the seller, whose current account the buyer (not a consumer) holds ('Correntista della banca cedente o della capogruppo'). Open at any point of the transfer chain; after the third qualified transfer it is the only route.",
  );

/** `PUT /api/user/buyer-kind`: the signed-in cessionario declares what it is, and optionally its bank (`correntistaOf`). */
export const buyerKindRequestSchema = z.object({
  kind: z.enum(buyerKinds, { message: m.buyerKind }),
  registerNumber: z.string({ message: m.buyerKind }).max(30, m.buyerKind).nullable().optional().default(null),
  correntistaOf: correntistaOfSchema,
});
export type BuyerKindRequest = z.input<typeof buyerKindRequestSchema>;

/** `POST /api/admin/users/{id}/buyer-kind/verify`: the declaration the admin checked, as the list showed it. */
export const verifyBuyerKindRequestSchema = buyerKindRequestSchema;
export type VerifyBuyerKindRequest = z.input<typeof verifyBuyerKindRequestSchema>;

/** The buyer's qualification on the user's and the admin's reads; `verifiedAt` / `verifiedBy` once an admin verified it. */
export const buyerQualificationResponseSchema = z.object({
  kind: z.enum(buyerKinds),
  registerNumber: z.string().nullable(),
  verified: z.boolean(),
  verifiedAt: z.string().nullable(),
  verifiedBy: z.number().int().nullable(),
  correntistaOf: z
    .number()
    .int()
    .nullable()
    .describe("The bank (its user id) the buyer declared a current account with: the correntista route's default for that bank's credits"),
});
export type BuyerQualificationResponse = z.infer<typeof buyerQualificationResponseSchema>;
