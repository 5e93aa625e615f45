import { validationError } from '../shared/domain-error';
import { creditMessages as m } from './credit.messages';
import type { BuyableBy } from './transfer-chain';

/** What a buyer declares it is; a qualified kind counts only once an admin verified it. */
export const buyerKinds = ['impresa', 'banca', 'intermediario', 'gruppo_bancario', 'assicurazione', 'pa'] as const;
export type BuyerKind = (typeof buyerKinds)[number];

export const buyerKindLabels: Readonly<Record<BuyerKind, string>> = {
  impresa: 'Impresa',
  banca: 'Banca',
  intermediario: 'Intermediario finanziario (art. 106 TUB)',
  gruppo_bancario: 'Società del gruppo bancario',
  assicurazione: 'Assicurazione',
  pa: 'Pubblica amministrazione',
};

/** The public register each qualified kind is enrolled in, with the shape of its number. */
export const buyerRegisters: Readonly<Partial<Record<BuyerKind, { name: string; pattern: RegExp }>>> = {
  banca: { name: 'codice ABI, 5 cifre', pattern: /^\d{5}$/ },
  intermediario: { name: 'albo ex art. 106 TUB', pattern: /^\d{1,6}$/ },
  gruppo_bancario: { name: 'albo dei gruppi bancari', pattern: /^\d{1,6}(\.\d{1,2})?$/ },
  assicurazione: { name: 'albo IVASS', pattern: /^[A-Z]?\d{1,6}$/ },
};

export const qualifiedBuyerKinds: readonly BuyerKind[] = ['banca', 'intermediario', 'gruppo_bancario', 'assicurazione'];

export const isBuyerKind = (value: unknown): value is BuyerKind => (buyerKinds as readonly unknown[]).includes(value);

/** A buyer's standing: its declared kind and whether an admin verified it. Undeclared reads as an unverified impresa. */
export type BuyerQualification = { kind: BuyerKind; registerNumber: string | null; verified: boolean };

export const undeclaredBuyer = (): BuyerQualification => ({ kind: 'impresa', registerNumber: null, verified: false });

/** The declared kind with its register number in canonical form (trimmed, upper case); none where no register applies. */
export const checkedBuyerDeclaration = (kind: BuyerKind, registerNumber: string | null | undefined) => {
  if (!isBuyerKind(kind)) throw validationError(m.buyerKindInvalid);
  const register = buyerRegisters[kind];
  if (!register) return { kind, registerNumber: null };
  const number = registerNumber?.trim().toUpperCase() || null;
  if (number === null) throw validationError(m.registerNumberRequired(register.name));
  if (!register.pattern.test(number)) throw validationError(m.registerNumberInvalid(register.name));
  return { kind, registerNumber: number };
};

export type PurchaseEligibility = { canBuy: true; cannotBuyReason: null } | { canBuy: false; cannotBuyReason: string };

const allowed: PurchaseEligibility = { canBuy: true, cannotBuyReason: null };
const refused = (cannotBuyReason: string): PurchaseEligibility => ({ canBuy: false, cannotBuyReason });

/**
 * Whether this buyer may buy a credit that `buyableBy` allows, and if not, why, in Italian.
 * Public administrations buy nothing; a qualified kind counts once verified; a bank's last
 * transfer goes to its business customers, which every company on the marketplace is.
 * The law asks for a current account with that bank or its parent, declared per deal: the
 * per-rata rule that checks it is `rataPurchaseEligibility` (rata-category.ts).
 */
export const purchaseEligibility = (buyable: BuyableBy, buyer: BuyerQualification): PurchaseEligibility => {
  if (buyer.kind === 'pa') return refused(m.publicAdministration);
  switch (buyable) {
    case 'chiunque':
      return allowed;
    case 'nessuno':
      return refused(m.nobodyMayBuy);
    case 'correntisti':
      return buyer.kind === 'impresa' ? allowed : refused(m.onlyAccountHolders);
    case 'qualificati':
      if (!qualifiedBuyerKinds.includes(buyer.kind)) return refused(m.onlyQualified);
      return buyer.verified ? allowed : refused(m.notYetVerified(buyerKindLabels[buyer.kind]));
  }
};

/** The `buyableBy` values a buyer may buy: what 'Solo crediti che posso acquistare' filters on. */
export const buyableValuesFor = (buyer: BuyerQualification): BuyableBy[] =>
  (['chiunque', 'qualificati', 'correntisti', 'nessuno'] as const).filter((value) => purchaseEligibility(value, buyer).canBuy);
