import type { BuyerQualificationResponse } from '@pratiche/contracts';
import { buyerKindLabels, buyerRegisters, creditMessages, qualifiedBuyerKinds, type BuyerKind } from '@pratiche/domain';
import { formatDate } from '../../lib/format';

/** Issue 27: how the buyer's declared kind reads on the profile and in the admin's users tab. */

export const isQualifiedKind = (kind: BuyerKind): boolean => qualifiedBuyerKinds.includes(kind);

/** The register's field label, 'Numero di iscrizione (codice ABI, 5 cifre)'; null for kinds without a register. */
export function registerLabel(kind: BuyerKind): string | null {
  const register = buyerRegisters[kind];
  return register ? `Numero di iscrizione (${register.name})` : null;
}

export type QualificationStatus = { tone: 'success' | 'warning' | 'error' | 'info'; text: string };

/** 'Verificata il … da amministratore', 'In attesa di verifica', or that a PA cannot buy; nothing to say for an impresa. */
export function qualificationStatus(q: BuyerQualificationResponse): QualificationStatus | null {
  if (q.kind === 'pa') return { tone: 'error', text: creditMessages.publicAdministration };
  if (!isQualifiedKind(q.kind)) return null;
  if (q.verified)
    return { tone: 'success', text: q.verifiedAt ? `Verificata il ${formatDate(q.verifiedAt)} da amministratore` : 'Verificata da amministratore' };
  return { tone: 'warning', text: 'In attesa di verifica' };
}

/** Short kind names for the admin's narrow column; the full name goes in the tag's title. */
const shortKindLabels: Readonly<Record<BuyerKind, string>> = {
  impresa: 'Impresa',
  banca: 'Banca',
  intermediario: 'Intermediario 106',
  gruppo_bancario: 'Gruppo bancario',
  assicurazione: 'Assicurazione',
  pa: 'PA',
};

/** The admin's tag: the kind, and for a qualified kind whether it is verified. */
export function qualificationTag(q: BuyerQualificationResponse): { label: string; title: string; color: string } {
  const label = shortKindLabels[q.kind];
  const title = [buyerKindLabels[q.kind], q.registerNumber && `n. ${q.registerNumber}`].filter(Boolean).join(', ');
  if (q.kind === 'pa') return { label, title, color: 'red' };
  if (!isQualifiedKind(q.kind)) return { label, title, color: 'default' };
  return q.verified ? { label: `${label} · verificata`, title, color: 'green' } : { label: `${label} · da verificare`, title, color: 'gold' };
}

/** Only a qualified kind not yet verified offers 'Verifica qualifica'. */
export const canVerifyQualification = (q: BuyerQualificationResponse): boolean => isQualifiedKind(q.kind) && !q.verified;
