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

/** Banca d'Italia's public search of its registers ('Albi ed elenchi di vigilanza'). */
const bancaItaliaRegisters = 'https://www.bancaditalia.it/compiti/vigilanza/albi-elenchi/';

/**
 * The public register each qualified kind is enrolled in (issue 46: the admin checks it there before
 * verifying): the number's name and shape, the register's name and where the public consults it.
 * Banks: art. 13 TUB (D.Lgs. 385/1993); financial intermediaries: art. 106 TUB; banking groups:
 * art. 64 TUB; insurers: art. 14 D.Lgs. 209/2005 (Codice delle assicurazioni private).
 */
export const buyerRegisters: Readonly<Partial<Record<BuyerKind, { name: string; pattern: RegExp; register: string; url: string }>>> = {
  banca: { name: 'codice ABI, 5 cifre', pattern: /^\d{5}$/, register: "albo delle banche della Banca d'Italia", url: bancaItaliaRegisters },
  intermediario: {
    name: 'albo ex art. 106 TUB',
    pattern: /^\d{1,6}$/,
    register: "albo degli intermediari finanziari della Banca d'Italia",
    url: bancaItaliaRegisters,
  },
  gruppo_bancario: {
    name: 'albo dei gruppi bancari',
    pattern: /^\d{1,6}(\.\d{1,2})?$/,
    register: "albo dei gruppi bancari della Banca d'Italia",
    url: bancaItaliaRegisters,
  },
  assicurazione: { name: 'albo IVASS', pattern: /^[A-Z]?\d{1,6}$/, register: "albo delle imprese di assicurazione dell'IVASS", url: 'https://www.ivass.it/' },
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
