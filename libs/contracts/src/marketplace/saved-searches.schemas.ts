import { buyableByValues, creditTypeKeys } from '@pratiche/domain';
import { z } from 'zod';
import { marketplacePageMessages as filterMessages } from './marketplace-page.schemas';

/**
 * Issue 31: a buyer's saved searches of the marketplace and how each one's alerts are mailed.
 * The bell and the live channel always tell a match; `mail` says whether and how it is mailed.
 */

export const savedSearchMailModes = ['immediate', 'daily', 'off'] as const;
export type SavedSearchMailMode = (typeof savedSearchMailModes)[number];

export const savedSearchMailModeLabels: Record<SavedSearchMailMode, string> = {
  immediate: 'E-mail subito',
  daily: 'Riepilogo giornaliero',
  off: 'Nessuna e-mail',
};

/** How many searches one buyer may keep. */
export const maxSavedSearchesPerUser = 20;

export const savedSearchMessages = {
  name: 'Il nome della ricerca è obbligatorio (massimo 60 caratteri)',
  nameTaken: 'Hai già una ricerca salvata con questo nome',
  tooMany: `Puoi salvare al massimo ${maxSavedSearchesPerUser} ricerche`,
  mail: 'Modalità di avviso non valida',
  filters: 'Filtri della ricerca non validi',
  notFound: 'Ricerca salvata non trovata',
  saved: 'Ricerca salvata',
  updated: 'Ricerca aggiornata',
  deleted: 'Ricerca eliminata',
  unsubscribeInvalid: 'Link di disattivazione non valido',
  unsubscribed: 'Non riceverai più e-mail per questa ricerca salvata',
} as const;

const m = filterMessages;
const amount = () => z.number({ message: m.amount }).finite(m.amount).min(0, m.amount).max(99_999_999.99, m.amount).optional();
const year = () => z.number({ message: m.year }).int(m.year).min(2000, m.year).max(2100, m.year).optional();

/**
 * The marketplace's filters as a saved search keeps them (JSON, not query strings): the same
 * fields and messages as `marketplacePageQuerySchema`, without paging, sorting and tab.
 */
export const savedSearchFiltersSchema = z
  .object(
    {
      search: z.string({ message: m.search }).trim().max(100, m.search).optional(),
      type: z.enum(creditTypeKeys, { message: m.type }).optional(),
      discountBucket: z.number({ message: m.discountBucket }).int(m.discountBucket).min(0, m.discountBucket).max(9, m.discountBucket).optional(),
      amountMin: amount(),
      amountMax: amount(),
      yearMin: year(),
      yearMax: year(),
      tributeCode: z
        .string({ message: m.tributeCode })
        .regex(/^[0-9A-Za-z]{1,10}$/, m.tributeCode)
        .optional(),
      buyableBy: z.enum(buyableByValues, { message: m.buyableBy }).optional(),
      onlyBuyable: z.boolean({ message: m.onlyBuyable }).default(false),
      onlySixBisComplete: z.boolean({ message: m.onlySixBisComplete }).default(false),
    },
    { message: savedSearchMessages.filters },
  )
  .strict(savedSearchMessages.filters)
  .refine((f) => f.amountMin === undefined || f.amountMax === undefined || f.amountMin <= f.amountMax, { message: m.amountRange, path: ['amountMax'] })
  .refine((f) => f.yearMin === undefined || f.yearMax === undefined || f.yearMin <= f.yearMax, { message: m.yearRange, path: ['yearMax'] });
export type SavedSearchFilters = z.output<typeof savedSearchFiltersSchema>;

/**
 * Control characters (C0, DEL, C1: line breaks that would split a mail's subject or a log line)
 * and bidirectional overrides (which make a name read differently from what it holds) are
 * removed before the name is trimmed and measured.
 */
// eslint-disable-next-line no-control-regex -- removing control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
export const withoutControlCharacters = (text: string): string => text.replace(CONTROL_CHARACTERS, '');

const name = () =>
  z
    .string({ message: savedSearchMessages.name })
    .transform(withoutControlCharacters)
    .pipe(z.string().trim().min(1, savedSearchMessages.name).max(60, savedSearchMessages.name));
const mail = () => z.enum(savedSearchMailModes, { message: savedSearchMessages.mail });

/** `POST /api/saved-searches` (buyers): 201 with the saved search. */
export const createSavedSearchSchema = z.object({ name: name(), filters: savedSearchFiltersSchema, mail: mail().default('immediate') });
export type CreateSavedSearchRequest = z.input<typeof createSavedSearchSchema>;

/** `PATCH /api/saved-searches/:id`: rename and/or change the mail mode; at least one field. */
export const updateSavedSearchSchema = z
  .object({ name: name().optional(), mail: mail().optional() })
  .refine((u) => u.name !== undefined || u.mail !== undefined, { message: savedSearchMessages.name });
export type UpdateSavedSearchRequest = z.input<typeof updateSavedSearchSchema>;

export const savedSearchSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  filters: savedSearchFiltersSchema,
  mail: mail(),
  createdAt: z.string(),
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;

/** `GET /api/saved-searches`: the caller's searches, oldest first. */
export const savedSearchListSchema = z.object({ items: z.array(savedSearchSchema) });
export type SavedSearchList = z.infer<typeof savedSearchListSchema>;

/**
 * `POST /api/saved-searches/unsubscribe?token=…` (public, RFC 8058 one-click: the body is
 * `List-Unsubscribe=One-Click` or empty): sets that one search's mail to 'off'. Answers the
 * search's name; an unknown token is 404 `unsubscribeInvalid`. Repeating it answers the same.
 */
export const unsubscribeSavedSearchQuerySchema = z.object({
  token: z.string({ message: savedSearchMessages.unsubscribeInvalid }).regex(/^[A-Za-z0-9_-]{20,100}$/, savedSearchMessages.unsubscribeInvalid),
});
export const unsubscribeSavedSearchResponseSchema = z.object({ name: z.string(), message: z.string() });
export type UnsubscribeSavedSearchResponse = z.infer<typeof unsubscribeSavedSearchResponseSchema>;
