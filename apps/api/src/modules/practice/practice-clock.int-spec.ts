import { apiRoutes } from '@pratiche/contracts';
import { UnclaimedUploadCleanup } from '../../infrastructure/uploads/unclaimed-upload-cleanup';
import { signInAsAdmin } from '../../testing/accounts';
import { createSeller, practiceBody, practiceEvents, reviewPractice, submitPractice, uploadPracticeFiles } from '../../testing/practices';
import { useTestApp } from '../../testing/test-app';

/** 2 January of this year: months away from the system's time on every day but that one, and a valid practice year. */
const start = new Date(Date.UTC(new Date().getUTCFullYear(), 0, 2, 3, 4, 5));

describe("one clock: a practice command stamps the injected clock's time", () => {
  let now = start;
  const t = useTestApp({ clock: () => now });

  const uploadedAt = async (filename: string) =>
    (await t.database.query<{ at: Date }>('SELECT uploaded_at AS at FROM uploaded_files WHERE filename = $1', [filename])).rows[0]?.at;

  it('submit, review, edit, mark sold, delete a document and delete: every event and every upload row carry the clock time', async () => {
    const seller = await createSeller(t);
    const admin = await signInAsAdmin(t);
    const body = { year: start.getUTCFullYear() + 1 };
    const practice = await submitPractice(seller.agent, { societari: ['a.pdf', 'b.pdf'], body });
    expect(await uploadedAt(practice.documents.societari[0]!.filename)).toEqual(start);
    await reviewPractice(t, practice.id, 'integration_required', 'Manca la visura');
    await seller.agent
      .patch(apiRoutes.practice(practice.id))
      .send(practiceBody({ ...body, amount: 1000, documents: practice.documents }))
      .expect(200);
    await reviewPractice(t, practice.id, 'approved');
    await seller.agent.patch(apiRoutes.practiceSaleStatus(practice.id)).send({ saleStatus: 'ceduta' }).expect(200);
    await admin.delete(apiRoutes.practiceDocument(practice.id, practice.documents.societari[0]!.filename)).expect(200);
    await admin.delete(apiRoutes.adminPractice(practice.id)).expect(200);

    const events = await practiceEvents(t, practice.id);
    expect(events.length).toBeGreaterThanOrEqual(7);
    expect(events.map((e) => [e.type, e.data.at])).toEqual(events.map((e) => [e.type, start.toISOString()]));
  });

  it('the unclaimed-upload sweep reads the same clock: an upload is kept 59 minutes after it, by that clock', async () => {
    const seller = await createSeller(t);
    const [orphan] = await uploadPracticeFiles(seller.agent, [{ name: 'orfano.pdf' }]);
    const cleanup = t.app.get(UnclaimedUploadCleanup);
    now = new Date(start.getTime() + 59 * 60_000);
    expect(await cleanup.sweep()).not.toContain(orphan!.filename);
    now = new Date(start.getTime() + 61 * 60_000);
    expect(await cleanup.sweep()).toContain(orphan!.filename);
  });
});
