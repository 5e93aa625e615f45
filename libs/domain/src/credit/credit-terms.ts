import type { CreditType } from '../shared/catalogue';
import { conflict, validationError } from '../shared/domain-error';
import type { BuyerKind } from './buyer-qualification';
import { defaultSchedule, hasSchedule, scheduleHasAllCodes, withRataFacts, type PracticeRata, type Rata } from './credit-schedule';
import { creditMessages as m } from './credit.messages';
import { checkedDeclaredSchedule } from './declared-schedule';
import { categoryFromChain } from './rata-category';
import { buyableBy, checkedTransferChain, unstartedChain, type DeclaredTransferChain, type TransferChain } from './transfer-chain';

/**
 * What issue 27 adds to a practice: its schedule of rate and its transfer chain.
 * `scheduleDeclared` is false for a schedule the seller did not give (the spec's call without
 * one, and practices recorded before schedules existed): a single rata in the practice's year.
 * Each rata carries the Piattaforma's facts (`PracticeRata`), its category read from the chain.
 */
export type CreditTerms = { rate: PracticeRata[]; transferChain: TransferChain; scheduleDeclared: boolean };

/**
 * The terms as sent: each part optional, as the spec's calls send neither. `capogruppoKind` is
 * the declared kind of the account the sent chain names as capogruppo, looked up by the caller
 * (null: no such account).
 */
export type IncomingCreditTerms = { rate?: Rata[] | null; transferChain?: DeclaredTransferChain | null; capogruppoKind?: BuyerKind | null };

type Facts = { type: CreditType; year: number; amount: number };

/**
 * A capogruppo the seller names is another account, and a bank's: "la banca capogruppo" (art. 121
 * c. 1 DL 34/2020 as amended by art. 14 DL 50/2022 conv.) whose correntisti may then buy. Checked
 * when a chain naming one is sent; a kept chain was checked when it was sent.
 */
const requireBankCapogruppo = (chain: TransferChain, sellerId: number, incoming: IncomingCreditTerms) => {
  if (chain.capogruppo === undefined || !incoming.transferChain) return;
  if (chain.capogruppo === sellerId) throw validationError(m.capogruppoSelf);
  if (incoming.capogruppoKind !== 'banca') throw validationError(m.capogruppoNotBank);
};

/** Terms of a practice recorded without any: one rata in its year, an unstarted chain. */
export const defaultCreditTerms = ({ type, year, amount }: Facts): CreditTerms => ({
  rate: withRataFacts(defaultSchedule(type, year, amount), categoryFromChain(unstartedChain())),
  transferChain: unstartedChain(),
  scheduleDeclared: false,
});

/**
 * The terms of a submit or an edit. A part not sent keeps what the practice had (`previous`), or
 * the default; a default schedule follows the practice's year and amount, a declared one must
 * still add up to them. Credito IVA keeps no rate and an unstarted chain: its deed rules apply.
 */
export const checkedCreditTerms = (facts: Facts & { sellerId: number; at: string }, incoming: IncomingCreditTerms, previous?: CreditTerms): CreditTerms => {
  const { type, year, amount } = facts;
  // A declared schedule is kept only where the (possibly edited) type has rate at all.
  const kept = previous?.scheduleDeclared && hasSchedule(type) ? previous.rate : null;
  const declared = incoming.rate ?? kept;
  // The default is valid by construction, also for an amount of 0, which the spec accepts.
  const rate = declared ? checkedDeclaredSchedule(type, year, amount, declared, facts.at) : defaultSchedule(type, year, amount);
  const chain = type === 'CREDITO_IVA' ? unstartedChain() : (incoming.transferChain ?? previous?.transferChain ?? unstartedChain());
  const transferChain = checkedTransferChain(chain);
  requireBankCapogruppo(transferChain, facts.sellerId, incoming);
  return {
    rate: withRataFacts(rate, categoryFromChain(transferChain)),
    transferChain,
    scheduleDeclared: declared !== null && hasSchedule(type),
  };
};

/** Approval needs someone able to buy and, for a declared schedule, every rata's identifying code. */
export const requireApprovable = (type: CreditType, terms: CreditTerms) => {
  if (buyableBy(type, terms.transferChain) === 'nessuno') throw conflict(m.approvalNobodyMayBuy);
  if (terms.scheduleDeclared && !scheduleHasAllCodes(terms.rate)) throw conflict(m.approvalNeedsCodes);
};
