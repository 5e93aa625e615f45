import { apiRoutes, type PracticeResponse, type PracticeTimelineResponse } from '@pratiche/contracts';
import { createActiveUser, signInAsAdmin } from '../../../../testing/accounts';
import { fundWallet } from '../../../../testing/marketplace';
import { createSeller, practiceBody, reviewPractice, submitPractice, uploadPracticeFiles } from '../../../../testing/practices';
import { useTestApp } from '../../../../testing/test-app';

describe('GET /api/practices/:id/timeline (issue 26 "every practice page shows an Italian timeline")', () => {
  const t = useTestApp();

  const buyer = async () => {
    const account = await createActiveUser(t, { isCedente: false, isCessionario: true });
    await fundWallet(t, account.user.id, 1_000);
    return account;
  };

  /** Submitted with statuto.pdf, sent back, edited (statuto replaced, bilancio added), approved; one base access and one exclusivity. */
  const practiceWithHistory = async () => {
    const seller = await createSeller(t);
    const practice = await submitPractice(seller.agent, { societari: ['statuto.pdf'] });
    await reviewPractice(t, practice.id, 'integration_required', 'Manca il bilancio');
    const [statuto] = await uploadPracticeFiles(seller.agent, [{ name: 'statuto.pdf' }]);
    const [bilancio] = await uploadPracticeFiles(seller.agent, [{ name: 'bilancio.pdf' }], 'fiscali');
    const edited = await seller.agent
      .patch(apiRoutes.practice(practice.id))
      .send(practiceBody({ ...pick(practice), documents: { societari: [statuto!], fiscali: [bilancio!] } }));
    expect(edited.status).toBe(200);
    await reviewPractice(t, practice.id, 'approved', 'Tutto in ordine');
    const [base, exclusive] = [await buyer(), await buyer()];
    await base.agent.post(apiRoutes.marketplaceView(practice.id)).send({ accessType: 'base' }).expect(200);
    await exclusive.agent.post(apiRoutes.marketplaceExclusive(practice.id)).send({ hours: 24 }).expect(200);
    return { seller, practice, base, exclusive };
  };

  const pick = (p: PracticeResponse) => ({
    type: p.type,
    year: p.year,
    amount: p.amount,
    discount: p.discount,
    tributeCode: p.tributeCode,
    numSites: p.numSites,
  });

  const timelineOf = async (agent: ReturnType<typeof t.agent>, id: number): Promise<PracticeTimelineResponse> => {
    const res = await agent.get(apiRoutes.practiceTimeline(id));
    expect(res.status).toBe(200);
    return res.body as PracticeTimelineResponse;
  };

  it('timeline order and content: newest first, each review with its comment, the resubmission with its files, the purchases', async () => {
    const { seller, practice } = await practiceWithHistory();
    const entries = await timelineOf(seller.agent, practice.id);
    expect(entries.map((e) => e.kind)).toEqual(['exclusivity', 'access', 'approved', 'resubmitted', 'integration', 'submitted']);
    expect(entries.map((e) => e.at)).toEqual([...entries.map((e) => e.at)].sort().reverse());
    expect(entries.find((e) => e.kind === 'approved')!.detail).toBe('Commento: «Tutto in ordine»');
    expect(entries.find((e) => e.kind === 'integration')!.detail).toBe('Commento: «Manca il bilancio»');
    expect(entries.find((e) => e.kind === 'resubmitted')!.detail).toBe('File aggiunti: bilancio.pdf · File sostituiti: statuto.pdf');
    expect(entries[0]!.detail).toMatch(/^Fino al \d{2}\/\d{2}\/\d{4} alle \d{2}:\d{2}$/);
  });

  it('anonymity: the seller reads "Un acquirente", a buyer "Tu" for his own purchase, an admin the usernames', async () => {
    const { seller, practice, base, exclusive } = await practiceWithHistory();
    const purchases = async (agent: ReturnType<typeof t.agent>) =>
      (await timelineOf(agent, practice.id)).filter((e) => e.kind === 'access' || e.kind === 'exclusivity').map((e) => e.title);
    expect(await purchases(seller.agent)).toEqual(["Un acquirente ha acquistato l'esclusiva di 24 ore", "Un acquirente ha acquistato l'accesso base"]);
    expect(await purchases(base.agent)).toEqual(["Un acquirente ha acquistato l'esclusiva di 24 ore", "Tu hai acquistato l'accesso base"]);
    expect(await purchases(exclusive.agent)).toEqual(["Tu hai acquistato l'esclusiva di 24 ore", "Un acquirente ha acquistato l'accesso base"]);
    expect(await purchases(await signInAsAdmin(t))).toEqual([
      `${exclusive.user.username} ha acquistato l'esclusiva di 24 ore`,
      `${base.user.username} ha acquistato l'accesso base`,
    ]);
    const seenByBuyer = JSON.stringify(await timelineOf(base.agent, practice.id));
    expect(seenByBuyer).not.toContain(exclusive.user.username);
    expect(JSON.stringify(await timelineOf(seller.agent, practice.id))).not.toContain(base.user.username);
  });

  it('access rules: another buyer who bought nothing, another seller and a stranger are refused like the practice detail; a missing practice 404', async () => {
    const { practice } = await practiceWithHistory();
    const otherBuyer = await buyer();
    const otherSeller = await createSeller(t);
    for (const agent of [otherBuyer.agent, otherSeller.agent]) {
      const res = await agent.get(apiRoutes.practiceTimeline(practice.id));
      expect([res.status, res.body.message]).toEqual([403, 'Non hai i permessi per visualizzare questa pratica.']);
    }
    expect((await otherSeller.agent.get(apiRoutes.practice(practice.id))).status).toBe(403);
    expect((await t.agent().get(apiRoutes.practiceTimeline(practice.id))).status).toBe(401);
    expect((await otherSeller.agent.get(apiRoutes.practiceTimeline(999_999))).status).toBe(404);
    expect((await otherSeller.agent.get(apiRoutes.practiceTimeline('abc'))).status).toBe(404);
  });
});
