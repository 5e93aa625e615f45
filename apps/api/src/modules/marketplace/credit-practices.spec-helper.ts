import { randomUUID } from 'node:crypto';
import { apiRoutes, type BuyerKindRequest } from '@pratiche/contracts';
import { practiceStreamId, type CreditType, type Rata, type TransferChain } from '@pratiche/domain';
import { systemContext } from '../../infrastructure/command-handling/request-context';
import { EVENT_STORE } from '../../infrastructure/database/database.tokens';
import type { PostgresEventStore } from '../../infrastructure/event-store/postgres-event-store';
import { signInAsAdmin } from '../../testing/accounts';
import type { FastUser } from '../../testing/marketplace';
import type { TestApp } from '../../testing/test-app';

/** Chains whose next buyer is each `buyableBy` value (the domain's `buyableBy`). */
export const chains = {
  chiunque: { freeTransferUsed: false, qualifiedTransfers: 0, holder: 'beneficiario' },
  qualificati: { freeTransferUsed: true, qualifiedTransfers: 1, holder: 'banca' },
  correntisti: { freeTransferUsed: true, qualifiedTransfers: 3, holder: 'banca' },
} satisfies Record<string, TransferChain>;

export type CreditPracticeTerms = {
  type?: CreditType;
  year: number;
  amount: number;
  discount?: number;
  tributeCode?: string;
  rate: Rata[];
  transferChain?: TransferChain;
};

/**
 * An approved practice with a declared schedule and chain, written as the seller's submission
 * and an admin's approval (as `createApprovedPractice` writes one without terms), so any year
 * and any chain go: the marketplace's reads and purchases are what the tests exercise.
 */
export const createCreditPractice = async (t: TestApp, sellerId: number, terms: CreditPracticeTerms, at = new Date()): Promise<number> => {
  const { rows } = await t.database.query<{ id: number }>("SELECT nextval('practice_id_seq')::int AS id");
  const practiceId = rows[0]!.id;
  const stamp = { practiceId, by: sellerId, at: at.toISOString() };
  const submitted = {
    ...stamp,
    userId: sellerId,
    type: terms.type ?? 'SUPERBONUS_110',
    year: terms.year,
    amount: terms.amount,
    discount: terms.discount ?? 10,
    isTraceable: true,
    tributeCode: terms.tributeCode ?? '7701',
    numSites: 1,
    documents: { societari: [], fiscali: [] },
    rate: terms.rate,
    transferChain: terms.transferChain ?? chains.chiunque,
    scheduleDeclared: terms.rate.length > 0,
  };
  const metadata = { ...systemContext(), correlationId: randomUUID() };
  await t.app.get<PostgresEventStore>(EVENT_STORE).append([
    {
      streamId: practiceStreamId(practiceId),
      expectedVersion: 'any',
      events: [
        { eventId: randomUUID(), type: 'PracticeSubmitted', data: submitted, metadata },
        { eventId: randomUUID(), type: 'PracticeApproved', data: { ...stamp, by: 1, comment: null }, metadata },
      ],
    },
  ]);
  return practiceId;
};

/** Rate of `count` equal years from `year`, each with its code. */
export const yearlyRate = (year: number, amount: number, count: number, codePrefix = 'RATA'): Rata[] =>
  Array.from({ length: count }, (_, i) => ({ year: year + i, amount: amount / count, code: `${codePrefix}${year + i}` }));

/** The buyer declares its kind through `PUT /api/user/buyer-kind`; fails the test on any refusal. */
export const declareKind = async (buyer: FastUser, body: BuyerKindRequest) => {
  const res = await buyer.agent.put(apiRoutes.buyerKind).send(body);
  if (res.status !== 200) throw new Error(`declaration failed: ${res.status} ${JSON.stringify(res.body)}`);
};

/** The first admin verifies the `declared` kind of the user; fails the test on any refusal. */
export const verifyKind = async (t: TestApp, userId: number, declared: BuyerKindRequest) => {
  const admin = await signInAsAdmin(t);
  const res = await admin.post(apiRoutes.adminUserBuyerKindVerify(userId)).send(declared);
  if (res.status !== 200) throw new Error(`verification failed: ${res.status} ${JSON.stringify(res.body)}`);
};
