import { apiRoutes } from '@pratiche/contracts';
import { offsetCapacityMessages as m } from '@pratiche/domain';
import { readEvents } from '../../../../testing/accounts';
import { createFastUser } from '../../../../testing/marketplace';
import { useTestApp } from '../../../../testing/test-app';

// 28 November 2026 in Rome: a declaration names 2026 to 2036.
const AT = '2026-11-28T10:00:00.000Z';

/** Issue 47: how much a buyer can offset in F24 in each year; a rata is used only in its own year (art. 121 c. 3 DL 34/2020). */
describe('PUT /api/user/offset-capacity: the buyer declares its offset capacity per year (issue 47)', () => {
  const t = useTestApp({ clock: () => new Date(AT) });
  const declarations = async (userId: number) => (await readEvents(t, `user-${userId}`)).filter((e) => e.type === 'OffsetCapacityDeclared');
  const years = [
    { year: 2028, amount: 50_000 },
    { year: 2027, amount: 120_000.25 },
  ];
  const sorted = [years[1]!, years[0]!];

  it("200 'Capacità di compensazione salvata' with the declaration by year; one event by the buyer; the same again appends nothing", async () => {
    const buyer = await createFastUser(t);
    const res = await buyer.agent.put(apiRoutes.offsetCapacity).send({ years });
    expect([res.status, res.body]).toEqual([200, { message: m.saved, offsetCapacity: sorted }]);
    await buyer.agent.put(apiRoutes.offsetCapacity).send({ years: sorted }).expect(200);
    expect((await declarations(buyer.id)).map((e) => e.data)).toEqual([{ userId: buyer.id, years: sorted, by: buyer.id, at: AT }]);
    const withdrawn = await buyer.agent.put(apiRoutes.offsetCapacity).send({ years: [] });
    expect(withdrawn.body).toEqual({ message: m.saved, offsetCapacity: [] });
    expect(await declarations(buyer.id)).toHaveLength(2);
  });

  it('bad input gets its Italian message and records nothing', async () => {
    const buyer = await createFastUser(t);
    const refused: [unknown, string][] = [
      [{}, m.invalid],
      [{ years: 'tutti' }, m.invalid],
      [{ years: [{ year: '2027', amount: 10 }] }, m.invalid],
      [{ years: [{ year: 2027.5, amount: 10 }] }, m.invalid],
      [{ years: [{ year: 2027, amount: '10' }] }, m.invalid],
      [{ years: Array.from({ length: 12 }, (_, i) => ({ year: 2026 + i, amount: 1 })) }, m.invalid],
      [{ years: [{ year: 2025, amount: 10 }] }, m.years(2026, 2036)],
      [{ years: [{ year: 2037, amount: 10 }] }, m.years(2026, 2036)],
      [
        {
          years: [
            { year: 2027, amount: 10 },
            { year: 2027, amount: 20 },
          ],
        },
        m.years(2026, 2036),
      ],
      [{ years: [{ year: 2027, amount: -1 }] }, m.amount],
      [{ years: [{ year: 2027, amount: 10.001 }] }, m.amount],
    ];
    for (const [body, message] of refused) {
      const res = await buyer.agent.put(apiRoutes.offsetCapacity).send(body as object);
      expect([res.status, res.body.message]).toEqual([400, message]);
    }
    expect(await declarations(buyer.id)).toEqual([]);
  });

  it('a seller is refused by role (403), an anonymous caller 401; nothing recorded', async () => {
    const seller = await createFastUser(t, { isCedente: true, isCessionario: false });
    expect((await seller.agent.put(apiRoutes.offsetCapacity).send({ years })).status).toBe(403);
    expect((await t.agent().put(apiRoutes.offsetCapacity).send({ years })).status).toBe(401);
    expect(await declarations(seller.id)).toEqual([]);
  });

  it('the same declaration sent five times at once is recorded once', async () => {
    const buyer = await createFastUser(t);
    const answers = await Promise.all(Array.from({ length: 5 }, () => buyer.agent.put(apiRoutes.offsetCapacity).send({ years })));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(await declarations(buyer.id)).toHaveLength(1);
  });
});
