import { apiRoutes, savedSearchMessages, type SavedSearch, type SavedSearchList } from '@pratiche/contracts';
import { systemContext } from '../../../infrastructure/command-handling/request-context';
import { createFastUser, type FastUser } from '../../../testing/marketplace';
import { useTestApp } from '../../../testing/test-app';
import { UserErasure } from '../../user/commands/erase-user/erase-user.service';

const ADMIN_ID = 1;
const filters = { type: 'SUPERBONUS_110', amountMin: 10_000, amountMax: 90_000, yearMin: 2026, buyableBy: 'chiunque', onlySixBisComplete: true };

/** Issue 31: a buyer saves the marketplace's filters under a name, lists, renames and deletes them; mails unsubscribe in one click. */
describe('issue 31: saved searches (CRUD, limits, one-click unsubscribe)', () => {
  const t = useTestApp({ config: { exclusivityExpiryIntervalSeconds: 3600 } });

  const buyer = () => createFastUser(t);
  const list = async (b: FastUser) => ((await b.agent.get(apiRoutes.savedSearches).expect(200)).body as SavedSearchList).items;
  const create = (b: FastUser, name: string, mail = 'daily') => b.agent.post(apiRoutes.savedSearches).send({ name, filters, mail });
  const tokenOf = async (id: number) =>
    (await t.database.query<{ token: string; mail: string }>('SELECT unsubscribe_token AS token, mail FROM saved_searches WHERE id = $1', [id])).rows[0]!;

  it('saves, lists (oldest first), renames, changes the mail mode and deletes; filters come back as saved', async () => {
    const b = await buyer();
    const first = (await create(b, 'Superbonus Roma').expect(201)).body as SavedSearch;
    expect(first).toMatchObject({ name: 'Superbonus Roma', mail: 'daily', filters: { ...filters, onlyBuyable: false } });
    const second = (await b.agent.post(apiRoutes.savedSearches).send({ name: 'Tutto', filters: {} }).expect(201)).body as SavedSearch;
    expect(second.mail).toBe('immediate');
    expect((await list(b)).map((s) => s.name)).toEqual(['Superbonus Roma', 'Tutto']);
    const renamed = await b.agent.patch(apiRoutes.savedSearch(first.id)).send({ name: 'Superbonus Milano', mail: 'off' }).expect(200);
    expect(renamed.body).toMatchObject({ id: first.id, name: 'Superbonus Milano', mail: 'off' });
    expect((await b.agent.delete(apiRoutes.savedSearch(second.id)).expect(200)).body).toEqual({ message: savedSearchMessages.deleted });
    expect((await list(b)).map((s) => s.name)).toEqual(['Superbonus Milano']);
  });

  it("another buyer's search or an unknown id: 404 'Ricerca salvata non trovata', nothing changes", async () => {
    const owner = await buyer();
    const other = await buyer();
    const search = (await create(owner, 'Mia').expect(201)).body as SavedSearch;
    for (const res of [
      await other.agent.patch(apiRoutes.savedSearch(search.id)).send({ name: 'Rubata' }),
      await other.agent.delete(apiRoutes.savedSearch(search.id)),
      await owner.agent.delete(apiRoutes.savedSearch(999_999)),
      await owner.agent.patch(apiRoutes.savedSearch('abc')).send({ name: 'x' }),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(savedSearchMessages.notFound);
    }
    expect(await list(owner)).toEqual([search]);
    expect(await list(other)).toEqual([]);
  });

  it('wrong types answer 400 with the Italian message and save nothing', async () => {
    const b = await buyer();
    const cases: [object, string][] = [
      [{ name: '', filters: {} }, savedSearchMessages.name],
      [{ name: 'x'.repeat(61), filters: {} }, savedSearchMessages.name],
      [{ name: 'Ok', filters: {}, mail: 'weekly' }, savedSearchMessages.mail],
      [{ name: 'Ok', filters: { colour: 'red' } }, savedSearchMessages.filters],
      [{ name: 'Ok', filters: { amountMin: 'tanto' } }, 'Importo non valido'],
      [{ name: 'Ok', filters: { amountMin: 50, amountMax: 10 } }, "L'importo minimo non può superare l'importo massimo"],
    ];
    for (const [body, message] of cases) {
      const res = await b.agent.post(apiRoutes.savedSearches).send(body);
      expect([res.status, res.body.message]).toEqual([400, expect.stringContaining(message)]);
    }
    const kept = (await create(b, 'Tenuta').expect(201)).body as SavedSearch;
    const bad = await b.agent.patch(apiRoutes.savedSearch(kept.id)).send({ mail: 'sempre' });
    expect([bad.status, bad.body.message]).toEqual([400, savedSearchMessages.mail]);
    expect(await list(b)).toEqual([kept]);
  });

  it('control characters are stripped from saved-search names (line breaks, DEL, C1, bidi overrides), on create and rename; a name of nothing else is 400', async () => {
    const b = await buyer();
    const created = (await create(b, 'Super\r\nBcc: x\u0001bonus\u007f\u0085 \u202eRoma\t').expect(201)).body as SavedSearch;
    expect(created.name).toBe('SuperBcc: xbonus Roma');
    const renamed = await b.agent.patch(apiRoutes.savedSearch(created.id)).send({ name: '\u2066Eco\nbonus\u2069' }).expect(200);
    expect(renamed.body.name).toBe('Ecobonus');
    const { rows } = await t.database.query<{ name: string }>('SELECT name FROM saved_searches WHERE id = $1', [created.id]);
    expect(rows[0]!.name).toBe('Ecobonus');
    const empty = await b.agent.post(apiRoutes.savedSearches).send({ name: '\u0007\u202e\r\n', filters: {} });
    expect([empty.status, empty.body.message]).toEqual([400, savedSearchMessages.name]);
    expect((await list(b)).map((s) => s.name)).toEqual(['Ecobonus']);
  });

  it('only buyers: a seller gets 403, no session 401', async () => {
    const seller = await createFastUser(t, { isCedente: true, isCessionario: false });
    expect((await seller.agent.get(apiRoutes.savedSearches)).status).toBe(403);
    expect((await t.request().get(apiRoutes.savedSearches)).status).toBe(401);
  });

  it('names are unique per buyer in their canonical form, also for parallel requests; another buyer may use the same name', async () => {
    const b = await buyer();
    const spellings = ['Città Nord', 'citta nord', 'CITTÀ  NORD', ' Città Nord ', 'ＣＩＴＴＡ NORD', 'città nord'];
    const results = await Promise.all(spellings.map((name) => create(b, name)));
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    for (const r of results.filter((r) => r.status !== 201)) expect([r.status, r.body.message]).toEqual([409, savedSearchMessages.nameTaken]);
    expect(await list(b)).toHaveLength(1);
    await create(await buyer(), 'Città Nord').expect(201);
    const other = (await create(b, 'Altra').expect(201)).body as SavedSearch;
    const clash = await b.agent.patch(apiRoutes.savedSearch(other.id)).send({ name: 'CITTA NORD' });
    expect([clash.status, clash.body.message]).toEqual([409, savedSearchMessages.nameTaken]);
  });

  it('at most 20 searches per buyer, also with 30 parallel requests', async () => {
    const b = await buyer();
    const results = await Promise.all(Array.from({ length: 30 }, (_, i) => create(b, `Ricerca ${i}`)));
    expect(results.filter((r) => r.status === 201)).toHaveLength(20);
    for (const r of results.filter((r) => r.status !== 201)) expect([r.status, r.body.message]).toEqual([409, savedSearchMessages.tooMany]);
    expect(await list(b)).toHaveLength(20);
  });

  it('one-click unsubscribe: no session, no Origin or a foreign one, form-encoded body; only that search, repeatable; a bad token 404/400', async () => {
    const b = await buyer();
    const target = (await create(b, 'Da spegnere', 'immediate').expect(201)).body as SavedSearch;
    const kept = (await create(b, 'Da tenere', 'immediate').expect(201)).body as SavedSearch;
    const { token } = await tokenOf(target.id);
    const url = `${apiRoutes.savedSearchUnsubscribe}?token=${token}`;
    const res = await t.request().post(url).type('form').send('List-Unsubscribe=One-Click').expect(200);
    expect(res.body).toEqual({ name: 'Da spegnere', message: savedSearchMessages.unsubscribed });
    expect((await tokenOf(target.id)).mail).toBe('off');
    expect((await tokenOf(kept.id)).mail).toBe('immediate');
    // A webmail's page POSTs with its own Origin: the CSRF check lets exactly this route through.
    await t.request().post(url).set('Origin', 'https://mail.example.com').expect(200);
    await t.request().post(url).expect(200);
    const unknown = await t.request().post(`${apiRoutes.savedSearchUnsubscribe}?token=${'x'.repeat(32)}`);
    expect([unknown.status, unknown.body.message]).toEqual([404, savedSearchMessages.unsubscribeInvalid]);
    const malformed = await t.request().post(`${apiRoutes.savedSearchUnsubscribe}?token=corto`);
    expect([malformed.status, malformed.body.message]).toEqual([400, savedSearchMessages.unsubscribeInvalid]);
    expect((await tokenOf(kept.id)).mail).toBe('immediate');
  });

  it("the header's link opened with GET (no RFC 8058 client) changes nothing and leads to the web page that turns the mail off", async () => {
    const b = await buyer();
    const search = (await create(b, 'Da aprire', 'immediate').expect(201)).body as SavedSearch;
    const { token } = await tokenOf(search.id);
    const res = await t.request().get(`${apiRoutes.savedSearchUnsubscribe}?token=${token}`).expect(302);
    expect(res.headers.location).toBe(`/ricerche-salvate/disattiva?token=${token}`);
    expect((await tokenOf(search.id)).mail).toBe('immediate');
  });

  it('the CSRF check still refuses a foreign Origin on every other route, the saved searches included', async () => {
    const b = await buyer();
    const res = await b.agent.post(apiRoutes.savedSearches).set('Origin', 'https://evil.example.com').send({ name: 'Attacco', filters: {} });
    expect(res.status).toBe(403);
    expect(await list(b)).toEqual([]);
    const sub = await t
      .request()
      .post(`${apiRoutes.savedSearchUnsubscribe}/x?token=${'x'.repeat(32)}`)
      .set('Origin', 'https://evil.example.com');
    expect(sub.status).toBe(403);
  });

  it("erasing a buyer deletes his saved searches (their names are the buyer's words)", async () => {
    const b = await buyer();
    await create(b, 'Nome personale').expect(201);
    await t.app.get(UserErasure).erase(b.id, ADMIN_ID, { ...systemContext(), actorId: ADMIN_ID });
    const { rows } = await t.database.query('SELECT 1 FROM saved_searches WHERE user_id = $1', [b.id]);
    expect(rows).toEqual([]);
  });
});
