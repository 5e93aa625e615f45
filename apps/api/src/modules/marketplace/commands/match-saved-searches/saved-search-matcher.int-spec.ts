import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { apiRoutes, type NotificationsPage, type SavedSearch, type SavedSearchFilters } from '@pratiche/contracts';
import { practiceStreamId, type PracticeDetails } from '@pratiche/domain';
import { EVENT_STORE } from '../../../../infrastructure/database/database.tokens';
import { CatchUpSubscriptions } from '../../../../infrastructure/event-store/catch-up-subscriptions';
import type { PostgresEventStore } from '../../../../infrastructure/event-store/postgres-event-store';
import { liveChannelUrl, openLiveClient } from '../../../../testing/live-client';
import { listUnsubscribeUrl, mailsTo, outboxFiles } from '../../../../testing/mails';
import { agentFor, createApprovedPractice, createFastUser, type FastUser } from '../../../../testing/marketplace';
import { createTestApp, type TestApp } from '../../../../testing/test-app';
import { chains, createCreditPractice, yearlyRate } from '../../credit-practices.spec-helper';

const PUBLIC_URL = 'http://localhost:3000';

/**
 * Issue 31: "When a practice is approved (or comes back to disponibile) and matches a saved search,
 * the buyer is told in the live channel at once and by mail ... exactly once per practice and
 * search, also with several instances, and it catches up after a restart without sending twice."
 */
describe('issue 31: saved-search alerts, matched by a catch-up subscription over the log', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { exclusivityExpiryIntervalSeconds: 3600 } });
  });
  afterAll(() => t.close());

  const seller = () => createFastUser(t, { isCedente: true, isCessionario: false });
  const save = async (buyer: FastUser, name: string, filters: Partial<SavedSearchFilters>, mail = 'immediate') =>
    (await buyer.agent.post(apiRoutes.savedSearches).send({ name, filters, mail }).expect(201)).body as SavedSearch;
  const appendToPractice = (practiceId: number, event: { type: string; data: object }) =>
    t.app.get<PostgresEventStore>(EVENT_STORE).append([
      {
        streamId: practiceStreamId(practiceId),
        expectedVersion: 'any',
        events: [{ eventId: randomUUID(), ...event, metadata: { actorId: 'system', correlationId: randomUUID() } }],
      },
    ]);
  const approve = (sellerId: number, details: Partial<PracticeDetails> = {}) => createApprovedPractice(t, sellerId, details);

  const alerts = async (app: TestApp = t) =>
    (
      await app.database.query<{ search_id: number; practice_id: number; stream_id: string }>(
        `SELECT (data ->> 'searchId')::int AS search_id, (data ->> 'practiceId')::int AS practice_id, stream_id FROM events
         WHERE type = 'SavedSearchMatched' ORDER BY global_position`,
      )
    ).rows;
  /** Waits until the practice has been matched for the search: the matcher works in log order, so every earlier practice was tried too. */
  const matched = async (searchId: number, practiceId: number, app: TestApp = t) => {
    for (let i = 0; i < 80; i++) {
      if ((await alerts(app)).some((a) => a.search_id === searchId && a.practice_id === practiceId)) return;
      await sleep(100);
    }
    throw new Error(`practice ${practiceId} never matched search ${searchId}`);
  };
  const of = async (searchId: number) => (await alerts()).filter((a) => a.search_id === searchId).map((a) => a.practice_id);
  const bell = async (userId: number) =>
    ((await (await agentFor(t, userId)).get(`${apiRoutes.notifications}?pageSize=50`).expect(200)).body as NotificationsPage).items.filter(
      (n) => n.kind === 'savedSearchAlert',
    );

  it('a matching approved practice: stored in the bell with the search name, mailed with the one-click unsubscribe headers and link', async () => {
    const owner = await seller();
    const buyer = await createFastUser(t);
    const search = await save(buyer, 'Superbonus grandi', { type: 'SUPERBONUS_110', amountMin: 40_000 });
    const before = await outboxFiles(t);
    const practiceId = await approve(owner.id, { amount: 50_000 });
    await matched(search.id, practiceId);

    expect(await bell(buyer.id)).toEqual([
      expect.objectContaining({
        title: 'Nuova pratica per una ricerca salvata',
        message: `La pratica #${practiceId} corrisponde alla tua ricerca salvata «Superbonus grandi»: è disponibile nel marketplace.`,
      }),
    ]);
    const mails = await mailsTo(t, buyer.id, before, 1);
    expect(mails).toHaveLength(1);
    const { rows } = await t.database.query<{ token: string }>('SELECT unsubscribe_token AS token FROM saved_searches WHERE id = $1', [search.id]);
    const token = rows[0]!.token;
    expect(mails[0]).toContain(`Subject: Nuova pratica #${practiceId} per una tua ricerca salvata - Marketplace Pratiche`);
    expect(listUnsubscribeUrl(mails[0])).toBe(`${PUBLIC_URL}/api/saved-searches/unsubscribe?token=${token}`);
    expect(mails[0]).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(mails[0]).toContain(`${PUBLIC_URL}/ricerche-salvate/disattiva?token=${token}`);
    // Issue 46: the alert carries the practice's terms, read at the time of the mail.
    const year = new Date().getFullYear() + 1;
    expect(mails[0]).toContain(`Superbonus 110 · 50.000,00\u00a0€ · 90,00 € ogni 100 € · rata ${year} · Documentazione 6-bis incompleta`);
  });

  it("honours every filter: type, amount range, year, discount bucket, 'Acquistabile da', 6-bis complete; never the seller's own, never twice", async () => {
    const owner = await seller();
    const buyer = await createFastUser(t);
    const sellerBuyer = await createFastUser(t, { isCedente: true, isCessionario: true });
    const year = new Date().getFullYear() + 1;
    const searches = {
      type: await save(buyer, 'Solo sisma', { type: 'SISMA_BONUS' }),
      amount: await save(buyer, 'Tra 10 e 20 mila', { amountMin: 10_000, amountMax: 20_000 }),
      year: await save(buyer, 'Anno successivo', { yearMin: year + 1 }),
      discount: await save(buyer, 'Sconto 30-40', { discountBucket: 3 }),
      buyable: await save(buyer, 'Solo qualificati', { buyableBy: 'qualificati' }),
      sixBis: await save(buyer, 'Documentazione completa', { onlySixBisComplete: true }),
      any: await save(buyer, 'Tutto', {}),
      own: await save(sellerBuyer, 'Le mie', {}),
    };
    const plain = await approve(owner.id, { amount: 50_000, discount: 10 });
    const sisma = await approve(owner.id, { type: 'SISMA_BONUS', tributeCode: '7703' });
    const small = await approve(owner.id, { amount: 15_000 });
    const later = await approve(owner.id, { year: year + 1 });
    const discounted = await approve(owner.id, { discount: 35 });
    // A credit whose first free transfer is used: only banks and the like may buy it next.
    const qualifiedOnly = await createCreditPractice(t, owner.id, {
      year: year - 1,
      amount: 60_000,
      rate: yearlyRate(year - 1, 60_000, 2),
      transferChain: chains.qualificati,
    });
    const ownPractice = await approve(sellerBuyer.id);
    await matched(searches.any.id, ownPractice);

    expect(await of(searches.type.id)).toEqual([sisma]);
    expect(await of(searches.amount.id)).toEqual([small]);
    expect(await of(searches.year.id)).toEqual([later]);
    expect(await of(searches.discount.id)).toEqual([discounted]);
    expect(await of(searches.buyable.id)).toEqual([qualifiedOnly]);
    // None has its 6-bis documents approved (the listing's own tests show the filter letting one through).
    expect(await of(searches.sixBis.id)).toEqual([]);
    expect(await of(searches.any.id)).toEqual([plain, sisma, small, later, discounted, qualifiedOnly, ownPractice]);
    expect(await of(searches.own.id)).toEqual([plain, sisma, small, later, discounted, qualifiedOnly]);
    const streams = (await alerts()).map((a) => a.stream_id);
    expect(new Set(streams).size).toBe(streams.length);
    expect(streams).toContain(`saved-search-alert-${searches.any.id}-${plain}`);
  });

  it('a blocked buyer is told nothing; a search saved after the approval is not told of it', async () => {
    const owner = await seller();
    const blocked = await createFastUser(t);
    const active = await createFastUser(t);
    const blockedSearch = await save(blocked, 'Bloccato', {});
    const first = await save(active, 'Prima', {});
    const early = await approve(owner.id);
    await matched(first.id, early);
    const probe = await save(active, 'Sonda', {});
    await t.database.query("UPDATE users_view SET status = 'blocked' WHERE id = $1", [blocked.id]);
    const next = await approve(owner.id);
    await matched(probe.id, next);
    expect(await of(probe.id)).toEqual([next]);
    expect(await of(blockedSearch.id)).toEqual([early]);
    expect(await of(first.id)).toEqual([early, next]);
  });

  it("a practice back to disponibile (an exclusivity expired) matches the searches saved meanwhile, not its buyer's", async () => {
    const owner = await seller();
    const holder = await createFastUser(t);
    const buyer = await createFastUser(t);
    const practiceId = await approve(owner.id, { type: 'BONUS_PATRIMONIO', tributeCode: '7706' });
    const exclusiveUntil = new Date(Date.now() + 3_600_000).toISOString();
    const at = new Date().toISOString();
    await appendToPractice(practiceId, { type: 'ExclusivityPurchased', data: { practiceId, by: holder.id, at, credits: 100, hours: 24, exclusiveUntil } });
    const meanwhile = await save(buyer, 'Patrimonio', { type: 'BONUS_PATRIMONIO' });
    const holders = await save(holder, 'Del titolare', { type: 'BONUS_PATRIMONIO' });
    await appendToPractice(practiceId, { type: 'ExclusivityExpired', data: { practiceId, buyerId: holder.id, exclusiveUntil, at } });
    await matched(meanwhile.id, practiceId);
    expect(await of(holders.id)).toEqual([]);
  });

  it("toasted in the live channel at once; mailed now only for 'immediate' searches whose buyer keeps the kind's mail on", async () => {
    const owner = await seller();
    const live = await createFastUser(t);
    const daily = await createFastUser(t);
    const silent = await createFastUser(t);
    const muted = await createFastUser(t);
    await save(live, 'In diretta', { type: 'SISMA_BONUS' });
    await save(daily, 'Giornaliera', { type: 'SISMA_BONUS' }, 'daily');
    await save(silent, 'Muta', { type: 'SISMA_BONUS' }, 'off');
    const mutedSearch = await save(muted, 'Preferenza spenta', { type: 'SISMA_BONUS' });
    await t.database.query("INSERT INTO notification_preferences (user_id, email_off) VALUES ($1, '{savedSearchAlert}')", [muted.id]);
    const client = await openLiveClient(await liveChannelUrl(t), { Cookie: live.cookie });
    try {
      client.send({ type: 'auth', userId: live.id });
      expect(await client.nextMessage()).toEqual({ type: 'auth', ok: true });
      const before = await outboxFiles(t);
      const practiceId = await approve(owner.id, { type: 'SISMA_BONUS', tributeCode: '7703' });
      expect(await client.nextMessage()).toEqual({
        title: 'Nuova pratica per una ricerca salvata',
        message: `La pratica #${practiceId} corrisponde alla tua ricerca salvata «In diretta»: è disponibile nel marketplace.`,
      });
      await matched(mutedSearch.id, practiceId);
      expect(await mailsTo(t, live.id, before, 1)).toHaveLength(1);
      await sleep(500); // the deliveries run after commit: give the ones that must not mail the time to do it
      for (const user of [daily, silent, muted]) {
        expect(await mailsTo(t, user.id, before, 0)).toEqual([]);
        expect(await bell(user.id)).toHaveLength(1);
      }
    } finally {
      client.close();
    }
  });

  it('exactly once with two instances on one database, and after a restart it catches up without sending twice', async () => {
    const owner = await seller();
    const buyer = await createFastUser(t);
    const search = await save(buyer, 'Due istanze', { type: 'BONUS_FACCIATE' });
    const other = await t.anotherInstance({ config: { exclusivityExpiryIntervalSeconds: 3600 } });
    const before = await outboxFiles(t);
    const practices: number[] = [];
    try {
      for (let i = 0; i < 4; i++) practices.push(await approve(owner.id, { type: 'BONUS_FACCIATE', tributeCode: '7705' }));
      await matched(search.id, practices.at(-1)!);
      await sleep(600);
    } finally {
      await other.close();
    }
    expect(await of(search.id)).toEqual(practices);
    expect(await mailsTo(t, buyer.id, before, 4)).toHaveLength(4);

    // The processor stops (as at shutdown), practices are approved meanwhile, a new app starts on the same database.
    const restartedBefore = await outboxFiles(t);
    await t.app.get(CatchUpSubscriptions).onApplicationShutdown();
    const whileStopped = [
      await approve(owner.id, { type: 'BONUS_FACCIATE', tributeCode: '7705' }),
      await approve(owner.id, { type: 'BONUS_FACCIATE', tributeCode: '7705' }),
    ];
    await sleep(500);
    expect(await of(search.id)).toEqual(practices);
    t = await t.restart({ config: { exclusivityExpiryIntervalSeconds: 3600 } });
    await matched(search.id, whileStopped[1]!);
    await sleep(600);
    expect(await of(search.id)).toEqual([...practices, ...whileStopped]);
    expect(await mailsTo(t, buyer.id, restartedBefore, 2)).toHaveLength(2);
  });
});
