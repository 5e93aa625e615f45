import { creditTypeKeys, rataCategories } from '@pratiche/domain';
import { z } from 'zod';
import { rataResponseSchema } from '../credit/credit-terms.schemas';
import { optionalQueryInteger, pageNumberParam, pageSizeParam } from '../shared/query-numbers';
import { marketplacePageMessages, sortOrders } from './marketplace-page.schemas';
import { accessTypeSchema } from './marketplace.schemas';

/**
 * `GET /api/marketplace/rate` (issue 45): the single annual instalments (rate) on sale, one row per
 * rata, filtered, sorted and paged by the server. What trades in 2026 is single annualità.
 */

export const marketplaceRataSorts = ['year', 'amount', 'pricePer100', 'daysLeft'] as const;
export type MarketplaceRataSort = (typeof marketplaceRataSorts)[number];

/** The statuses a rata on sale can have: the others (ceduta, scaduta) are never listed. */
export const listedRataStatuses = ['disponibile', 'in_trattativa'] as const;
export type ListedRataStatus = (typeof listedRataStatuses)[number];

/** The page's messages, and those of the parameters only this call has. */
export const marketplaceRateMessages = {
  ...marketplacePageMessages,
  pricePer100: 'Prezzo per 100 euro non valido',
  pricePer100Range: 'Il prezzo per 100 minimo non può superare il massimo',
  daysLeft: 'Giorni rimasti non validi',
  status: 'Stato della rata non valido',
} as const;

const m = marketplaceRateMessages;
const emptyAsUndefined = (v: unknown) => (v === '' ? undefined : v);
const optional = <T extends z.ZodTypeAny>(schema: T) => z.preprocess(emptyAsUndefined, schema.optional());
const amountParam = () => optional(z.coerce.number({ message: m.amount }).finite(m.amount).min(0, m.amount).max(99_999_999.99, m.amount));
const yearParam = () => optionalQueryInteger({ min: 2000, max: 2100, message: m.year });
const pricePer100Param = () => optional(z.coerce.number({ message: m.pricePer100 }).finite(m.pricePer100).min(0, m.pricePer100).max(100, m.pricePer100));
const ordered = (min: number | undefined, max: number | undefined) => min === undefined || max === undefined || min <= max;

export const marketplaceRateQuerySchema = z
  .object({
    page: pageNumberParam(),
    pageSize: pageSizeParam(100, 12),
    sort: z.preprocess(emptyAsUndefined, z.enum(marketplaceRataSorts, { message: m.sort }).default('daysLeft')),
    order: z.preprocess(emptyAsUndefined, z.enum(sortOrders, { message: m.order }).default('asc')),
    type: optional(z.enum(creditTypeKeys, { message: m.type })),
    /** The rata's year, inclusive. */
    yearMin: yearParam(),
    yearMax: yearParam(),
    /** The rata's amount, inclusive. */
    amountMin: amountParam(),
    amountMax: amountParam(),
    /** The practice's price per 100 euro of face value (the discount is per practice). */
    pricePer100Min: pricePer100Param(),
    pricePer100Max: pricePer100Param(),
    /** At least this many days to the rata's 'Ultimo giorno utile per cedere'. */
    daysLeftMin: optionalQueryInteger({ min: 0, max: 36_500, message: m.daysLeft }),
    /** As the marketplace page's: only what the caller may buy ('true'). */
    onlyBuyable: z.preprocess(
      emptyAsUndefined,
      z
        .enum(['true', 'false'], { message: m.onlyBuyable })
        .default('false')
        .transform((v) => v === 'true'),
    ),
    status: optional(z.enum(listedRataStatuses, { message: m.status })),
  })
  .refine((q) => ordered(q.amountMin, q.amountMax), { message: m.amountRange, path: ['amountMax'] })
  .refine((q) => ordered(q.yearMin, q.yearMax), { message: m.yearRange, path: ['yearMax'] })
  .refine((q) => ordered(q.pricePer100Min, q.pricePer100Max), { message: m.pricePer100Range, path: ['pricePer100Max'] });
export type MarketplaceRateQuery = z.input<typeof marketplaceRateQuerySchema>;
export type MarketplaceRateRequest = z.output<typeof marketplaceRateQuerySchema>;

/** One rata on sale, with what a buyer decides on. */
export const marketplaceRataSchema = z.object({
  practiceId: z.number().int(),
  rataId: z.string(),
  year: z.number().int(),
  spreadFrom: z
    .number()
    .int()
    .optional()
    .describe(rataResponseSchema.shape.spreadFrom.description ?? ''),
  amount: z.number(),
  residualAmount: z.number(),
  category: z.enum(rataCategories),
  status: z.enum(listedRataStatuses),
  /** The practice's price per 100 euro of face value. */
  pricePer100: z.number(),
  /** The rata's price: its amount at the practice's price per 100, to the cent. */
  price: z.number(),
  /** Whole days from the request's Italian day to `lastTransferDay`; negative once past it (`atRisk`). */
  daysLeft: z.number().int(),
  lastTransferDay: z.string(),
  usableUntil: z.string(),
  atRisk: z.boolean(),
  type: z.enum(creditTypeKeys),
  tributeCode: z.string().nullable(),
  discount: z.number(),
  /** The caller's access to the practice, null when not bought. */
  accessType: accessTypeSchema.nullable(),
  /** Whether the caller may buy this rata (the law's rule on its category), and why not in Italian. */
  canBuy: z.boolean(),
  cannotBuyReason: z.string().nullable(),
});
export type MarketplaceRata = z.infer<typeof marketplaceRataSchema>;

export const marketplaceRateResponseSchema = z.object({
  items: z.array(marketplaceRataSchema),
  /** Rate matching the filters: what the pages divide. */
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type MarketplaceRateResponse = z.infer<typeof marketplaceRateResponseSchema>;
