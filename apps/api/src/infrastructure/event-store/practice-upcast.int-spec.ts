import { randomUUID } from 'node:crypto';
import { apiRoutes, type PracticeResponse } from '@pratiche/contracts';
import { allProjections } from '../../app.projections';
import { signInAsAdmin } from '../../testing/accounts';
import { createSeller, reviewPractice } from '../../testing/practices';
import { useTestApp, type TestApp } from '../../testing/test-app';
import { rebuildProjections } from '../projections/projection-runner';
import { verifyProjections } from '../projections/verify-projections';

const year = new Date().getFullYear();
const unstarted = { freeTransferUsed: false, qualifiedTransfers: 0, holder: 'beneficiario' };

/** A practice event as recorded before issue 27: no rate, transferChain nor scheduleDeclared. */
type OldEvent = { type: string; data: Record<string, unknown> };

const nextPracticeId = async (t: TestApp) => (await t.database.query<{ id: number }>("SELECT nextval('practice_id_seq')::int AS id")).rows[0]!.id;

/** Straight into the events table, as an older release wrote them, bypassing today's deciders. */
const writeOldStream = async (t: TestApp, practiceId: number, actorId: number, events: OldEvent[]) => {
  for (const [index, event] of events.entries()) {
    await t.database.query(`INSERT INTO events (stream_id, stream_version, event_id, type, data, metadata) VALUES ($1, $2, $3, $4, $5::jsonb, $6::jsonb)`, [
      `practice-${practiceId}`,
      index + 1,
      randomUUID(),
      event.type,
      JSON.stringify(event.data),
      JSON.stringify({ actorId, correlationId: randomUUID() }),
    ]);
  }
};

const oldSubmitted = (practiceId: number, userId: number, details: Record<string, unknown>): OldEvent => ({
  type: 'PracticeSubmitted',
  data: {
    practiceId,
    by: userId,
    at: new Date().toISOString(),
    userId,
    type: 'SUPERBONUS_110',
    year,
    amount: 80_000,
    discount: 15,
    isTraceable: true,
    tributeCode: '7701',
    numSites: 2,
    documents: { societari: [], fiscali: [] },
    ...details,
  },
});

/**
 * Issue 27: practices recorded before schedules and chains read with the default terms (the
 * domain's upcaster, on every read of the log), so the deciders accept commands on them and a
 * rebuild equals the live read models.
 */
describe('practice events of the old shape are upcast', () => {
  const t = useTestApp();
  let sellerAgent: Awaited<ReturnType<typeof createSeller>>['agent'];
  const ids = { submitted: 0, resubmitted: 0, iva: 0 };

  beforeAll(async () => {
    const seller = await createSeller(t);
    sellerAgent = seller.agent;
    const sellerId = seller.user.id;
    const adminId = (await t.database.query<{ id: number }>('SELECT min(id)::int AS id FROM users_view WHERE is_admin')).rows[0]!.id;
    ids.submitted = await nextPracticeId(t);
    ids.resubmitted = await nextPracticeId(t);
    ids.iva = await nextPracticeId(t);
    await writeOldStream(t, ids.submitted, sellerId, [oldSubmitted(ids.submitted, sellerId, {})]);
    const stamp = { practiceId: ids.resubmitted, at: new Date().toISOString() };
    await writeOldStream(t, ids.resubmitted, sellerId, [
      oldSubmitted(ids.resubmitted, sellerId, {}),
      { type: 'IntegrationRequested', data: { ...stamp, by: adminId, comment: 'Manca la visura' } },
      {
        type: 'PracticeResubmitted',
        data: {
          ...stamp,
          by: sellerId,
          type: 'SISMA_BONUS',
          year: year + 1,
          amount: 50_000,
          discount: 10,
          isTraceable: true,
          tributeCode: '7703',
          numSites: 1,
        },
      },
    ]);
    await writeOldStream(t, ids.iva, sellerId, [oldSubmitted(ids.iva, sellerId, { type: 'CREDITO_IVA', tributeCode: null })]);
    // What a release with the new read model does at start: rebuild it from the log.
    await rebuildProjections(t.database, allProjections);
  });

  const read = async (id: number) => (await sellerAgent.get(apiRoutes.practice(id)).expect(200)).body as PracticeResponse;

  it("a PracticeSubmitted without terms reads as one rata in its year and an unstarted chain, buyable by 'chiunque'", async () => {
    expect(await read(ids.submitted)).toMatchObject({
      rate: [{ year, amount: 80_000, code: null, status: 'disponibile', usableUntil: `${year}-12-31` }],
      transferChain: unstarted,
      buyableBy: 'chiunque',
      pricePer100: 85,
      availableFaceValue: 80_000,
    });
  });

  it('a PracticeResubmitted without terms: one rata of the edited amount in the edited year; a Credito IVA: no rate', async () => {
    expect(await read(ids.resubmitted)).toMatchObject({
      status: 'pending',
      rate: [{ year: year + 1, amount: 50_000, code: null, status: 'disponibile' }],
      transferChain: unstarted,
      buyableBy: 'chiunque',
    });
    expect(await read(ids.iva)).toMatchObject({ rate: [], buyableBy: 'chiunque', availableFaceValue: 80_000 });
  });

  it('the decider accepts commands on them: the admin approves, the seller marks one sold', async () => {
    expect((await reviewPractice(t, ids.submitted, 'approved')).status).toBe('approved');
    expect((await reviewPractice(t, ids.resubmitted, 'approved')).status).toBe('approved');
    await sellerAgent.patch(apiRoutes.practiceSaleStatus(ids.submitted)).send({ saleStatus: 'ceduta' }).expect(200);
    const admin = await signInAsAdmin(t);
    expect((await admin.get(apiRoutes.practice(ids.submitted)).expect(200)).body.rate[0].status).toBe('ceduta');
  });

  it('projections:verify finds the live read models equal to a rebuild of the log', async () => {
    expect(await verifyProjections(t.database, allProjections)).toEqual([]);
  });

  it('the stored events keep their old shape: only reads upcast', async () => {
    const { rows } = await t.database.query<{ data: Record<string, unknown> }>(`SELECT data FROM events WHERE stream_id = $1 ORDER BY stream_version`, [
      `practice-${ids.submitted}`,
    ]);
    expect(rows[0]!.data).not.toHaveProperty('rate');
  });
});
