import { apiRoutes, type WalletLedgerPage } from '@pratiche/contracts';
import { createActiveUser, signInAsAdmin } from '../../../../testing/accounts';
import { testAdmin, useTestApp } from '../../../../testing/test-app';
import { appendSpending, buyWithSimulatedProvider } from '../../../../testing/wallet';
import { parseCsv } from '../../../audit/csv-parse.spec-helper';

describe('GET /api/wallet/ledger and /api/wallet/ledger.csv (issue 26 "the wallet shows every movement")', () => {
  const t = useTestApp();

  /** A buyer with a card purchase (50), an admin addition (30), an exclusive (-20 on #12) and a base access (-10 on #13). */
  const buyerWithMovements = async () => {
    const buyer = await createActiveUser(t, { isCedente: false, isCessionario: true });
    const admin = await signInAsAdmin(t);
    await buyWithSimulatedProvider(buyer.agent, { id: 'standard', credits: 50, price: 79.9 });
    await admin.patch(apiRoutes.adminUserCredits(buyer.user.id)).send({ amount: 30, pin: testAdmin.pin, operation: 'add' }).expect(200);
    await appendSpending(t, buyer.user.id, 20, 12, 24);
    await appendSpending(t, buyer.user.id, 10, 13, null);
    return buyer;
  };

  const ledger = async (agent: ReturnType<typeof t.agent>, query = ''): Promise<WalletLedgerPage> => {
    const res = await agent.get(`${apiRoutes.walletLedger}${query}`);
    expect(res.status).toBe(200);
    return res.body as WalletLedgerPage;
  };

  it('every movement, newest first, with the running balance; the newest balance equals the wallet balance', async () => {
    const buyer = await buyerWithMovements();
    const { data, total } = await ledger(buyer.agent);
    expect(total).toBe(4);
    expect(data.map((e) => [e.kind, e.credits, e.balance, e.practiceId])).toEqual([
      ['base', -10, 50, 13],
      ['exclusive', -20, 60, 12],
      ['admin', 30, 80, null],
      ['card', 50, 50, null],
    ]);
    expect(data[3]!.price).toBe('79.90');
    expect(data[0]!.balance).toBe((await buyer.agent.get(apiRoutes.user)).body.walletBalance);
  });

  it("filters by kind and date keep each row's real balance; only the caller's own wallet", async () => {
    const buyer = await buyerWithMovements();
    const other = await buyerWithMovements();
    const spent = await ledger(buyer.agent, '?kind=exclusive');
    expect(spent.data.map((e) => [e.credits, e.balance])).toEqual([[-20, 60]]);
    const ids = new Set((await ledger(other.agent)).data.map((e) => e.id));
    expect((await ledger(buyer.agent)).data.some((e) => ids.has(e.id))).toBe(false);
    // The filter's days are Italian days: from 23:00 UTC it is already tomorrow in Rome.
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date());
    expect((await ledger(buyer.agent, `?from=${today}&to=${today}`)).total).toBe(4);
    expect((await ledger(buyer.agent, '?from=2020-01-01&to=2020-12-31')).total).toBe(0);
    expect((await ledger(buyer.agent, '?from=2999-01-01')).data).toEqual([]);
  });

  it('pages: page 2 of size 3 holds the oldest movement, total unchanged', async () => {
    const buyer = await buyerWithMovements();
    const second = await ledger(buyer.agent, '?page=2&pageSize=3');
    expect(second).toMatchObject({ total: 4, page: 2, pageSize: 3 });
    expect(second.data.map((e) => e.kind)).toEqual(['card']);
    expect((await ledger(buyer.agent, '?page=9&pageSize=3')).total).toBe(4);
  });

  it('bad input: an Italian 400', async () => {
    const { agent } = await createActiveUser(t);
    const cases: [string, string][] = [
      ['?kind=gift', 'Tipo di movimento non valido'],
      ['?from=2026-02-30', 'Data non valida: usa il formato AAAA-MM-GG'],
      ['?to=26/11/2026', 'Data non valida: usa il formato AAAA-MM-GG'],
      ['?from=2026-05-02&to=2026-05-01', 'La data iniziale deve precedere quella finale'],
      ['?pageSize=1000', 'Numero di elementi per pagina non valido'],
    ];
    for (const [query, message] of cases) {
      const res = await agent.get(`${apiRoutes.walletLedger}${query}`);
      expect([query, res.status, res.body.message]).toEqual([query, 400, message]);
      expect((await agent.get(`${apiRoutes.walletLedgerCsv}${query}`)).status).toBe(400);
    }
  });

  it('anonymous: 401', async () => {
    expect((await t.agent().get(apiRoutes.walletLedger)).status).toBe(401);
    expect((await t.agent().get(apiRoutes.walletLedgerCsv)).status).toBe(401);
  });

  it('CSV: an attachment with Italian headers, semicolons, decimal commas and the same filters', async () => {
    const buyer = await buyerWithMovements();
    const res = await buyer.agent.get(apiRoutes.walletLedgerCsv);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv; charset=utf-8/);
    expect(res.headers['content-disposition']).toBe('attachment; filename="movimenti-crediti.csv"');
    expect(res.text.startsWith('\uFEFF')).toBe(true);
    const [header, ...rows] = parseCsv(res.text, ';');
    expect(header).toEqual(['Data', 'Tipo', 'Descrizione', 'Pratica', 'Crediti', 'Saldo', 'Prezzo (EUR)']);
    expect(rows.map((r) => r.slice(1))).toEqual([
      ['Accesso base a una pratica', 'Accesso base alla pratica #13', '13', '-10', '50', ''],
      ['Esclusiva su una pratica', 'Esclusiva 24 ore sulla pratica #12', '12', '-20', '60', ''],
      ["Crediti aggiunti dall'amministratore", "Crediti aggiunti dall'amministratore", '', '30', '80', ''],
      ['Acquisto crediti con carta', 'Acquisto crediti', '', '50', '50', '79,90'],
    ]);
    expect(rows[0]![0]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    const filtered = parseCsv((await buyer.agent.get(`${apiRoutes.walletLedgerCsv}?kind=card`)).text, ';');
    expect(filtered).toHaveLength(2);
  });
});
