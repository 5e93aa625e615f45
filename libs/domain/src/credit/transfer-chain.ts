import type { CreditType } from '../shared/catalogue';
import { validationError } from '../shared/domain-error';
import { creditMessages as m } from './credit.messages';

/**
 * Who holds the credit now (art. 121 DL 34/2020): the beneficiary of the works, the supplier who
 * applied the discount on the invoice (sconto in fattura), or a later transferee.
 */
export const creditHolders = ['beneficiario', 'fornitore', 'banca', 'intermediario', 'assicurazione', 'impresa'] as const;
export type CreditHolder = (typeof creditHolders)[number];

export const creditHolderLabels: Readonly<Record<CreditHolder, string>> = {
  beneficiario: 'Beneficiario della detrazione',
  fornitore: 'Fornitore che ha applicato lo sconto in fattura',
  banca: 'Banca',
  intermediario: 'Intermediario finanziario (art. 106 TUB)',
  assicurazione: 'Assicurazione',
  impresa: 'Impresa',
};

/**
 * The chain the seller declares: whether the first (free) transfer happened, how many transfers
 * to qualified parties followed it (DL 11/2023 allows up to three), and the current holder. A bank
 * holder that belongs to a banking group may name its group's parent bank (`capogruppo`, the
 * parent's account id): the correntisti of the parent may then buy too (art. 121 c. 1 DL 34/2020
 * as amended by art. 14 DL 50/2022 conv., "con la banca stessa, ovvero con la banca capogruppo";
 * rata-eligibility.ts). Absent when not named, as in chains declared before it.
 */
export type TransferChain = { freeTransferUsed: boolean; qualifiedTransfers: number; holder: CreditHolder; capogruppo?: number };

/** The chain as a request sends it: a null capogruppo names none. */
export type DeclaredTransferChain = Omit<TransferChain, 'capogruppo'> & { capogruppo?: number | null };

/** A chain nobody declared: the credit is still with its first holder. */
export const unstartedChain = (): TransferChain => ({ freeTransferUsed: false, qualifiedTransfers: 0, holder: 'beneficiario' });

export const maxQualifiedTransfers = 3;

/** Who may buy the credit next: anyone, only qualified parties, only the holding bank's business customers, nobody. */
export const buyableByValues = ['chiunque', 'qualificati', 'correntisti', 'nessuno'] as const;
export type BuyableBy = (typeof buyableByValues)[number];

export const buyableByLabels: Readonly<Record<BuyableBy, string>> = {
  chiunque: 'Chiunque',
  qualificati: 'Banche, intermediari, gruppi bancari e assicurazioni',
  correntisti: 'Correntisti della banca (imprese)',
  nessuno: 'Nessuno (cessioni esaurite)',
};

const firstHolders: readonly CreditHolder[] = ['beneficiario', 'fornitore'];
const qualifiedHolders: readonly CreditHolder[] = ['banca', 'intermediario', 'assicurazione'];

const isCreditHolder = (value: unknown): value is CreditHolder => (creditHolders as readonly unknown[]).includes(value);

/** A capogruppo only for a bank holder, as an account id; null or absent names none. */
const checkedCapogruppo = (holder: CreditHolder, capogruppo: number | null | undefined): { capogruppo?: number } => {
  if (capogruppo === null || capogruppo === undefined) return {};
  if (holder !== 'banca') throw validationError(m.capogruppoOnlyBank);
  if (!Number.isInteger(capogruppo) || capogruppo <= 0) throw validationError(m.capogruppoInvalid);
  return { capogruppo };
};

/** The declared chain, checked for consistency; returns only its own fields. */
export const checkedTransferChain = (chain: DeclaredTransferChain): TransferChain => {
  const { freeTransferUsed, qualifiedTransfers, holder } = chain;
  if (!isCreditHolder(holder)) throw validationError(m.holderInvalid);
  if (!Number.isInteger(qualifiedTransfers) || qualifiedTransfers < 0 || qualifiedTransfers > maxQualifiedTransfers)
    throw validationError(m.qualifiedTransfersInvalid);
  if (firstHolders.includes(holder)) {
    if (freeTransferUsed || qualifiedTransfers > 0) throw validationError(m.firstHolderWithTransfers);
  } else if (!freeTransferUsed) throw validationError(m.laterHolderWithoutFreeTransfer);
  if (qualifiedTransfers > 0 && !qualifiedHolders.includes(holder)) throw validationError(m.qualifiedHolderRequired);
  return { freeTransferUsed: Boolean(freeTransferUsed), qualifiedTransfers, holder, ...checkedCapogruppo(holder, chain.capogruppo) };
};

/**
 * Who may buy next on the ordinary route, as the listing labels and filters a practice ('Acquistabile
 * da'). The first transfer is free; after it, up to three transfers go only to qualified parties;
 * after the third, only a bank holder may still transfer, to its own correntisti. Credito IVA is
 * not a building bonus: it is transferred by notarial deed, to anyone. Purchases and offers are
 * decided per rata (`creditPurchaseEligibility`, rata-eligibility.ts), where the bank's correntista
 * route is open at any point of the chain (art. 121 c. 1 DL 34/2020 as amended by DL 50/2022 conv.).
 */
export const buyableBy = (type: CreditType, chain: Omit<TransferChain, 'capogruppo'>): BuyableBy => {
  if (type === 'CREDITO_IVA' || !chain.freeTransferUsed) return 'chiunque';
  if (chain.qualifiedTransfers < maxQualifiedTransfers) return 'qualificati';
  return chain.holder === 'banca' ? 'correntisti' : 'nessuno';
};
