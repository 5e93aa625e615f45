import { apiRoutes } from '@pratiche/contracts';
import { createSeller, practiceEvents, reviewPractice, submitPractice } from '../../../../testing/practices';
import { useTestApp } from '../../../../testing/test-app';

describe('PATCH /api/practices/:id/sale-status (spec 4 "Practice sale status")', () => {
  const t = useTestApp();

  it('the owner marks an approved practice ceduta, outside the portal', async () => {
    const seller = await createSeller(t);
    const practice = await submitPractice(seller.agent);
    await reviewPractice(t, practice.id, 'approved');
    const res = await seller.agent.patch(apiRoutes.practiceSaleStatus(practice.id)).send({ saleStatus: 'ceduta', viaPortal: false });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ saleStatus: 'ceduta', soldViaPortal: false });
    expect((await practiceEvents(t, practice.id)).at(-1)).toMatchObject({ type: 'PracticeMarkedSold', data: { viaPortal: false } });
  });

  it("a practice already ceduta: 409 'La pratica è già ceduta o chiusa'", async () => {
    const seller = await createSeller(t);
    const practice = await submitPractice(seller.agent);
    await reviewPractice(t, practice.id, 'approved');
    await seller.agent.patch(apiRoutes.practiceSaleStatus(practice.id)).send({ saleStatus: 'ceduta', viaPortal: true }).expect(200);
    const res = await seller.agent.patch(apiRoutes.practiceSaleStatus(practice.id)).send({ saleStatus: 'ceduta', viaPortal: true });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('La pratica è già ceduta o chiusa');
  });

  it("a practice not approved: 409 'Solo una pratica approvata può essere segnata come ceduta'", async () => {
    const seller = await createSeller(t);
    const practice = await submitPractice(seller.agent);
    const res = await seller.agent.patch(apiRoutes.practiceSaleStatus(practice.id)).send({ saleStatus: 'ceduta', viaPortal: true });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Solo una pratica approvata può essere segnata come ceduta');
  });

  it("another seller: 403 'Non hai i permessi per modificare lo stato di vendita di questa pratica.'", async () => {
    const [owner, other] = [await createSeller(t), await createSeller(t)];
    const practice = await submitPractice(owner.agent);
    await reviewPractice(t, practice.id, 'approved');
    const res = await other.agent.patch(apiRoutes.practiceSaleStatus(practice.id)).send({ saleStatus: 'ceduta', viaPortal: true });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Non hai i permessi per modificare lo stato di vendita di questa pratica.');
  });

  it('a sale status other than ceduta: 400', async () => {
    const seller = await createSeller(t);
    const practice = await submitPractice(seller.agent);
    expect((await seller.agent.patch(apiRoutes.practiceSaleStatus(practice.id)).send({ saleStatus: 'chiusa' })).status).toBe(400);
  });
});
