import { buyableByValues, creditHolders, creditMessages, maxDeclaredRate, rataCategories, rataStatuses } from '@pratiche/domain';
import { z } from 'zod';
import { creditTermsMessages } from './credit-terms.messages';

/*
 * Issue 27: the credit's annual instalments (rate), its transfer chain and who may buy it (the
 * buyer's declared kind is in buyer-qualification.schemas.ts). The rules and their Italian
 * messages live in libs/domain/src/credit; the schemas only check shapes.
 */
const m = creditTermsMessages;

/** One rata as the seller sends it; `code` may be blank until approval. */
export const rataRequestSchema = z.object(
  {
    year: z.number({ message: m.rate }),
    amount: z.number({ message: m.rate }),
    code: z.string({ message: m.rate }).max(60, m.rate).nullable().optional().default(null),
    spreadFrom: z
      .number({ message: m.rate })
      .nullable()
      .optional()
      .describe(
        "Issue 45: a quota of the ten-year spread of the residual of the original rata of this year (art. 9 c. 4 DL 176/2022: rate of 2022 to 2026 of a Superbonus or Sismabonus, ten quote from the year after, tribute codes 7771 and 7772). Absent or null for an original rata. The spread part is no longer in its original rata: all amounts, originals and quote, add up to the practice's amount; an original rata wholly spread is left out",
      ),
  },
  { message: m.rate },
);

export const transferChainSchema = z.object(
  {
    freeTransferUsed: z.boolean({ message: m.transferChain }),
    qualifiedTransfers: z.number({ message: m.transferChain }),
    holder: z.enum(creditHolders, { message: m.transferChain }),
    capogruppo: z
      .number({ message: m.transferChain })
      .nullable()
      .optional()
      .describe(
        "A bank holder of a banking group: the account id of the group's parent bank, whose correntisti may buy too ('ovvero con la banca capogruppo', art. 121 c. 1 DL 34/2020 as amended). It must be the id of an account whose declared kind is 'banca'. Absent when none is named",
      ),
  },
  { message: m.transferChain },
);
export type TransferChainBody = z.infer<typeof transferChainSchema>;

/** The chain as the reads answer it: `capogruppo` only where one is named. */
export const transferChainResponseSchema = transferChainSchema.extend({
  capogruppo: z
    .number()
    .int()
    .optional()
    .describe(transferChainSchema.shape.capogruppo.description ?? ''),
});

/** Optional fields of the practice request (POST and PATCH): absent, the practice keeps or gets the default terms. */
export const creditTermsRequestShape = {
  rate: z.array(rataRequestSchema, { message: m.rate }).max(maxDeclaredRate, m.rate).nullable().optional(),
  transferChain: transferChainSchema.nullable().optional(),
};

/**
 * A rata as the reads show it. `code` is null, or masked, for anyone but the owner, an admin and a
 * buyer with access. Issue 45: the Piattaforma's facts of the rata (`id`, `category`,
 * `residualAmount`, `offsetChosen`) and its `status` at the time of the request.
 */
export const rataResponseSchema = z.object({
  id: z
    .string()
    .describe("Stable and unique within the practice: the year of an original rata ('2027'), '{year}-R{spreadFrom}' for a quota of a spread ('2027-R2023')"),
  year: z.number().int(),
  spreadFrom: z
    .number()
    .int()
    .optional()
    .describe(
      "A quota of the ten-year spread of the original rata of this year (art. 9 c. 4 DL 176/2022), offset with the spread's tribute code (7771 Superbonus, 7772 Sismabonus); absent on an original rata",
    ),
  amount: z.number(),
  code: z.string().nullable(),
  category: z
    .enum(rataCategories)
    .describe(
      "The Piattaforma Cessione Crediti's category: cedibile a chiunque, solo a soggetti qualificati, una sola volta, non cedibile (read from the transfer chain for rate declared by year only)",
    ),
  residualAmount: z.number().describe('What is left of the rata to use (whole rate only are transferred)'),
  offsetChosen: z.boolean().describe('The holder communicated the irrevocable choice to offset it in F24: then it is not for sale'),
  status: z.enum(rataStatuses).describe('At the time of the request: disponibile, in_trattativa, ceduta, scaduta'),
  /** 31 December of the rata's year (ISO date): unused by then, it is lost. */
  usableUntil: z.string(),
  lastTransferDay: z
    .string()
    .describe(
      "'Ultimo giorno utile per cedere' (ISO date): the last day a transfer communicated on the Piattaforma still reaches the buyer in time to use the rata by its 31 December, at the platform's worst case (art. 122-bis DL 34/2020: check within 5 working days, suspension up to 30 days; one working day to accept)",
    ),
  atRisk: z.boolean().describe('A rata still on sale past its lastTransferDay: a transfer may come too late to use it; never counted in impliedAnnualYield'),
});
export type RataResponse = z.infer<typeof rataResponseSchema>;

/** What every practice read adds (issue 27), computed at the time of the request. */
export const creditTermsResponseShape = {
  rate: z.array(rataResponseSchema),
  transferChain: transferChainResponseSchema,
  buyableBy: z.enum(buyableByValues),
  /** What the buyer pays per 100 euro of face value (2 decimals). */
  pricePer100: z.number(),
  /** Percent with 2 decimals; null when it cannot be told (no rata left, nothing to pay). A yield, not a promise. */
  impliedAnnualYield: z.number().nullable(),
  /** Face value of the rate not yet expired (the whole amount for a credit without rate). */
  availableFaceValue: z.number(),
};

/** What the marketplace adds for the caller: whether it may buy the practice, and if not why (Italian). */
export const purchaseEligibilityShape = {
  canBuy: z.boolean(),
  cannotBuyReason: z.string().nullable(),
};

/**
 * Issue 45: the rate a deal holds, by rata id (`"2027"`); the domain refuses an id not of the
 * practice or named twice (rata-choice.ts). Offers also take years, as they did before.
 */
export const rataIdsSchema = z
  .array(z.string({ message: creditMessages.rataChoiceInvalid }).regex(/^[A-Za-z0-9_-]{1,40}$/, creditMessages.rataChoiceInvalid), {
    message: creditMessages.rataChoiceInvalid,
  })
  .max(40, creditMessages.rataChoiceInvalid);
