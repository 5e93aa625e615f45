import { buyableByValues, creditTypeKeys } from '@pratiche/domain';
import { z } from 'zod';
import { optionalQueryInteger, pageNumberParam, pageSizeParam } from '../shared/query-numbers';
import { marketplacePracticeSchema } from './marketplace.schemas';

/**
 * `GET /api/marketplace?page=…`: one page of the marketplace, sorted, filtered and counted by the
 * server (issue 26). Without `page` the call answers spec 7's array of every practice.
 */

export const marketplaceSorts = ['recent', 'discount', 'amount', 'year', 'netPrice'] as const;
export type MarketplaceSort = (typeof marketplaceSorts)[number];
export const sortOrders = ['asc', 'desc'] as const;
export type SortOrder = (typeof sortOrders)[number];

/** The four tabs of /marketplace (spec 2); a bought practice is in Acquistate and in its status tab. */
export const marketplaceTabKeys = ['disponibili', 'acquistate', 'in_trattativa', 'cedute'] as const;
export type MarketplaceTabKey = (typeof marketplaceTabKeys)[number];

export const marketplacePageMessages = {
  sort: 'Ordinamento non valido',
  order: 'Verso di ordinamento non valido',
  tab: 'Scheda non valida',
  search: 'Testo di ricerca non valido (massimo 100 caratteri)',
  type: 'Tipo di credito non valido',
  discountBucket: 'Fascia di sconto non valida',
  amount: 'Importo non valido',
  amountRange: "L'importo minimo non può superare l'importo massimo",
  year: 'Anno non valido',
  yearRange: "L'anno iniziale non può superare l'anno finale",
  tributeCode: 'Codice tributo non valido',
  practiceId: 'Numero di pratica non valido',
  buyableBy: 'Filtro "acquistabile da" non valido',
  onlyBuyable: 'Filtro "solo crediti che posso acquistare" non valido',
  onlySixBisComplete: 'Filtro "solo documentazione 6-bis completa" non valido',
} as const;

const m = marketplacePageMessages;
const emptyAsUndefined = (v: unknown) => (v === '' ? undefined : v);
const optional = <T extends z.ZodTypeAny>(schema: T) => z.preprocess(emptyAsUndefined, schema.optional());
const amountParam = () => optional(z.coerce.number({ message: m.amount }).finite(m.amount).min(0, m.amount).max(99_999_999.99, m.amount));
const yearParam = () => optionalQueryInteger({ min: 2000, max: 2100, message: m.year });

export const marketplacePageQuerySchema = z
  .object({
    page: pageNumberParam(),
    pageSize: pageSizeParam(100, 12),
    sort: z.preprocess(emptyAsUndefined, z.enum(marketplaceSorts, { message: m.sort }).default('recent')),
    order: z.preprocess(emptyAsUndefined, z.enum(sortOrders, { message: m.order }).default('desc')),
    /** Absent: every tab. */
    tab: optional(z.enum(marketplaceTabKeys, { message: m.tab })),
    /** Id, type label, year, tribute code, the seller's company once bought (as the web searched). */
    search: optional(z.string({ message: m.search }).trim().max(100, m.search)),
    /** One practice by its number: the detail dialog a link (an alert, 'Avvisami') opens, whatever else a search would match. */
    practiceId: optionalQueryInteger({ min: 1, max: 2_147_483_647, message: m.practiceId }),
    type: optional(z.enum(creditTypeKeys, { message: m.type })),
    /** Spec 2's 10-point discount band: 0 is 0-10 %, 9 is 90-100 % (100 included). */
    discountBucket: optionalQueryInteger({ min: 0, max: 9, message: m.discountBucket }),
    amountMin: amountParam(),
    amountMax: amountParam(),
    yearMin: yearParam(),
    yearMax: yearParam(),
    tributeCode: optional(z.string({ message: m.tributeCode }).regex(/^[0-9A-Za-z]{1,10}$/, m.tributeCode)),
    /** Issue 27: who may buy the practice next. */
    buyableBy: optional(z.enum(buyableByValues, { message: m.buyableBy })),
    /** 'Solo crediti che posso acquistare': only practices the caller may legally buy ('true'); the web sends it on by default. */
    onlyBuyable: z.preprocess(
      emptyAsUndefined,
      z
        .enum(['true', 'false'], { message: m.onlyBuyable })
        .default('false')
        .transform((v) => v === 'true'),
    ),
    /** Issue 28: 'Solo documentazione 6-bis completa' ('true'). */
    onlySixBisComplete: z.preprocess(
      emptyAsUndefined,
      z
        .enum(['true', 'false'], { message: m.onlySixBisComplete })
        .default('false')
        .transform((v) => v === 'true'),
    ),
  })
  .refine((q) => q.amountMin === undefined || q.amountMax === undefined || q.amountMin <= q.amountMax, { message: m.amountRange, path: ['amountMax'] })
  .refine((q) => q.yearMin === undefined || q.yearMax === undefined || q.yearMin <= q.yearMax, { message: m.yearRange, path: ['yearMax'] });
export type MarketplacePageQuery = z.input<typeof marketplacePageQuerySchema>;
export type MarketplacePageRequest = z.output<typeof marketplacePageQuerySchema>;

/**
 * One practice of the page: the listing's fields, plus what a buyer decides on. Before purchase
 * `documents` stays null: only the number of documents per category is told, never their names.
 */
export const marketplacePageItemSchema = marketplacePracticeSchema.extend({
  /** 'Prezzo netto': amount less the discount (`netPrice` of `@pratiche/domain`). */
  netPrice: z.number(),
  /** When the practice was listed: its approval. */
  listedAt: z.string().nullable(),
  documentCounts: z.object({ societari: z.number().int(), fiscali: z.number().int() }),
  /** End of another buyer's running exclusivity ('In trattativa esclusiva fino al …'); null otherwise. */
  reservedUntil: z.string().nullable(),
});
export type MarketplacePageItem = z.infer<typeof marketplacePageItemSchema>;

export const marketplaceTabCountsSchema = z.object({
  disponibili: z.number().int(),
  acquistate: z.number().int(),
  in_trattativa: z.number().int(),
  cedute: z.number().int(),
});
export type MarketplaceTabCounts = z.infer<typeof marketplaceTabCountsSchema>;

export const marketplacePageResponseSchema = z.object({
  items: z.array(marketplacePageItemSchema),
  /** Practices of the asked tab (every tab when none) matching the filters: what the pages divide. */
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Exact counts of each tab under the filters. */
  counts: marketplaceTabCountsSchema,
  /**
   * The summary tiles over the filtered practices (every tab): total, available, face value of the
   * rate not yet expired (issue 27), mean discount (1 decimal).
   */
  summary: z.object({ total: z.number().int(), available: z.number().int(), totalValue: z.number(), averageDiscount: z.number() }),
});
export type MarketplacePageResponse = z.infer<typeof marketplacePageResponseSchema>;
