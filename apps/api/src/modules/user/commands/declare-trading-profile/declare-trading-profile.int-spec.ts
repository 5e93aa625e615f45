import { apiRoutes, type UserResponse } from '@pratiche/contracts';
import { tradingProfileMessages as m } from '@pratiche/domain';
import { readEvents, readStoredEvents } from '../../../../testing/accounts';
import { createFastUser } from '../../../../testing/marketplace';
import { useTestApp, type TestApp } from '../../../../testing/test-app';

const AT = '2026-04-01T09:30:00.000Z';
const profile = {
  codiceFiscale: ' rssmra85t10a562s ',
  pec: 'Impresa.Rossi@PEC.example.it',
  registeredOffice: ' Via Appia 12, 00179 Roma ',
  ateco: '43.29.01',
  beneficialOwner: 'Mario Rossi',
};
const stored = {
  codiceFiscale: 'RSSMRA85T10A562S',
  pec: 'impresa.rossi@pec.example.it',
  registeredOffice: 'Via Appia 12, 00179 Roma',
  ateco: '43.29.01',
  beneficialOwner: 'Mario Rossi',
};

/** Issue 46: the data a bank would ask before trading, given on the profile. */
describe('PUT /api/user/trading-profile: the company gives its data for trading (issue 46)', () => {
  const t = useTestApp({ clock: () => new Date(AT) });
  const declarations = async (userId: number) => (await readEvents(t, `user-${userId}`)).filter((e) => e.type === 'TradingProfileDeclared');
  const currentUser = async (agent: ReturnType<TestApp['agent']>) => (await agent.get(apiRoutes.user).expect(200)).body as UserResponse;

  it("none until given; then 200 'Dati per le cessioni salvati', stored canonical, one event by the user, GET /api/user agrees", async () => {
    const user = await createFastUser(t, { isCedente: true, isCessionario: false });
    expect((await currentUser(user.agent)).tradingProfile).toBeNull();
    const res = await user.agent.put(apiRoutes.tradingProfile).send(profile);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: m.saved, user: { id: user.id, tradingProfile: stored } });
    expect((await currentUser(user.agent)).tradingProfile).toEqual(stored);
    expect((await declarations(user.id)).map((e) => e.data)).toEqual([{ userId: user.id, ...stored, by: user.id, at: AT }]);
  });

  it('the personal fields are sealed in the log: the codice fiscale, PEC, office and beneficial owner never stored in plaintext', async () => {
    const user = await createFastUser(t);
    await user.agent.put(apiRoutes.tradingProfile).send(profile).expect(200);
    const raw = JSON.stringify((await readStoredEvents(t, `user-${user.id}`)).filter((e) => e.type === 'TradingProfileDeclared'));
    for (const value of ['RSSMRA85T10A562S', 'impresa.rossi@pec.example.it', 'Via Appia 12', 'Mario Rossi']) expect(raw).not.toContain(value);
    expect(raw).toContain('43.29.01');
  });

  it('the same data again, also sent in parallel, appends nothing more', async () => {
    const user = await createFastUser(t);
    const answers = await Promise.all([1, 2, 3].map(() => user.agent.put(apiRoutes.tradingProfile).send(profile)));
    expect(answers.map((res) => res.status)).toEqual([200, 200, 200]);
    await user.agent.put(apiRoutes.tradingProfile).send(stored).expect(200);
    expect(await declarations(user.id)).toHaveLength(1);
  });

  describe('bad data: 400 with the Italian message, and nothing changes', () => {
    it.each([
      ['a codice fiscale whose check character is wrong', { codiceFiscale: 'RSSMRA85T10A562T' }, m.codiceFiscale],
      ["a company's 11 digits that fail the check", { codiceFiscale: '12345678901' }, m.codiceFiscale],
      ['a PEC that is no address', { pec: 'rossi-at-pec' }, m.pec],
      ['an ATECO code of the wrong shape', { ateco: '4329' }, m.ateco],
      ['a blank registered office', { registeredOffice: '   ' }, m.registeredOffice],
      ['a beneficial owner too long', { beneficialOwner: 'x'.repeat(201) }, m.beneficialOwner],
      ['a field missing', { pec: undefined }, m.pec],
      ['a number instead of text', { ateco: 4329 }, m.ateco],
    ])('%s', async (_case, change, message) => {
      const user = await createFastUser(t);
      await user.agent.put(apiRoutes.tradingProfile).send(profile).expect(200);
      const res = await user.agent.put(apiRoutes.tradingProfile).send({ ...profile, ...change });
      expect([res.status, res.body.message]).toEqual([400, message]);
      expect((await currentUser(user.agent)).tradingProfile).toEqual(stored);
      expect(await declarations(user.id)).toHaveLength(1);
    });
  });

  it('signed in only: anonymous 401', async () => {
    expect((await t.request().put(apiRoutes.tradingProfile).send(profile)).status).toBe(401);
  });
});
