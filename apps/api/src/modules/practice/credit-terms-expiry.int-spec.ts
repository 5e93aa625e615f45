import { apiRoutes, type PracticeResponse } from '@pratiche/contracts';
import { signInAsAdmin } from '../../testing/accounts';
import { createSeller, reviewPractice, submitPractice } from '../../testing/practices';
import { useTestApp } from '../../testing/test-app';

const rate = [2026, 2027, 2028, 2029].map((year) => ({ year, amount: 25_000, code: `R${year}` }));

/**
 * Issue 27: a rata is lost after its 31 December (in Italy), in every read at once, read from
 * the injected clock: no job runs in between.
 */
describe('rate expire at 31 December, read at the time of the request', () => {
  let now = new Date('2026-06-01T10:00:00Z');
  const t = useTestApp({ clock: () => now });

  /** The practice as each read of this module answers it: the detail, a page, the full list. */
  const everyRead = async (id: number) => {
    const admin = await signInAsAdmin(t);
    const one = (await admin.get(apiRoutes.practice(id)).expect(200)).body as PracticeResponse;
    const page = (await admin.get(apiRoutes.practices).query({ pageSize: 200 }).expect(200)).body.data as PracticeResponse[];
    const full = (await admin.get(apiRoutes.practices).expect(200)).body as PracticeResponse[];
    expect(page.find((p) => p.id === id)).toEqual(one);
    expect(full.find((p) => p.id === id)).toEqual(one);
    return one;
  };
  const statuses = (p: PracticeResponse) => p.rate.map((r) => [r.year, r.status]);

  it('2026..2029: at 2027-01-01T00:00+01:00 the 2026 rata is scaduta and counts no more; once all are past, every rata is scaduta', async () => {
    const seller = await createSeller(t);
    const practice = await submitPractice(seller.agent, { body: { year: 2026, amount: 100_000, discount: 20, rate } });
    now = new Date('2026-12-31T22:59:59.999Z');
    const lastMoment = await everyRead(practice.id);
    expect(statuses(lastMoment)[0]).toEqual([2026, 'disponibile']);
    expect(lastMoment.availableFaceValue).toBe(100_000);

    now = new Date('2027-01-01T00:00:00+01:00');
    const newYear = await everyRead(practice.id);
    expect(statuses(newYear)).toEqual([
      [2026, 'scaduta'],
      [2027, 'disponibile'],
      [2028, 'disponibile'],
      [2029, 'disponibile'],
    ]);
    expect(newYear.availableFaceValue).toBe(75_000);
    expect(newYear.impliedAnnualYield).toEqual(expect.any(Number));

    now = new Date('2030-01-01T00:00:00+01:00');
    const allPast = await everyRead(practice.id);
    expect(allPast.rate.every((r) => r.status === 'scaduta')).toBe(true);
    expect(allPast.availableFaceValue).toBe(0);
    expect(allPast.impliedAnnualYield).toBeNull();
  });

  it("issue 47: past its 'ultimo giorno utile per cedere' a rata on sale reads atRisk in every read, and the yield leaves it out", async () => {
    now = new Date('2026-06-01T10:00:00Z');
    const seller = await createSeller(t);
    const practice = await submitPractice(seller.agent, { body: { year: 2026, amount: 100_000, discount: 20, rate } });
    now = new Date('2026-11-23T10:00:00Z');
    const lastDay = await everyRead(practice.id);
    expect(lastDay.rate.map((r) => [r.year, r.lastTransferDay, r.atRisk])).toEqual([
      [2026, '2026-11-23', false],
      [2027, '2027-11-23', false],
      [2028, '2028-11-21', false],
      [2029, '2029-11-25', false],
    ]);
    now = new Date('2026-11-28T10:00:00Z');
    const dayAfter = await everyRead(practice.id);
    expect(dayAfter.rate.map((r) => [r.year, r.status, r.atRisk])).toEqual([
      [2026, 'disponibile', true],
      [2027, 'disponibile', false],
      [2028, 'disponibile', false],
      [2029, 'disponibile', false],
    ]);
    // 80,000 paid for the three later rate of 25,000 only: a lower yield than when the 2026 rata counted.
    expect(dayAfter.impliedAnnualYield).toEqual(expect.any(Number));
    expect(dayAfter.impliedAnnualYield!).toBeLessThan(lastDay.impliedAnnualYield!);
  });

  it('a sold practice: its rate still usable read ceduta, the past ones scaduta', async () => {
    now = new Date('2026-06-01T10:00:00Z');
    const seller = await createSeller(t);
    const practice = await submitPractice(seller.agent, { body: { year: 2026, amount: 100_000, rate } });
    await reviewPractice(t, practice.id, 'approved');
    await seller.agent.patch(apiRoutes.practiceSaleStatus(practice.id)).send({ saleStatus: 'ceduta' }).expect(200);
    now = new Date('2027-03-01T10:00:00Z');
    expect(statuses(await everyRead(practice.id))).toEqual([
      [2026, 'scaduta'],
      [2027, 'ceduta'],
      [2028, 'ceduta'],
      [2029, 'ceduta'],
    ]);
  });
});
