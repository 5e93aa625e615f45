import type { AccountDocumentResponse, UserResponse } from '@pratiche/contracts';
import {
  accountDocumentKindLabels,
  balanceSheetYearRange,
  identityDocumentExpired,
  tradingAccountCompleteness,
  type TradingAccountCompleteness,
} from '@pratiche/domain';

export type TradingDocumentLine = AccountDocumentResponse & { title: string; expired: boolean };

export type TradingDocumentsView = {
  completeness: TradingAccountCompleteness;
  /** The identity document first, then the balance sheets newest first, as the API lists them. */
  lines: TradingDocumentLine[];
  /** The years a balance sheet may be uploaded for now, newest first. */
  balanceSheetYears: number[];
};

/** A document's short title: 'Bilancio 2025', "Documento d'identità". */
export const tradingDocumentTitle = (d: Pick<AccountDocumentResponse, 'kind' | 'year'>): string =>
  d.kind === 'bilancio' ? `Bilancio ${d.year}` : "Documento d'identità";

/**
 * Issue 46: what the profile's 'Dati per le cessioni' card and the admin users tab show of an
 * account's documents for trading at `now` (the domain's completeness rule, D.Lgs. 231/2007 art.
 * 18-19 and the banks' onboarding list): an expired identity document reads 'Scaduto'.
 */
export const tradingDocumentsView = (user: Pick<UserResponse, 'tradingProfile' | 'tradingDocuments'>, now: string): TradingDocumentsView => {
  const { from, to } = balanceSheetYearRange(now);
  return {
    completeness: tradingAccountCompleteness(user, now),
    lines: user.tradingDocuments.map((d) => ({
      ...d,
      title: tradingDocumentTitle(d),
      expired: d.kind === 'documento_identita' && d.expiresOn !== null && identityDocumentExpired(d.expiresOn, now),
    })),
    balanceSheetYears: Array.from({ length: to - from + 1 }, (_, i) => to - i),
  };
};

export const tradingDocumentKindOptions = (Object.keys(accountDocumentKindLabels) as (keyof typeof accountDocumentKindLabels)[]).map((value) => ({
  value,
  label: accountDocumentKindLabels[value],
}));
