import type { MarketplacePractice } from '@pratiche/contracts';
import { errorMessage } from '../../lib/api-client';

/** Spec 2: the warning shown before any purchase. */
export const irreversibilityWarning = "L'accesso acquistato è irreversibile e i crediti spesi non sono rimborsabili.";

/** Spec 2: the buy button reads 'Account non attivo' for accounts that are not active. */
export function buyButtonLabel(active: boolean, label: string): string {
  return active ? label : 'Account non attivo';
}

/** Spec 8 "Purchases": the failure toasts, with the server's message when there is one. */
export function purchaseFailureToast(kind: 'base' | 'exclusive', error: unknown): { title: string; description: string } {
  return {
    title: kind === 'base' ? 'Acquisto fallito' : 'Acquisto esclusività fallito',
    description: errorMessage(error, 'Acquisto dati fallito'),
  };
}

/** Spec 8 "Purchases": the success toasts ('Esclusività acquistata' with the hours). */
export function purchaseSuccessToast(kind: 'base' | 'exclusive', hours?: number): { title: string; description?: string } {
  return kind === 'base' ? { title: 'Accesso acquistato' } : { title: 'Esclusività acquistata', description: `Esclusività acquistata per ${hours} ore` };
}

/** The rate another buyer's exclusivity does not hold (issue 45): what an exclusivity may still hold. */
export function freeRate(practice: Pick<MarketplacePractice, 'rate'>) {
  return practice.rate.filter((rata) => rata.status === 'disponibile');
}

/**
 * What the detail dialog offers: base access until bought, an exclusivity unless the caller holds
 * one; both while something is free. A practice in trattativa may still have rate no exclusivity
 * holds (issue 45); a credit without rate is held whole.
 */
export function purchaseOptions(practice: MarketplacePractice) {
  const somethingFree = practice.saleStatus === 'disponibile' || (practice.saleStatus === 'in_trattativa' && freeRate(practice).length > 0);
  return {
    base: somethingFree && practice.accessType === null,
    exclusive: somethingFree && !practice.isExclusiveHolder,
  };
}

/** Spec 6: the zip is hidden while the practice is in_trattativa and the caller's access is not the running exclusivity. */
export function canDownloadZip(practice: Pick<MarketplacePractice, 'saleStatus' | 'isExclusiveHolder'>): boolean {
  return practice.saleStatus !== 'in_trattativa' || practice.isExclusiveHolder;
}
