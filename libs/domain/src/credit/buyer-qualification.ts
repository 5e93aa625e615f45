import { validationError } from '../shared/domain-error';
import { creditMessages as m } from './credit.messages';

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
