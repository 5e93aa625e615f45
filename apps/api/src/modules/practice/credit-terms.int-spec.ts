import { apiRoutes, type PracticeResponse } from '@pratiche/contracts';
import { creditMessages, lastTransferDay, proposeSchedule, type Rata, type TransferChain } from '@pratiche/domain';
import { signInAsAdmin } from '../../testing/accounts';
import { createBankAccount, createFastUser } from '../../testing/marketplace';
import { createSeller, practiceBody, practiceEvents, reviewPractice, submitPractice } from '../../testing/practices';
import { useTestApp, type TestApp } from '../../testing/test-app';
import { declareKind } from '../marketplace/credit-practices.spec-helper';

const year = new Date().getFullYear() + 1;
const unstarted: TransferChain = { freeTransferUsed: false, qualifiedTransfers: 0, holder: 'beneficiario' };
const afterFreeTransfer: TransferChain = { freeTransferUsed: true, qualifiedTransfers: 1, holder: 'banca' };
const exhausted: TransferChain = { freeTransferUsed: true, qualifiedTransfers: 3, holder: 'intermediario' };

/** The form's proposal for 100,000 euro of Superbonus (four equal rate), each with its code. */
const codedSchedule = (): Rata[] => proposeSchedule('SUPERBONUS_110', year, 100_000).map((r, i) => ({ ...r, code: `R${1000 + i}` }));

const eventCount = async (t: TestApp) => (await t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM events')).rows[0]!.n;

describe('credit terms on the practice calls (issue 27: rate, transfer chain, who may buy)', () => {
  const t = useTestApp();

  it("the spec's call without terms: one rata in the practice's year, an unstarted chain, buyable by anyone", async () => {
    const seller = await createSeller(t);
    const practice = await submitPractice(seller.agent, { body: { year, amount: 100_000, discount: 12.5 } });
    expect(practice).toMatchObject({
      rate: [{ year, amount: 100_000, code: null, status: 'disponibile', usableUntil: `${year}-12-31` }],
      transferChain: unstarted,
      buyableBy: 'chiunque',
      pricePer100: 87.5,
      availableFaceValue: 100_000,
      impliedAnnualYield: expect.any(Number),
    });
    const [submitted] = await practiceEvents(t, practice.id);
    expect(submitted!.data).toMatchObject({ rate: [{ year, amount: 100_000, code: null }], transferChain: unstarted, scheduleDeclared: false });
  });

  it('a declared schedule and chain are saved and read back, codes in clear for the owner and the admin, on every read', async () => {
    const seller = await createSeller(t);
    const rate = codedSchedule();
    const created = await seller.agent.post(apiRoutes.practices).send(practiceBody({ year, amount: 100_000, rate, transferChain: afterFreeTransfer }));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ transferChain: afterFreeTransfer, buyableBy: 'qualificati', availableFaceValue: 100_000 });
    // Issue 45: each rata with its id (its year), its category from the chain, whole and not chosen for offset.
    const facts = (r: Rata) => ({ id: String(r.year), category: 'qualificati', residualAmount: r.amount, offsetChosen: false });
    expect(created.body.rate).toEqual(
      rate.map((r) => ({ ...r, ...facts(r), status: 'disponibile', usableUntil: `${r.year}-12-31`, lastTransferDay: lastTransferDay(r.year), atRisk: false })),
    );
    const admin = await signInAsAdmin(t);
    const own = (await seller.agent.get(apiRoutes.practice(created.body.id)).expect(200)).body as PracticeResponse;
    const adminRead = (await admin.get(apiRoutes.practice(created.body.id)).expect(200)).body as PracticeResponse;
    expect(own.rate.map((r) => r.code)).toEqual(['R1000', 'R1001', 'R1002', 'R1003']);
    expect(adminRead.rate).toEqual(own.rate);
    const full = (await admin.get(apiRoutes.practices).expect(200)).body as PracticeResponse[];
    const paged = (await admin.get(apiRoutes.practices).query({ pageSize: 200 }).expect(200)).body.data as PracticeResponse[];
    expect(full.find((p) => p.id === own.id)).toEqual(own);
    expect(paged.find((p) => p.id === own.id)).toEqual(own);
  });

  it("issue 45: a bank holder names its group's capogruppo, read back on every read; an edit without a chain keeps it, a chain without one drops it", async () => {
    const seller = await createSeller(t);
    const parent = await createBankAccount(t);
    const ofGroup = { ...afterFreeTransfer, capogruppo: parent.id };
    const created = await seller.agent.post(apiRoutes.practices).send(practiceBody({ year, amount: 100_000, transferChain: ofGroup }));
    expect([created.status, created.body.transferChain]).toEqual([201, ofGroup]);
    expect((await practiceEvents(t, created.body.id))[0]!.data).toMatchObject({ transferChain: ofGroup });
    const admin = await signInAsAdmin(t);
    expect((await admin.get(apiRoutes.practice(created.body.id)).expect(200)).body.transferChain).toEqual(ofGroup);
    await reviewPractice(t, created.body.id, 'integration_required', 'Catena da rivedere');
    const kept = await seller.agent.patch(apiRoutes.practice(created.body.id)).send(practiceBody({ year, amount: 100_000 }));
    expect([kept.status, (await seller.agent.get(apiRoutes.practice(created.body.id))).body.transferChain]).toEqual([200, ofGroup]);
    const self = await seller.agent
      .post(apiRoutes.practices)
      .send(practiceBody({ year, amount: 100_000, transferChain: { ...ofGroup, capogruppo: seller.user.id } }));
    expect([self.status, self.body.message]).toEqual([400, creditMessages.capogruppoSelf]);
    await reviewPractice(t, created.body.id, 'integration_required', 'Catena da rivedere');
    const dropped = await seller.agent
      .patch(apiRoutes.practice(created.body.id))
      .send(practiceBody({ year, amount: 100_000, transferChain: { ...afterFreeTransfer, capogruppo: null } }));
    expect([dropped.status, (await seller.agent.get(apiRoutes.practice(created.body.id))).body.transferChain]).toEqual([200, afterFreeTransfer]);
  });

  it("issue 45: a capogruppo must be a bank's account (art. 121 c. 1 DL 34/2020): another kind or no account is refused with the Italian reason, and nothing is recorded", async () => {
    const seller = await createSeller(t);
    const company = await createFastUser(t);
    const group = await createFastUser(t);
    await declareKind(group, { kind: 'gruppo_bancario', registerNumber: '03069' });
    const before = await eventCount(t);
    for (const capogruppo of [company.id, group.id, 2_000_000_000]) {
      const res = await seller.agent
        .post(apiRoutes.practices)
        .send(practiceBody({ year, amount: 100_000, transferChain: { ...afterFreeTransfer, capogruppo } }));
      expect([res.status, res.body.message]).toEqual([400, creditMessages.capogruppoNotBank]);
    }
    expect(await eventCount(t)).toBe(before);
    // The account becomes a bank's: the same chain is accepted.
    await declareKind(company, { kind: 'banca', registerNumber: '03069' });
    const res = await seller.agent
      .post(apiRoutes.practices)
      .send(practiceBody({ year, amount: 100_000, transferChain: { ...afterFreeTransfer, capogruppo: company.id } }));
    expect([res.status, res.body.transferChain]).toEqual([201, { ...afterFreeTransfer, capogruppo: company.id }]);
  });

  it('an edit may replace the schedule; an edit without one keeps the declared schedule', async () => {
    const seller = await createSeller(t);
    const practice = await submitPractice(seller.agent, { body: { year, amount: 100_000, rate: codedSchedule() } });
    await reviewPractice(t, practice.id, 'integration_required', 'Rate da rivedere');
    const twoRate = [
      { year, amount: 60_000, code: 'A1' },
      { year: year + 1, amount: 40_000, code: 'A2' },
    ];
    const edited = await seller.agent
      .patch(apiRoutes.practice(practice.id))
      .send(practiceBody({ year, amount: 100_000, rate: twoRate }))
      .expect(200);
    expect(edited.body.rate.map((r: Rata) => [r.year, r.amount, r.code])).toEqual([
      [year, 60_000, 'A1'],
      [year + 1, 40_000, 'A2'],
    ]);
    await reviewPractice(t, practice.id, 'integration_required', 'Ancora');
    const kept = await seller.agent
      .patch(apiRoutes.practice(practice.id))
      .send(practiceBody({ year, amount: 100_000 }))
      .expect(200);
    expect(kept.body.rate).toEqual(edited.body.rate);
  });

  describe('Italian refusals through HTTP, nothing recorded', () => {
    it('a schedule that does not add up: 400 with both figures in euro', async () => {
      const seller = await createSeller(t);
      const before = await eventCount(t);
      const rate = [
        { year, amount: 50_000, code: null },
        { year: year + 1, amount: 40_000, code: null },
      ];
      const res = await seller.agent.post(apiRoutes.practices).send(practiceBody({ year, amount: 100_000, rate }));
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(creditMessages.rataSumMismatch(90_000, 100_000));
      expect(res.body.message).toMatch(/90\.000,00.*100\.000,00/);
      expect(await eventCount(t)).toBe(before);
    });

    it.each([
      [
        'a Credito IVA with rate',
        { type: 'CREDITO_IVA', tributeCode: null, rate: [{ year, amount: 150_000.5, code: null }] },
        creditMessages.scheduleNotAllowed,
      ],
      ['a chain whose first holder already transferred', { transferChain: { ...unstarted, freeTransferUsed: true } }, creditMessages.firstHolderWithTransfers],
      ['a capogruppo named by a holder that is not a bank', { transferChain: { ...exhausted, capogruppo: 9 } }, creditMessages.capogruppoOnlyBank],
      ['a capogruppo that is not an account id', { transferChain: { ...afterFreeTransfer, capogruppo: -3 } }, creditMessages.capogruppoInvalid],
      ['a first rata not in the practice year', { rate: [{ year: year + 1, amount: 150_000.5, code: null }] }, creditMessages.rataFirstYear(year)],
    ])('%s: 400 with its message', async (_case, overrides, message) => {
      const seller = await createSeller(t);
      const before = await eventCount(t);
      const res = await seller.agent.post(apiRoutes.practices).send(practiceBody({ year, ...overrides } as never));
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
      expect(await eventCount(t)).toBe(before);
    });

    it.each([
      ['a declared schedule without codes', { rate: proposeSchedule('SUPERBONUS_110', year, 100_000) }, creditMessages.approvalNeedsCodes],
      ['a chain where nobody may buy', { transferChain: exhausted }, creditMessages.approvalNobodyMayBuy],
    ])('approving %s: 409 with its message, still pending', async (_case, terms, message) => {
      const seller = await createSeller(t);
      const practice = await submitPractice(seller.agent, { body: { year, amount: 100_000, ...terms } });
      const before = await eventCount(t);
      const admin = await signInAsAdmin(t);
      const res = await admin.patch(apiRoutes.adminPracticeStatus(practice.id)).send({ status: 'approved' });
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(message);
      expect(await eventCount(t)).toBe(before);
      expect((await seller.agent.get(apiRoutes.practice(practice.id))).body.status).toBe('pending');
    });

    it('the same practices may still be rejected or sent back: only approval needs the codes and a buyer', async () => {
      const seller = await createSeller(t);
      const practice = await submitPractice(seller.agent, { body: { year, amount: 100_000, transferChain: exhausted } });
      expect((await reviewPractice(t, practice.id, 'rejected', 'Cessioni esaurite')).status).toBe('rejected');
    });
  });
});
