import { creditTypeKeys, offsetCapacityMessages, rataCategories } from '@pratiche/domain';
import { z } from 'zod';

/**
 * Issue 45, 'I miei crediti': each rata a buyer acquired through a completed closing. The rules
 * (price split, transferability, the 75 rule's schedule, the offset choice) live in
 * libs/domain/src/negotiation/holdings.ts; these schemas only describe the answers.
 */
export const holdingsApiMessages = {
  offsetRecorded: 'Scelta di compensazione registrata',
  csvHeader: 'Pratica;Rata;Anno;Importo;Prezzo pagato;Prezzo per 100;Codice;Codice tributo;Utilizzabile entro;Scelta di compensazione;Cedibile',
} as const;

/**
 * `POST /api/holdings/{practiceId}/{rataId}/offset` (issue 47): `noOverdueRuoli` true is the buyer's
 * declaration that no overdue tax debts above 50,000 euro block its F24 offsets; the domain refuses the choice without it.
 */
export const offsetChoiceRequestSchema = z.object({ noOverdueRuoli: z.boolean({ message: 'Dichiarazione non valida' }).optional() });
export type OffsetChoiceRequest = z.input<typeof offsetChoiceRequestSchema>;

/** One year of the buyer's offset capacity (issue 47): how much it can offset in F24 that year. */
export const offsetCapacityYearSchema = z.object({
  year: z.number({ message: offsetCapacityMessages.invalid }).int(offsetCapacityMessages.invalid),
  amount: z.number({ message: offsetCapacityMessages.invalid }).describe('Euro, with at most two decimals'),
});

/**
 * `PUT /api/user/offset-capacity` (issue 47): the whole declaration, which replaces the one before; an
 * empty list withdraws it. The domain checks the years (this one in Rome to ten after, each once) and the amounts.
 */
export const offsetCapacityRequestSchema = z.object({
  years: z.array(offsetCapacityYearSchema, { message: offsetCapacityMessages.invalid }).max(11, offsetCapacityMessages.invalid),
});
export type OffsetCapacityRequest = z.infer<typeof offsetCapacityRequestSchema>;

export const offsetCapacityResponseSchema = z.object({ message: z.string(), offsetCapacity: z.array(offsetCapacityYearSchema) });
export type OffsetCapacityResponse = z.infer<typeof offsetCapacityResponseSchema>;

export const holdingResponseSchema = z.object({
  practiceId: z.number().int(),
  practiceTitle: z.string(),
  creditType: z.enum(creditTypeKeys),
  offerId: z.number().int().describe('The accepted offer whose closing transferred the rata'),
  rataId: z
    .string()
    .describe("The practice's rata id; 'intero' for a Credito IVA (no rate); '{id}-{n}' for the six rate of a buyer bound by the 75 rule (DL 39/2024)"),
  year: z.number().int().describe('The year the rata is used in (offset in F24)'),
  amount: z.number().describe('Face value of the rata'),
  pricePaid: z.number().describe("The closing's price split over its rate by face value, to the cent"),
  pricePer100: z.number(),
  code: z.string().nullable().describe("The Piattaforma's code of the rata, in clear; null when none was declared or the 75 rule re-split it"),
  tributeCode: z
    .string()
    .nullable()
    .describe(
      "The F24 tribute code the rata is offset with: the practice's; null for a Credito IVA and for the six rate of the 75 rule, whose code the Agenzia gives",
    ),
  usableUntil: z.string().describe('31 December of the year (ISO date): unused by then, it is lost'),
  offsetChosen: z.boolean().describe('The buyer recorded the irrevocable choice to offset it in F24: it reads "in compensazione"'),
  transferable: z.boolean().describe('Whether the buyer may transfer it again (its category after the transfer is not non_cedibile)'),
  category: z.enum(rataCategories).describe("The rata's Piattaforma category in the buyer's hands"),
  boundByRule75: z.boolean().describe('Bought under 75 per 100 by a bank, intermediary or insurer: six equal non-transferable rate (DL 39/2024)'),
  acquiredAt: z.string().describe('When the closing completed'),
  protocol: z.string().describe("The Agenzia's protocol of the transfer communication; for a Credito IVA, 'REP. ' and the notarial deed's repertorio"),
});
export type HoldingResponse = z.infer<typeof holdingResponseSchema>;

/** How much the buyer has to offset in a year: the face value of its rate of that year, and what they cost. */
export const holdingsYearTotalSchema = z.object({
  year: z.number().int(),
  amount: z.number(),
  pricePaid: z.number(),
  offsetChosenAmount: z.number().describe('Of `amount`, the rate already chosen for offset'),
  offsetCapacity: z.number().nullable().describe('The offset capacity the buyer declared for the year; null when none'),
  beyondCapacity: z.boolean().describe('`amount` passes the declared capacity: the part not offset in the year is lost unless transferred again'),
});

/** `GET /api/holdings`: the caller's rate, by year then practice, and the totals per year. */
export const holdingsResponseSchema = z.object({
  items: z.array(holdingResponseSchema),
  totalsByYear: z.array(holdingsYearTotalSchema),
  offsetCapacity: z.array(offsetCapacityYearSchema).describe("The buyer's declared offset capacity per year (issue 47), by year"),
});
export type HoldingsResponse = z.infer<typeof holdingsResponseSchema>;
