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

/** What the detail dialog offers: base access until bought, exclusivity while nobody else holds one. */
export function purchaseOptions(practice: MarketplacePractice) {
  const open = practice.saleStatus === 'disponibile' || (practice.saleStatus === 'in_trattativa' && practice.isExclusiveHolder);
  return {
    base: practice.saleStatus === 'disponibile' && practice.accessType === null,
    exclusive: open && !practice.isExclusiveHolder,
  };
}

/** Spec 6: the zip is hidden while the practice is in_trattativa and the caller's access is not the running exclusivity. */
export function canDownloadZip(practice: Pick<MarketplacePractice, 'saleStatus' | 'isExclusiveHolder'>): boolean {
  return practice.saleStatus !== 'in_trattativa' || practice.isExclusiveHolder;
}
