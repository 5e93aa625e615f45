import { apiRoutes } from '@pratiche/contracts';
import { signInAsAdmin } from '../../../../testing/accounts';
import { createSeller, submitPractice } from '../../../../testing/practices';
import { useTestApp } from '../../../../testing/test-app';

describe('GET /api/practices/:id (spec 2 /practice/{id}, admin detail dialog)', () => {
  const t = useTestApp();

  it('the owner and an admin read it', async () => {
    const seller = await createSeller(t);
    const practice = await submitPractice(seller.agent, { societari: ['statuto.pdf'] });
    for (const agent of [seller.agent, await signInAsAdmin(t)]) {
      const res = await agent.get(apiRoutes.practice(practice.id));
      expect(res.status).toBe(200);
      expect(res.body).toEqual(practice);
    }
  });

  it("another seller: 403 'Non hai i permessi per visualizzare questa pratica.'", async () => {
    const [owner, other] = [await createSeller(t), await createSeller(t)];
    const practice = await submitPractice(owner.agent);
    const res = await other.agent.get(apiRoutes.practice(practice.id));
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Non hai i permessi per visualizzare questa pratica.');
  });

  it.each(['999999', 'abc', '-1', '1.5'])("id %s: 404 'Pratica non trovata.'", async (id) => {
    const seller = await createSeller(t);
    const res = await seller.agent.get(`/api/practices/${id}`);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Pratica non trovata.');
  });
});
