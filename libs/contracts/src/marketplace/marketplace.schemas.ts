import { marketplaceMessages, saleStatuses } from '@pratiche/domain';
import { z } from 'zod';
import { correntistaOfSchema } from '../credit/buyer-qualification.schemas';
import { creditTermsResponseShape, purchaseEligibilityShape, rataIdsSchema } from '../credit/credit-terms.schemas';
import { dueDiligenceResponseShape } from '../due-diligence/due-diligence.schemas';
import { creditFactsShape, storedDocumentsSchema } from '../practice/practice.schemas';

/**
 * The marketplace calls (spec 7 "Marketplace (buyers)"), for the buyer's screens. Amounts of
 * credits are whole numbers; times are ISO strings. What the spec leaves open is written down in
 * apps/api/src/modules/marketplace/README.md.
 */
export const marketplaceApiMessages = {
  baseAccessPurchased: 'Accesso acquistato',
  exclusivityPurchased: (hours: number) => `Esclusività acquistata per ${hours} ore`,
} as const;

export const accessTypeSchema = z.enum(['base', 'exclusive']);

/** `POST /api/marketplace/view/{id}`: the client sends `accessType: 'base'`; nothing else is on sale there. */
export const purchaseBaseAccessRequestSchema = z.object({
  accessType: z.literal('base', { message: 'Tipo di accesso non valido' }).default('base'),
  /** Issue 45: the selling bank's user id, for the correntista route of this purchase. */
  correntistaOf: correntistaOfSchema,
});
export type PurchaseBaseAccessRequest = z.input<typeof purchaseBaseAccessRequestSchema>;

/** `POST /api/marketplace/exclusive/{id}`: 24, 48 or 72 (the decider owns the rule and its message). */
export const purchaseExclusivityRequestSchema = z.object({
  hours: z.number({ message: marketplaceMessages.invalidHours }),
  /** Issue 45: the rata ids the exclusivity holds; absent or empty, every rata free. The others stay on sale. */
  rate: rataIdsSchema.optional(),
  /** Issue 45: the selling bank's user id, for the correntista route of this purchase. */
  correntistaOf: correntistaOfSchema,
});
export type PurchaseExclusivityRequest = z.input<typeof purchaseExclusivityRequestSchema>;

/**
 * One practice as a buyer sees it on `GET /api/marketplace`. The seller (`userId`,
 * `sellerCompanyName`) and the `documents` are null until the caller bought access.
 * `saleStatus` is read at the time of the request: an exclusivity past its end is disponibile.
 */
export const marketplacePracticeSchema = z.object({
  id: z.number().int(),
  ...creditFactsShape,
  saleStatus: z.enum(saleStatuses),
  createdAt: z.string(),
  approvedAt: z.string().nullable(),
  /** End of the exclusivity running now (whoever holds it); null when none runs. */
  exclusiveUntil: z.string().nullable(),
  /** The caller's access: null when not bought. */
  accessType: accessTypeSchema.nullable(),
  /** End of the caller's latest exclusivity on this practice, even if over (the countdown shows 'Scaduto'). */
  exclusivityEndDate: z.string().nullable(),
  /** True when the running exclusivity is the caller's. */
  isExclusiveHolder: z.boolean(),
  userId: z.number().int().nullable(),
  sellerCompanyName: z.string().nullable(),
  documents: storedDocumentsSchema.nullable(),
  ...creditTermsResponseShape,
  ...purchaseEligibilityShape,
  /** Issue 28: the checklist (types and their standing, never the files) and the reconfirmation. */
  ...dueDiligenceResponseShape,
});
export type MarketplacePractice = z.infer<typeof marketplacePracticeSchema>;

export const marketplaceListResponseSchema = z.array(marketplacePracticeSchema);

/** `GET /api/marketplace/my-practices`: the caller's purchases, seller and documents always present. */
export const myPracticeSchema = marketplacePracticeSchema.extend({
  accessType: accessTypeSchema,
  purchasedAt: z.string(),
  userId: z.number().int(),
  sellerUsername: z.string().nullable(),
  documents: storedDocumentsSchema,
});
export type MyPractice = z.infer<typeof myPracticeSchema>;
export const myPracticesResponseSchema = z.array(myPracticeSchema);

/** Answer of both purchases: the practice as the buyer now sees it and the balance after the debit. */
export const purchaseResponseSchema = z.object({
  message: z.string(),
  practice: marketplacePracticeSchema,
  walletBalance: z.number().int(),
});
export type PurchaseResponse = z.infer<typeof purchaseResponseSchema>;

/**
 * `GET /api/marketplace/exclusivities` (shape not shown in the spec, ours): every exclusivity the
 * caller bought, newest first. `exclusiveEndDate` is the end bought, or the moment a closing's end
 * or the sale ended it earlier; `isActive` is the domain's rule at the request: before that end, or
 * for as long as the closing of the holder's accepted offer is open, even past it. The dashboard's
 * second buyer count is the number of active ones.
 */
export const exclusivitySchema = z.object({
  practiceId: z.number().int(),
  hours: z.number().int(),
  credits: z.number().int(),
  exclusiveStartDate: z.string(),
  exclusiveEndDate: z.string(),
  isActive: z.boolean(),
});
export type Exclusivity = z.infer<typeof exclusivitySchema>;
export const exclusivitiesResponseSchema = z.array(exclusivitySchema);

/** `GET /api/marketplace/weekly-sales` (public): the /auth counter 'Crediti venduti questa settimana', in euro. */
export const weeklySalesResponseSchema = z.object({ creditsSoldThisWeek: z.number() });
export type WeeklySalesResponse = z.infer<typeof weeklySalesResponseSchema>;
