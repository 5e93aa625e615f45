import { apiRoutes, type AuditEntry } from '@pratiche/contracts';
import { verifyExport } from '../../../../infrastructure/audit-chain/export/verify-audit-export';
import { signInAsAdmin } from '../../../../testing/accounts';
import { createSeller, reviewDocument, submitPractice } from '../../../../testing/practices';
import { useTestApp } from '../../../../testing/test-app';

/**
 * Issue 46 "The history speaks Italian to people": the admin's history names a practice's files by
 * the names the seller gave them, folded from the events that filed them (sealed personal data,
 * opened for the read), never by their stored names; once the seller is erased, neither.
 */
describe('GET /api/admin/history/practice/{id}: files by their original names (issue 46)', () => {
  const t = useTestApp();

  /** A practice whose visura is typed by the seller and approved, and whose invoice is rejected, by the admin. */
  const typedAndReviewed = async () => {
    const seller = await createSeller(t);
    const practice = await submitPractice(seller.agent, { societari: ['Visura Rossi 2026.pdf'], fiscali: ['Fattura 12-2025.pdf'] });
    const [visura, fattura] = [practice.documents.societari[0]!, practice.documents.fiscali[0]!];
    await seller.agent
      .patch(apiRoutes.practiceDocument(practice.id, visura.filename))
      .send({ docType: 'visura_camerale', issuedOn: italianToday() })
      .expect(200);
    expect((await reviewDocument(t, practice.id, visura.filename, 'approved')).status).toBe(200);
    expect((await reviewDocument(t, practice.id, fattura.filename, 'rejected', 'Illeggibile')).status).toBe(200);
    return { seller, practiceId: practice.id as number, stored: [visura.filename, fattura.filename] };
  };

  const italianToday = () => new Date().toISOString().slice(0, 10);
  const lines = (history: AuditEntry[], ...types: string[]) => history.filter((e) => types.includes(e.type)).map((e) => e.description);

  it('a typing and the reviews read the original names; no description carries a stored name', async () => {
    const { practiceId, stored } = await typedAndReviewed();
    const admin = await signInAsAdmin(t);
    const history = (await admin.get(apiRoutes.adminHistory('practice', practiceId)).expect(200)).body as AuditEntry[];
    expect(lines(history, 'PracticeDocumentTyped', 'PracticeDocumentReviewed')).toEqual([
      expect.stringMatching(/^Tipo del documento Visura Rossi 2026\.pdf: Visura camerale, rilasciato il \d{2}\/\d{2}\/\d{4}$/),
      'Documento Visura Rossi 2026.pdf approvato',
      'Documento Fattura 12-2025.pdf rifiutato: Illeggibile',
    ]);
    for (const entry of history) for (const filename of stored) expect(entry.description).not.toContain(filename);

    // The CSV and the log's page say the same.
    const csv = await admin.get(`${apiRoutes.adminHistory('practice', practiceId)}?format=csv`).expect(200);
    expect(csv.text).toContain('Documento Visura Rossi 2026.pdf approvato');
    const page = await admin.get(apiRoutes.adminEvents).query({ order: 'desc', type: 'PracticeDocumentReviewed', limit: 500 }).expect(200);
    const reviews = (page.body.data as AuditEntry[]).filter((e) => e.data.practiceId === practiceId).map((e) => e.description);
    expect(reviews).toEqual(['Documento Fattura 12-2025.pdf rifiutato: Illeggibile', 'Documento Visura Rossi 2026.pdf approvato']);
  });

  it('the signed export shows the original names and still verifies offline', async () => {
    const { practiceId } = await typedAndReviewed();
    const admin = await signInAsAdmin(t);
    const res = await admin.get(`${apiRoutes.adminHistory('practice', practiceId)}?format=signed`).expect(200);
    const publicKey = (await t.request().get(apiRoutes.auditPublicKey).expect(200)).body.publicKey as string;
    expect(verifyExport(res.text, publicKey)).toMatchObject({ ok: true });
    expect(res.text).toContain('Documento Visura Rossi 2026.pdf approvato');
  });

  it("once the seller is erased, the original names appear nowhere: 'Dato cancellato' in their place", async () => {
    const { seller, practiceId, stored } = await typedAndReviewed();
    const admin = await signInAsAdmin(t);
    await admin.delete(apiRoutes.adminUser(seller.user.id)).expect(200);
    const res = await admin.get(apiRoutes.adminHistory('practice', practiceId)).expect(200);
    expect(lines(res.body as AuditEntry[], 'PracticeDocumentReviewed')).toEqual([
      'Documento Dato cancellato approvato',
      'Documento Dato cancellato rifiutato: Illeggibile',
    ]);
    const csv = await admin.get(`${apiRoutes.adminHistory('practice', practiceId)}?format=csv`).expect(200);
    // The log's page, where other tests' practices hold files of the same names: this practice's events.
    const page = await admin.get(apiRoutes.adminEvents).query({ order: 'desc', limit: 500 }).expect(200);
    const ours = JSON.stringify((page.body.data as AuditEntry[]).filter((e) => e.data.practiceId === practiceId));
    expect(ours).toContain('Documento Dato cancellato approvato');
    for (const text of [res.text, csv.text, ours]) {
      expect(text).not.toContain('Visura Rossi 2026');
      expect(text).not.toContain('Fattura 12-2025');
    }
    // The stored names are facts, still in the data for whoever investigates.
    expect(res.text).toContain(stored[0]);
  });
});
