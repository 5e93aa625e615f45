import { createHash } from 'node:crypto';
import { apiRoutes, type AuditEntry } from '@pratiche/contracts';
import { createActiveUser, readStoredEvents, signInAsAdmin } from '../../../../testing/accounts';
import { pdfBuffer } from '../../../../testing/documents';
import { createSeller, practiceBody, reviewPractice, submitPractice } from '../../../../testing/practices';
import { testAdmin, useTestApp } from '../../../../testing/test-app';
import { appendSpending } from '../../../../testing/wallet';
import { parseCsv } from '../../csv-parse.spec-helper';

describe('GET /api/admin/history/{practice|user|wallet}/{id} (issue 7 "Audit history")', () => {
  const t = useTestApp();

  const historyOf = async (kind: 'practice' | 'user' | 'wallet', id: number): Promise<AuditEntry[]> => {
    const res = await (await signInAsAdmin(t)).get(apiRoutes.adminHistory(kind, id));
    expect(res.status).toBe(200);
    return res.body as AuditEntry[];
  };

  /** Submit, integration request with a comment, edit, approve, mark sold, then a download of each kind. */
  const practiceThroughItsLifecycle = async () => {
    const seller = await createSeller(t);
    const practice = await submitPractice(seller.agent, { societari: ['statuto.pdf'] });
    await reviewPractice(t, practice.id, 'integration_required', 'Manca la visura aggiornata');
    const { type, year, discount, tributeCode, numSites, documents } = practice;
    await seller.agent
      .patch(apiRoutes.practice(practice.id))
      .send(practiceBody({ type, year, amount: 90_000, discount, tributeCode, numSites, documents }))
      .expect(200);
    await reviewPractice(t, practice.id, 'approved', 'Tutto in ordine');
    await seller.agent.patch(apiRoutes.practiceSaleStatus(practice.id)).send({ saleStatus: 'ceduta', viaPortal: false }).expect(200);
    return { seller, practice };
  };

  it('a practice after its full lifecycle lists every step, oldest first, with its actor and an Italian description', async () => {
    const { seller, practice } = await practiceThroughItsLifecycle();
    const history = await historyOf('practice', practice.id);
    const steps = history.map((e) => [e.type, e.actor.username]);
    const [sellerName, admin] = [seller.user.username, testAdmin.username];
    expect(steps).toEqual([
      ['PracticeSubmitted', sellerName],
      ['IntegrationRequested', admin],
      ['PracticeResubmitted', sellerName],
      ['PracticeApproved', admin],
      ['PracticeMarkedSold', sellerName],
    ]);
    expect(history.map((e) => e.version)).toEqual([1, 2, 3, 4, 5]);
    expect(history[1]).toMatchObject({
      actor: { username: admin },
      description: 'Richiesta di integrazione, con il commento: «Manca la visura aggiornata»',
      data: { comment: 'Manca la visura aggiornata', practiceId: practice.id },
    });
    expect(history[2]!.data).toMatchObject({ amount: 90_000 });
    expect(history[0]!.actor.id).toBe(seller.user.id);
    for (const entry of history) expect(Date.parse(entry.at)).not.toBeNaN();
  });

  it('a download of a document or the zip appears in the access log with who and which file', async () => {
    const seller = await createSeller(t);
    const practice = await submitPractice(seller.agent, { societari: ['statuto.pdf'], fiscali: ['bilancio.pdf'] });
    const admin = await signInAsAdmin(t);
    await admin.get(apiRoutes.document(practice.documents.fiscali[0]!.filename)).expect(200);
    await seller.agent.get(apiRoutes.practiceDownloadAll(practice.id)).expect(200);
    const accesses = (await historyOf('practice', practice.id)).filter((e) => e.type === 'PracticeDocumentsAccessed');
    // Issue 30: each file with the SHA-256 of the bytes delivered (the owner and admins get the stored file).
    const sha256 = createHash('sha256').update(pdfBuffer()).digest('hex');
    expect(accesses).toEqual([
      expect.objectContaining({
        actor: expect.objectContaining({ username: testAdmin.username }),
        description: `Documento scaricato: bilancio.pdf (SHA-256 ${sha256})`,
      }),
      expect.objectContaining({
        actor: { id: seller.user.id, username: seller.user.username },
        description: `Scaricati tutti i documenti (zip): statuto.pdf (SHA-256 ${sha256}), bilancio.pdf (SHA-256 ${sha256})`,
      }),
    ]);
    const { originalName, filename } = practice.documents.fiscali[0]!;
    expect(accesses[0]!.data).toMatchObject({ what: 'document', documents: [{ originalName, filename, sha256, watermarked: false }] });
  });

  it('a practice with downloads in its history still takes its next command (access events neither conflict nor break the fold)', async () => {
    const seller = await createSeller(t);
    const practice = await submitPractice(seller.agent, { societari: ['statuto.pdf'] });
    await seller.agent.get(apiRoutes.practiceDownloadAll(practice.id)).expect(200);
    await reviewPractice(t, practice.id, 'approved');
    const res = await seller.agent.get(apiRoutes.practice(practice.id));
    expect(res.body.status).toBe('approved');
  });

  it('a visura download by the owner and by an admin appears in the user history', async () => {
    const user = await createActiveUser(t);
    await user.agent.get(apiRoutes.businessDocument).expect(200);
    const admin = await signInAsAdmin(t);
    await admin.get(apiRoutes.businessDocumentFile(user.user.businessDocument!.filename)).expect(200);
    const history = await historyOf('user', user.user.id);
    expect(history.map((e) => e.type)).toEqual(['UserRegistered', 'UserApproved', 'BusinessDocumentAccessed', 'BusinessDocumentAccessed']);
    expect(history.slice(2).map((e) => [e.actor.username, e.description])).toEqual([
      [user.user.username, 'Visura camerale scaricata: visura.pdf'],
      [testAdmin.username, 'Visura camerale scaricata: visura.pdf'],
    ]);
    // The visura's original name is personal data: sealed in the log like the other user events.
    const stored = await readStoredEvents(t, `user-${user.user.id}`);
    expect(JSON.stringify(stored.filter((e) => e.type === 'BusinessDocumentAccessed'))).not.toContain('visura.pdf');
  });

  it("an erased user's history shows 'Dato cancellato' and no plaintext of their data", async () => {
    const user = await createActiveUser(t);
    const { username, email, companyName, vatNumber } = user.body;
    const admin = await signInAsAdmin(t);
    await admin.delete(apiRoutes.adminUser(user.user.id)).expect(200);
    const res = await admin.get(apiRoutes.adminHistory('user', user.user.id));
    expect(res.status).toBe(200);
    const registered = (res.body as AuditEntry[])[0]!;
    expect(registered.data).toMatchObject({ username: 'Dato cancellato', email: 'Dato cancellato', companyName: 'Dato cancellato' });
    expect(registered.description).toBe("Registrazione dell'utente Dato cancellato (Dato cancellato)");
    expect(res.body.map((e: AuditEntry) => e.type)).toEqual(['UserRegistered', 'UserApproved', 'UserDeleted', 'UserPersonalDataErased']);
    for (const value of [username, email, companyName, vatNumber]) expect(res.text).not.toContain(value);
    const csv = await admin.get(`${apiRoutes.adminHistory('user', user.user.id)}?format=csv`);
    for (const value of [username, email, companyName, vatNumber]) expect(csv.text).not.toContain(value);
  });

  it('an erased actor reads as Dato cancellato in the histories they acted in', async () => {
    const seller = await createSeller(t);
    const practice = await submitPractice(seller.agent);
    await (await signInAsAdmin(t)).delete(apiRoutes.adminUser(seller.user.id)).expect(200);
    const [submitted] = await historyOf('practice', practice.id);
    expect(submitted!.actor).toEqual({ id: seller.user.id, username: 'Dato cancellato' });
  });

  it('no password hash, token or PIN in any history', async () => {
    const user = await createActiveUser(t);
    const newPassword = 'Nuova-Password-456!';
    await user.agent.post(apiRoutes.changePassword).send({ currentPassword: user.password, newPassword, confirmPassword: newPassword }).expect(200);
    await t.request().post(apiRoutes.resetPassword).send({ email: user.body.email });
    const res = await (await signInAsAdmin(t)).get(apiRoutes.adminHistory('user', user.user.id));
    expect(res.body.map((e: AuditEntry) => e.type)).toEqual(expect.arrayContaining(['PasswordChanged', 'PasswordResetRequested']));
    expect(res.text).not.toMatch(/\$argon2|\$2[aby]\$|scrypt|passwordHash|token|pinHash/i);
    expect(res.text).not.toContain('Nuova-Password-456!');
  });

  it('the wallet history lists its credits events', async () => {
    const user = await createActiveUser(t, { isCedente: false, isCessionario: true });
    await appendSpending(t, user.user.id, 5, 1, null);
    const history = await historyOf('wallet', user.user.id);
    expect(history.map((e) => [e.type, e.description])).toEqual([['CreditsSpent', '5 crediti spesi per la pratica 1']]);
  });

  it('the CSV parses back to the events: attachment, one line per event, same cells', async () => {
    const { practice } = await practiceThroughItsLifecycle();
    const admin = await signInAsAdmin(t);
    const json = (await admin.get(apiRoutes.adminHistory('practice', practice.id))).body as AuditEntry[];
    const res = await admin.get(`${apiRoutes.adminHistory('practice', practice.id)}?format=csv`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="storico-practice-${practice.id}.csv"`);
    const [header, ...rows] = parseCsv(res.text);
    expect(header).toEqual(['posizione', 'versione', 'data', 'tipo', 'utente_id', 'utente', 'descrizione', 'dati']);
    expect(rows).toHaveLength(json.length);
    rows.forEach((row, i) => {
      const entry = json[i]!;
      expect(row.slice(0, 7)).toEqual([
        String(entry.position),
        String(entry.version),
        entry.at,
        entry.type,
        String(entry.actor.id ?? ''),
        entry.actor.username,
        entry.description,
      ]);
      expect(JSON.parse(row[7]!)).toEqual(entry.data);
    });
  });

  it('an unknown kind or a malformed id: 404; a stream with no events: an empty history', async () => {
    const admin = await signInAsAdmin(t);
    expect((await admin.get('/api/admin/history/checkout/1')).status).toBe(404);
    expect((await admin.get('/api/admin/history/practice/abc')).status).toBe(404);
    expect((await admin.get(apiRoutes.adminHistory('practice', 999_999))).body).toEqual([]);
  });

  describe('admins only', () => {
    const paths = () => [
      apiRoutes.adminHistory('practice', 1),
      `${apiRoutes.adminHistory('user', 1)}?format=csv`,
      apiRoutes.adminHistory('wallet', 1),
      apiRoutes.adminEvents,
    ];

    it('anonymous: 401 on every audit endpoint', async () => {
      for (const path of paths()) expect([path, (await t.request().get(path)).status]).toEqual([path, 401]);
    });

    it('a signed-in non-admin: 403 on every audit endpoint', async () => {
      const user = await createActiveUser(t);
      for (const path of paths()) expect([path, (await user.agent.get(path)).status]).toEqual([path, 403]);
    });
  });
});
