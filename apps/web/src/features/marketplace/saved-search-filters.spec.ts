import { savedSearchFiltersSchema } from '@pratiche/contracts';
import { noFilters, type MarketplaceFilters } from './marketplace-list';
import {
  fromSavedSearchFilters,
  initialMarketplaceFilters,
  openSavedSearchState,
  savedSearchSummary,
  savedSearchSummaryParts,
  toSavedSearchFilters,
} from './saved-search-filters';

const everything: MarketplaceFilters = {
  search: '  7701 ',
  type: 'SUPERBONUS_110',
  discountBucket: 1,
  amountMin: 10_000,
  amountMax: 50_000,
  yearMin: 2025,
  yearMax: 2027,
  tributeCode: '7701',
  onlyBuyable: true,
  buyableBy: 'chiunque',
  onlySixBisComplete: true,
};

describe('saved search filters (issue 31)', () => {
  it('keeps only the filters that are set, with both switches, and the contract accepts them', () => {
    const saved = toSavedSearchFilters(noFilters);
    expect(saved).toEqual({ onlyBuyable: true, onlySixBisComplete: false });
    expect(savedSearchFiltersSchema.parse(saved)).toEqual(saved);
  });

  it('saves every filter of the marketplace, the search trimmed, and nothing of page, sort or tab', () => {
    const saved = toSavedSearchFilters(everything);
    expect(saved).toEqual({ ...everything, search: '7701' });
    expect(savedSearchFiltersSchema.parse(saved)).toEqual(saved);
  });

  it("an emptied amount field ('' from the input) is no bound", () => {
    const saved = toSavedSearchFilters({ ...noFilters, amountMin: '' as unknown as number, amountMax: null });
    expect(saved).not.toHaveProperty('amountMin');
    expect(saved).not.toHaveProperty('amountMax');
  });

  it('a discount bucket of 0 (0-10 %) is a filter, not "any"', () => {
    expect(toSavedSearchFilters({ ...noFilters, discountBucket: 0 }).discountBucket).toBe(0);
  });

  it('opening a saved search gives back the same marketplace filters (round trip)', () => {
    expect(fromSavedSearchFilters(toSavedSearchFilters(everything))).toEqual({ ...everything, search: '7701' });
    expect(fromSavedSearchFilters(toSavedSearchFilters(noFilters))).toEqual(noFilters);
  });

  it("a saved search without 'Solo crediti che posso acquistare' opens with the switch off, not the page's default on", () => {
    expect(fromSavedSearchFilters({ onlyBuyable: false, onlySixBisComplete: false }).onlyBuyable).toBe(false);
  });

  it("summarises every filter in the marketplace's words", () => {
    expect(savedSearchSummaryParts(toSavedSearchFilters(everything))).toEqual([
      'Testo «7701»',
      'Superbonus 110',
      'Codice tributo 7701',
      'Sconto 10-20%',
      'Importo da 10.000\u00a0€ a 50.000\u00a0€',
      'Annualità da 2025 a 2027',
      'Acquistabile da: Chiunque',
      'Solo crediti che posso acquistare',
      'Solo documentazione 6-bis completa',
    ]);
  });

  it('summarises open-ended and single-value ranges', () => {
    expect(savedSearchSummary({ amountMin: 5000, yearMax: 2026, onlyBuyable: false, onlySixBisComplete: false })).toBe(
      'Importo da 5.000\u00a0€ · Annualità fino al 2026',
    );
    expect(savedSearchSummary({ amountMax: 1_000_000, yearMin: 2025, yearMax: 2025, onlyBuyable: false, onlySixBisComplete: false })).toBe(
      'Importo fino a 1.000.000\u00a0€ · Annualità 2025',
    );
  });

  it("a search without filters reads 'Tutte le pratiche'", () => {
    expect(savedSearchSummary({ onlyBuyable: false, onlySixBisComplete: false })).toBe('Tutte le pratiche');
  });

  it("'Apri' carries the search's filters to the marketplace, which starts from them", () => {
    const state = openSavedSearchState({ type: 'SISMA_BONUS', discountBucket: 2, onlyBuyable: false, onlySixBisComplete: true });
    expect(initialMarketplaceFilters(state)).toEqual({ ...noFilters, type: 'SISMA_BONUS', discountBucket: 2, onlyBuyable: false, onlySixBisComplete: true });
  });

  it('without an opened search (no or foreign history state) the marketplace starts from its defaults', () => {
    expect(initialMarketplaceFilters(null)).toEqual(noFilters);
    expect(initialMarketplaceFilters({ other: 1 })).toEqual(noFilters);
  });
});
