import { apiRoutes } from '@pratiche/contracts';
import { agentFor, createFastUser } from '../../../../testing/marketplace';
import { practiceEvents, reviewPractice, submitPractice } from '../../../../testing/practices';
import { useTestApp } from '../../../../testing/test-app';

const DAY = 86_400_000;

describe('POST /api/practices/:id/reconfirm (issue 28: "the seller reconfirms that the credit is still in its cassetto fiscale")', () => {
  let now = new Date();
  const t = useTestApp({ clock: () => now });

  const seller = () => createFastUser(t, { isCedente: true, isCessionario: false });

  it("the owner reconfirms an approved practice 31 days on: lastConfirmationDate moves to now and 'Da riconfermare' goes", async () => {
    const owner = await seller();
    const practice = await submitPractice(owner.agent);
    await reviewPractice(t, practice.id, 'approved');
    const started = now;
    try {
      now = new Date(started.getTime() + 31 * DAY);
      const agent = await agentFor(t, owner.id);
      expect((await agent.get(apiRoutes.practice(practice.id))).body).toMatchObject({
        lastConfirmationDate: practice.lastConfirmationDate,
        reconfirmationDue: true,
      });
      const res = await agent.post(apiRoutes.practiceReconfirm(practice.id));
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id: practice.id, lastConfirmationDate: now.toISOString(), reconfirmationDue: false });
      expect((await practiceEvents(t, practice.id)).at(-1)).toMatchObject({ type: 'CreditReconfirmed', data: { by: owner.id, at: now.toISOString() } });
    } finally {
      now = started;
    }
  });

  it("another seller or a buyer: 403 'Solo il titolare della pratica può riconfermare il credito' (buyers are refused by role), nothing recorded", async () => {
    const owner = await seller();
    const practice = await submitPractice(owner.agent);
    await reviewPractice(t, practice.id, 'approved');
    const other = await (await seller()).agent.post(apiRoutes.practiceReconfirm(practice.id));
    expect(other.status).toBe(403);
    expect(other.body.message).toBe('Solo il titolare della pratica può riconfermare il credito');
    expect((await (await createFastUser(t)).agent.post(apiRoutes.practiceReconfirm(practice.id))).status).toBe(403);
    expect((await practiceEvents(t, practice.id)).map((e) => e.type)).toEqual(['PracticeSubmitted', 'PracticeApproved']);
  });

  it("a pending practice: 409 'Si riconfermano solo i crediti di pratiche approvate e non ancora cedute'", async () => {
    const owner = await seller();
    const practice = await submitPractice(owner.agent);
    const res = await owner.agent.post(apiRoutes.practiceReconfirm(practice.id));
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Si riconfermano solo i crediti di pratiche approvate e non ancora cedute');
  });

  it("an unknown practice: 404 'Pratica non trovata'", async () => {
    const owner = await seller();
    const res = await owner.agent.post(apiRoutes.practiceReconfirm(999_999));
    expect(res.status).toBe(404);
  });
});
