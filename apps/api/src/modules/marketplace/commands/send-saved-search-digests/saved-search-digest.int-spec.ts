import { setTimeout as sleep } from 'node:timers/promises';
import { apiRoutes, type SavedSearch, type SavedSearchFilters } from '@pratiche/contracts';
import type { PracticeDetails } from '@pratiche/domain';
import { allProjections } from '../../../../app.projections';
import { verifyProjections } from '../../../../infrastructure/projections/verify-projections';
import { listUnsubscribeUrl, mailsTo, outboxFiles } from '../../../../testing/mails';
import { createApprovedPractice, createFastUser, type FastUser } from '../../../../testing/marketplace';
import { useTestApp, type TestApp } from '../../../../testing/test-app';
import { SavedSearchDigestProcessor } from './saved-search-digest.processor';

const PUBLIC_URL = 'http://localhost:3000';

/**
 * Issue 31: "by mail, immediately or in a daily digest as each search says". From 08:00 in Rome,
 * one mail per buyer grouping the new practices of his 'daily' searches by search, once a day.
 */
describe("issue 31: the saved searches' daily digest (injected clock)", () => {
  let now = new Date('2026-03-02T05:00:00.000Z');
  const t = useTestApp({ clock: () => now, config: { exclusivityExpiryIntervalSeconds: 3600 } });

  const save = async (buyer: FastUser, name: string, filters: Partial<SavedSearchFilters>, mail: string) =>
    (await buyer.agent.post(apiRoutes.savedSearches).send({ name, filters, mail }).expect(201)).body as SavedSearch;
  const matched = async (searchId: number, practiceId: number) => {
    for (let i = 0; i < 80; i++) {
      const { rows } = await t.database.query(
        "SELECT 1 FROM events WHERE type = 'SavedSearchMatched' AND (data ->> 'searchId')::int = $1 AND (data ->> 'practiceId')::int = $2",
        [searchId, practiceId],
      );
      if (rows.length > 0) return;
      await sleep(100);
    }
    throw new Error(`practice ${practiceId} never matched search ${searchId}`);
  };
  const digestEvents = async () =>
    (
      await t.database.query<{ stream_id: string; data: { userId: number; day: string } }>(
        "SELECT stream_id, data FROM events WHERE type = 'SavedSearchDigestSent'",
      )
    ).rows;
  const runAt = (at: Date, ...apps: TestApp[]) => Promise.all(apps.map((app) => app.app.get(SavedSearchDigestProcessor).runOnce(at)));
  const tokenOf = async (id: number) =>
    (await t.database.query<{ token: string }>('SELECT unsubscribe_token AS token FROM saved_searches WHERE id = $1', [id])).rows[0]!.token;
  const digests = async (userId: number, before: string[], expected: number) =>
    (await mailsTo(t, userId, before, expected)).filter((m) => m.includes('Subject: Ricerche salvate:'));

  it('nothing before 08:00; then one mail per buyer grouping practices by search, once however many instances; the next day only new matches', async () => {
    const seller = await createFastUser(t, { isCedente: true, isCessionario: false });
    const buyer = await createFastUser(t);
    const single = await createFastUser(t);
    const silenced = await createFastUser(t);
    const superbonus = await save(buyer, 'Superbonus', { type: 'SUPERBONUS_110' }, 'daily');
    const facciate = await save(buyer, 'Facciate', { type: 'BONUS_FACCIATE' }, 'daily');
    const off = await save(buyer, 'Senza e-mail', { type: 'SUPERBONUS_110' }, 'off');
    const sisma = await save(single, 'Sisma', { type: 'SISMA_BONUS' }, 'daily');
    const muted = await save(silenced, 'Tutto', {}, 'daily');
    // This buyer turned the kind's mail off in his preferences: no digest.
    await t.database.query("INSERT INTO notification_preferences (user_id, email_off) VALUES ($1, '{savedSearchAlert}')", [silenced.id]);

    const approve = (details: Partial<PracticeDetails>) => createApprovedPractice(t, seller.id, details);
    const p1 = await approve({});
    const p2 = await approve({});
    const p3 = await approve({ type: 'BONUS_FACCIATE', tributeCode: '7705' });
    const p4 = await approve({ type: 'SISMA_BONUS', tributeCode: '7703' });
    await matched(muted.id, p4);
    await matched(off.id, p2);

    now = new Date('2026-03-02T06:59:59.000Z'); // 07:59:59 in Rome
    expect(await runAt(now, t)).toEqual([0]);
    expect(await digestEvents()).toEqual([]);

    const before = await outboxFiles(t);
    now = new Date('2026-03-02T07:00:00.000Z'); // 08:00 in Rome
    const other = await t.anotherInstance({ clock: () => now, config: { exclusivityExpiryIntervalSeconds: 3600 } });
    try {
      // The new instance's processor also runs once as it starts: every run races for the same day's streams.
      await runAt(now, t, other, other, t);
    } finally {
      await other.close();
    }
    expect((await digestEvents()).map((e) => e.stream_id).sort()).toEqual(
      [`saved-search-digest-${buyer.id}-2026-03-02`, `saved-search-digest-${single.id}-2026-03-02`].sort(),
    );

    const [grouped] = await digests(buyer.id, before, 1);
    expect(await digests(buyer.id, before, 1)).toHaveLength(1);
    expect(grouped).toContain('Subject: Ricerche salvate: 3 nuove pratiche - Marketplace Pratiche');
    expect(grouped).toContain(`«Superbonus»: le pratiche #${p1}, #${p2}.`);
    expect(grouped).toContain(`«Facciate»: la pratica #${p3}.`);
    expect(grouped).not.toContain('Senza e-mail');
    expect(grouped).toContain(`${PUBLIC_URL}/ricerche-salvate/disattiva?token=${await tokenOf(superbonus.id)}`);
    expect(grouped).toContain(`${PUBLIC_URL}/ricerche-salvate/disattiva?token=${await tokenOf(facciate.id)}`);
    // Several searches in one message: no one-click header, each search has its own link.
    expect(grouped).not.toContain('List-Unsubscribe');
    expect(listUnsubscribeUrl(grouped!)).toBeNull();
    const [alone] = await digests(single.id, before, 1);
    expect(alone).toContain(`«Sisma»: la pratica #${p4}.`);
    expect(listUnsubscribeUrl(alone)).toBe(`${PUBLIC_URL}/api/saved-searches/unsubscribe?token=${await tokenOf(sisma.id)}`);
    expect(alone).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(await digests(silenced.id, before, 0)).toEqual([]);

    // Later the same day: nothing new, nothing sent.
    now = new Date('2026-03-02T15:00:00.000Z');
    expect(await runAt(now, t)).toEqual([0]);

    // The next day: only the match that came since.
    now = new Date('2026-03-03T05:00:00.000Z');
    const p5 = await approve({ type: 'BONUS_FACCIATE', tributeCode: '7705' });
    await matched(facciate.id, p5);
    const nextBefore = await outboxFiles(t);
    now = new Date('2026-03-03T07:30:00.000Z');
    expect(await runAt(now, t)).toEqual([1]);
    const [nextDay] = await digests(buyer.id, nextBefore, 1);
    expect(nextDay).toContain('Subject: Ricerche salvate: 1 nuova pratica - Marketplace Pratiche');
    expect(nextDay).toContain(`«Facciate»: la pratica #${p5}.`);
    expect(nextDay).not.toContain(`#${p1}`);
    expect(listUnsubscribeUrl(nextDay)).toBe(`${PUBLIC_URL}/api/saved-searches/unsubscribe?token=${await tokenOf(facciate.id)}`);
    // The work list and the bell's alerts are read models: a rebuild from the log gives the same rows.
    expect(await verifyProjections(t.database, allProjections)).toEqual([]);
    const { rows } = await t.database.query<{ practice_id: number }>('SELECT practice_id FROM saved_search_pending WHERE search_id = $1 ORDER BY 1', [
      muted.id,
    ]);
    expect(rows.map((r) => r.practice_id)).toEqual([p1, p2, p3, p4, p5]);
  });
  it('matches held back for more than two days (the mail was off) are not mailed when it is on again; newer ones are', async () => {
    const seller = await createFastUser(t, { isCedente: true, isCessionario: false });
    const buyer = await createFastUser(t);
    now = new Date('2026-03-10T05:00:00.000Z');
    const patrimonio = await save(buyer, 'Patrimonio', { type: 'BONUS_PATRIMONIO' }, 'daily');
    await t.database.query("INSERT INTO notification_preferences (user_id, email_off) VALUES ($1, '{savedSearchAlert}')", [buyer.id]);
    const approve = () => createApprovedPractice(t, seller.id, { type: 'BONUS_PATRIMONIO', tributeCode: '7706' });
    const old = await approve();
    await matched(patrimonio.id, old);

    now = new Date('2026-03-13T05:00:00.000Z');
    await t.database.query('DELETE FROM notification_preferences WHERE user_id = $1', [buyer.id]);
    const recent = await approve();
    await matched(patrimonio.id, recent);
    const before = await outboxFiles(t);
    now = new Date('2026-03-13T07:00:00.000Z'); // 08:00 in Rome
    expect(await runAt(now, t)).toEqual([1]);
    const [digest] = await digests(buyer.id, before, 1);
    expect(digest).toContain(`«Patrimonio»: la pratica #${recent}.`);
    expect(digest).not.toContain(`#${old}`);
  });
});
