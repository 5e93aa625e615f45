import { apiRoutes, type PracticeResponse } from '@pratiche/contracts';
import { UploadStorage } from '../../../../infrastructure/uploads/upload-storage';
import { createSeller, practiceBody, practiceEvents, reviewPractice, submitPractice, uploadPracticeFiles } from '../../../../testing/practices';
import { useTestApp } from '../../../../testing/test-app';

const editRefused = 'Non hai i permessi per modificare questa pratica o la pratica non è in stato di richiesta integrazioni.';

describe('PATCH /api/practices/:id (spec 2 /practice/{id}/edit, spec 5 "Edit permission")', () => {
  const t = useTestApp();

  const storedFiles = async () => t.app.get(UploadStorage).list('practice-document');
  const bodyOf = (practice: PracticeResponse, overrides = {}) =>
    practiceBody({
      type: practice.type,
      year: practice.year,
      amount: practice.amount,
      discount: practice.discount,
      tributeCode: practice.tributeCode,
      numSites: practice.numSites,
      documents: practice.documents,
      ...overrides,
    });

  it('the owner edits while integration_required: back to pending, documents merged by name, the replaced file leaves storage', async () => {
    const seller = await createSeller(t);
    const practice = await submitPractice(seller.agent, { societari: ['statuto.pdf', 'atto.pdf'] });
    await reviewPractice(t, practice.id, 'integration_required', 'Manca la visura aggiornata');
    const oldStatuto = practice.documents.societari.find((d) => d.originalName === 'statuto.pdf')!;
    const [newStatuto] = await uploadPracticeFiles(seller.agent, [{ name: 'statuto.pdf' }]);
    const [bilancio] = await uploadPracticeFiles(seller.agent, [{ name: 'bilancio.pdf' }], 'fiscali');
    const res = await seller.agent
      .patch(apiRoutes.practice(practice.id))
      .send(bodyOf(practice, { amount: 90_000, documents: { societari: [newStatuto!], fiscali: [bilancio!] } }));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'pending', amount: 90_000 });
    expect(res.body.documents).toEqual({
      societari: [
        expect.objectContaining({ originalName: 'statuto.pdf', filename: newStatuto!.filename }),
        practice.documents.societari.find((d) => d.originalName === 'atto.pdf'),
      ],
      fiscali: [expect.objectContaining({ originalName: 'bilancio.pdf', filename: bilancio!.filename })],
    });
    expect((await practiceEvents(t, practice.id)).map((e) => e.type)).toEqual([
      'PracticeSubmitted',
      'IntegrationRequested',
      'PracticeDocumentsChanged',
      'PracticeResubmitted',
    ]);
    expect(await storedFiles()).not.toContain(oldStatuto.filename);
    expect(await storedFiles()).toContain(newStatuto!.filename);
  });

  it(`the owner edits a pending practice (not integration_required): 409 '${editRefused}'`, async () => {
    const seller = await createSeller(t);
    const practice = await submitPractice(seller.agent);
    const res = await seller.agent.patch(apiRoutes.practice(practice.id)).send(bodyOf(practice, { amount: 1 }));
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ error: editRefused, message: editRefused, requestId: expect.any(String) });
  });

  it("another seller edits someone's practice in integration_required: 403 with the spec's message, nothing recorded", async () => {
    const [owner, other] = [await createSeller(t), await createSeller(t)];
    const practice = await submitPractice(owner.agent);
    await reviewPractice(t, practice.id, 'integration_required');
    const res = await other.agent.patch(apiRoutes.practice(practice.id)).send(bodyOf(practice, { amount: 1 }));
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(editRefused);
    expect(await practiceEvents(t, practice.id)).toHaveLength(2);
  });

  it("an unknown practice: 404 'Pratica non trovata.'", async () => {
    const seller = await createSeller(t);
    const res = await seller.agent.patch(apiRoutes.practice(999_999)).send(practiceBody());
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Pratica non trovata.');
  });
});
