import type { SavedSearchFilters } from '@pratiche/contracts';
import { buyableByLabels, type BuyableBy, type CreditType } from '@pratiche/domain';
import { formatEuro } from '../../lib/format';
import { creditTypeLabel, discountBuckets, noFilters, type MarketplaceFilters } from './marketplace-list';

/** Issue 31: the page of the buyer's saved searches (here, not beside the form's zod rules, so /marketplace links to it without loading zod). */
export const savedSearchesPath = '/marketplace/ricerche';

/**
 * Issue 31: the marketplace's filters as a saved search keeps them: only what is set (no page,
 * sort or tab), the two switches always, so opening the search again shows the same list.
 */
export function toSavedSearchFilters(filters: MarketplaceFilters): SavedSearchFilters {
  const saved: SavedSearchFilters = { onlyBuyable: filters.onlyBuyable, onlySixBisComplete: filters.onlySixBisComplete };
  const search = filters.search.trim();
  if (search) saved.search = search;
  if (filters.type) saved.type = filters.type as CreditType;
  if (filters.discountBucket !== null) saved.discountBucket = filters.discountBucket;
  if (isAmount(filters.amountMin)) saved.amountMin = filters.amountMin;
  if (isAmount(filters.amountMax)) saved.amountMax = filters.amountMax;
  if (filters.yearMin !== null) saved.yearMin = filters.yearMin;
  if (filters.yearMax !== null) saved.yearMax = filters.yearMax;
  if (filters.tributeCode) saved.tributeCode = filters.tributeCode;
  if (filters.buyableBy) saved.buyableBy = filters.buyableBy as BuyableBy;
  return saved;
}

// An emptied amount field may hand over '' instead of null (see filters-bar.tsx).
const isAmount = (value: number | null): value is number => typeof value === 'number' && Number.isFinite(value);

/** A saved search's filters back on the marketplace; what it does not set is 'any' (the switches as saved). */
export function fromSavedSearchFilters(saved: SavedSearchFilters): MarketplaceFilters {
  return {
    ...noFilters,
    search: saved.search ?? '',
    type: saved.type ?? null,
    discountBucket: saved.discountBucket ?? null,
    amountMin: saved.amountMin ?? null,
    amountMax: saved.amountMax ?? null,
    yearMin: saved.yearMin ?? null,
    yearMax: saved.yearMax ?? null,
    tributeCode: saved.tributeCode ?? null,
    buyableBy: saved.buyableBy ?? null,
    onlyBuyable: saved.onlyBuyable ?? false,
    onlySixBisComplete: saved.onlySixBisComplete ?? false,
  };
}

const wholeEuro = (amount: number) => formatEuro(amount, 0);

/** 'da 10.000 € a 50.000 €', 'da 2025', 'fino al 2027': an inclusive range with either end open. */
function range(min: number | undefined, max: number | undefined, show: (value: number) => string, upTo: string): string | null {
  if (min !== undefined && max !== undefined) return min === max ? show(min) : `da ${show(min)} a ${show(max)}`;
  if (min !== undefined) return `da ${show(min)}`;
  if (max !== undefined) return `${upTo} ${show(max)}`;
  return null;
}

/**
 * What a saved search lists, in the marketplace's own words, one part per filter:
 * ['Superbonus 110%', 'Sconto 10-20%', 'Importo da 10.000 € a 50.000 €', …]. No filter: 'Tutte le pratiche'.
 */
export function savedSearchSummaryParts(saved: SavedSearchFilters): string[] {
  const parts: string[] = [];
  if (saved.search) parts.push(`Testo «${saved.search}»`);
  if (saved.type) parts.push(creditTypeLabel(saved.type));
  if (saved.tributeCode) parts.push(`Codice tributo ${saved.tributeCode}`);
  if (saved.discountBucket !== undefined) parts.push(`Sconto ${discountBuckets[saved.discountBucket]?.label ?? saved.discountBucket}`);
  const amount = range(saved.amountMin, saved.amountMax, wholeEuro, 'fino a');
  if (amount) parts.push(`Importo ${amount}`);
  const years = range(saved.yearMin, saved.yearMax, String, 'fino al');
  if (years) parts.push(`Annualità ${years}`);
  if (saved.buyableBy) parts.push(`Acquistabile da: ${buyableByLabels[saved.buyableBy]}`);
  if (saved.onlyBuyable) parts.push('Solo crediti che posso acquistare');
  if (saved.onlySixBisComplete) parts.push('Solo documentazione 6-bis completa');
  return parts.length > 0 ? parts : ['Tutte le pratiche'];
}

/** The summary as one line ('Superbonus 110% · Sconto 10-20%'). */
export const savedSearchSummary = (saved: SavedSearchFilters): string => savedSearchSummaryParts(saved).join(' · ');

/**
 * 'Apri' on the saved searches page: the marketplace keeps its filters in its own state, so they
 * travel in the navigation's history state (a reload or 'Indietro' keeps them; the URL stays /marketplace).
 */
export const openSavedSearchState = (saved: SavedSearchFilters) => ({ savedSearchFilters: fromSavedSearchFilters(saved) });

/** The marketplace's first filters: those of an opened saved search, else the defaults. */
export function initialMarketplaceFilters(historyState: unknown): MarketplaceFilters {
  const carried = (historyState as { savedSearchFilters?: unknown } | null)?.savedSearchFilters;
  if (typeof carried !== 'object' || carried === null) return noFilters;
  return { ...noFilters, ...(carried as Partial<MarketplaceFilters>) };
}
