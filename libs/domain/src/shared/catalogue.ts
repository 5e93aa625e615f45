/**
 * The vocabulary every capability shares: the credit types of spec section 3 with their tribute
 * codes (the F24 codes under which the credit is used), and the document categories of a
 * practice. The API validates against these and the web client builds its choices from them, so
 * both always agree.
 */
export const creditTypeKeys = ['SUPERBONUS_110', 'SISMA_BONUS', 'BONUS_FACCIATE', 'BONUS_PATRIMONIO', 'CREDITO_IVA'] as const;

export type CreditType = (typeof creditTypeKeys)[number];

export const creditTypes: Readonly<Record<CreditType, { label: string; tributeCodes: readonly string[] }>> = {
  SUPERBONUS_110: { label: 'Superbonus 110', tributeCodes: ['7701', '7711', '6921', '7718', '7709', '7771', '7719'] },
  SISMA_BONUS: { label: 'Sisma Bonus', tributeCodes: ['7703', '7713', '6923', '7738', '7739', '7772'] },
  BONUS_FACCIATE: { label: 'Bonus Facciate', tributeCodes: ['7705', '7715', '6925'] },
  BONUS_PATRIMONIO: { label: 'Bonus Patrimonio Edilizio', tributeCodes: ['7706', '7716', '6926'] },
  // A VAT credit is not a building bonus: it has no tribute code of this table.
  CREDITO_IVA: { label: 'Credito IVA', tributeCodes: [] },
};

export const isCreditType = (value: string): value is CreditType => (creditTypeKeys as readonly string[]).includes(value);

/** The document categories of a practice (spec section 3: documents.societari, documents.fiscali). */
export const documentCategories = ['societari', 'fiscali'] as const;

export type DocumentCategory = (typeof documentCategories)[number];

/**
 * Sale status of spec section 4. The owner moves a practice to `ceduta`; an exclusivity bought on
 * the marketplace puts it `in_trattativa` until `ExclusivityExpired` returns it to `disponibile`.
 */
export const saleStatuses = ['disponibile', 'in_trattativa', 'ceduta', 'chiusa'] as const;
export type SaleStatus = (typeof saleStatuses)[number];

/** Spec section 4: a practice ceduta or chiusa is off the market for good; nothing more is sold, negotiated or reminded. */
export const closedSaleStatuses = ['ceduta', 'chiusa'] as const satisfies readonly SaleStatus[];

export const saleClosed = (saleStatus: string): boolean => (closedSaleStatuses as readonly string[]).includes(saleStatus);
