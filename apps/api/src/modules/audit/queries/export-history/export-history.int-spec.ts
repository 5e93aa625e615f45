import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { auditApiMessages, apiRoutes, type AuditEntry } from '@pratiche/contracts';
import pdf from 'pdf-parse/lib/pdf-parse.js';
import type { AuditExport } from '../../../../infrastructure/audit-chain/export/audit-export.schema';
import { alterOneCharacter, otherBase64Character, otherDigit, otherHexDigit } from '../../../../infrastructure/audit-chain/export/audit-export.spec-helper';
import { verifyExport } from '../../../../infrastructure/audit-chain/export/verify-audit-export';
import { verifyExportFiles } from '../../../../infrastructure/audit-chain/export/verify-export-files';
import { createActiveUser, signInAsAdmin } from '../../../../testing/accounts';
import { createFastUser, fundWallet } from '../../../../testing/marketplace';
import { createSeller, reviewPractice, submitPractice } from '../../../../testing/practices';
import { useTestApp } from '../../../../testing/test-app';

/** The PDF's text, whitespace squeezed; a plain Uint8Array, as pdf.js 1.x misreads a pooled Buffer. */
const pdfText = async (bytes: Buffer) => (await pdf(new Uint8Array(bytes) as Buffer)).text.replace(/\s+/g, ' ');

describe('GET /api/admin/history/{kind}/{id}?format=signed|pdf (issue 30 "Exports that prove themselves")', () => {
  const t = useTestApp();
  const signedPath = (kind: string, id: number) => `${apiRoutes.adminHistory(kind as 'practice', id)}?format=signed`;
  const pdfPath = (kind: string, id: number) => `${apiRoutes.adminHistory(kind as 'practice', id)}?format=pdf`;

  /** An approved practice a buyer bought access to, with a document downloaded by the admin and the zip by the buyer. */
  const practiceWithPurchaseAndDownloads = async () => {
    const seller = await createSeller(t);
    const practice = await submitPractice(seller.agent, { societari: ['statuto.pdf'], fiscali: ['bilancio.pdf'] });
    await reviewPractice(t, practice.id, 'approved', 'Tutto in ordine');
    const buyer = await createFastUser(t, { credits: 10 });
    await buyer.agent.post(apiRoutes.marketplaceView(practice.id)).send({ accessType: 'base' }).expect(200);
    const admin = await signInAsAdmin(t);
    await admin.get(apiRoutes.document(practice.documents.fiscali[0]!.filename)).expect(200);
    await buyer.agent.get(apiRoutes.practiceDownloadAll(practice.id)).expect(200);
    return { practiceId: practice.id as number, admin };
  };

  const publicKey = async () => (await t.request().get(apiRoutes.auditPublicKey).expect(200)).body.publicKey as string;

  it("a practice's signed history verifies offline with the public key, every stream whole from version 1", async () => {
    const { practiceId, admin } = await practiceWithPurchaseAndDownloads();
    const res = await admin.get(signedPath('practice', practiceId));
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="storico-practice-${practiceId}.json"`);
    const verdict = verifyExport(res.text, await publicKey());
    expect(verdict).toMatchObject({ ok: true, subject: { kind: 'practice', id: practiceId } });

    const file = JSON.parse(res.text) as AuditExport;
    const streams = [...new Set(file.events.map((e) => e.stored.streamId))];
    expect(streams).toEqual([
      `practice-${practiceId}`,
      expect.stringMatching(`^practiceAccess-${practiceId}-`),
      expect.stringMatching(`^practiceAccess-${practiceId}-`),
    ]);
    expect(file.events.map((e) => e.stored.type)).toEqual([
      'PracticeSubmitted',
      'PracticeApproved',
      'PracticeAccessPurchased',
      'PracticeDocumentsAccessed',
      'PracticeDocumentsAccessed',
    ]);
    // As stored: the data is the jsonb text the hash covers; as shown: what the admin's history shows.
    const history = (await admin.get(apiRoutes.adminHistory('practice', practiceId))).body as AuditEntry[];
    expect(file.events.map((e) => e.shown)).toEqual(history);
    expect(JSON.parse(file.events[0]!.stored.data)).toMatchObject({ practiceId });
    expect(file.checkpoint.position).toBeGreaterThanOrEqual(file.events.at(-1)!.stored.globalPosition);
  });

  it('one byte altered anywhere that matters makes verification refuse the file', async () => {
    const { practiceId, admin } = await practiceWithPurchaseAndDownloads();
    const text = (await admin.get(signedPath('practice', practiceId)).expect(200)).text;
    const key = await publicKey();
    const altered: [string, string, RegExp][] = [
      ['a digit in stored data', alterOneCharacter(text, /"data": "\{.*?\\"practiceId\\": (\d)/, otherDigit), /does not match its hash/],
      ['a hex digit of a hash', alterOneCharacter(text, /"hash": "[0-9a-f]{10}([0-9a-f])/, otherHexDigit), /does not match its hash/],
      ['a hex digit of a proof', alterOneCharacter(text, /"proof": \[\s*"[0-9a-f]{3}([0-9a-f])/, otherHexDigit), /not included/],
      [
        'a character of the signature',
        alterOneCharacter(text, /"signature": "[A-Za-z0-9+/]{20}([A-Za-z0-9+/])/, otherBase64Character),
        /signature does not verify/,
      ],
      ['a hex digit of the root', alterOneCharacter(text, /"root": "([0-9a-f])/, otherHexDigit), /signature does not verify/],
    ];
    for (const [what, file, reason] of altered) {
      expect([what, file.length]).toEqual([what, text.length]);
      expect([what, verifyExport(file, key)]).toEqual([what, { ok: false, reason: expect.stringMatching(reason) }]);
    }
  });

  it('the command-line check reads the file and the saved answer of /api/audit/public-key', async () => {
    const { practiceId, admin } = await practiceWithPurchaseAndDownloads();
    const text = (await admin.get(signedPath('practice', practiceId)).expect(200)).text;
    const folder = await mkdtemp(join(tmpdir(), 'storico-'));
    try {
      await writeFile(join(folder, 'storico.json'), text);
      await writeFile(join(folder, 'public-key.json'), (await t.request().get(apiRoutes.auditPublicKey)).text);
      const answer = await verifyExportFiles(join(folder, 'storico.json'), join(folder, 'public-key.json'));
      expect(answer).toEqual({
        ok: true,
        message: expect.stringMatching(/^intact, covered up to checkpoint at position \d+ \(.+\): 5 events of practice \d+$/),
      });
      await writeFile(join(folder, 'storico.json'), alterOneCharacter(text, /"hash": "([0-9a-f])/, otherHexDigit));
      expect(await verifyExportFiles(join(folder, 'storico.json'), join(folder, 'public-key.json'))).toMatchObject({ ok: false });
    } finally {
      await rm(folder, { recursive: true });
    }
  });

  it('audit:verify-export --since: a later export made with ?since=<position> proves it extends an earlier one; without the proof, or from an altered saved file, it is refused', async () => {
    const user = await createFastUser(t, { credits: 5 });
    const admin = await signInAsAdmin(t);
    const folder = await mkdtemp(join(tmpdir(), 'storico-since-'));
    const file = (name: string) => join(folder, name);
    try {
      await writeFile(file('key.pem'), await publicKey());
      const first = (await admin.get(signedPath('wallet', user.id)).expect(200)).text;
      await writeFile(file('first.json'), first);
      const since = (JSON.parse(first) as AuditExport).checkpoint.position;
      // Two checkpoints later: the export's is not the one right after the saved one.
      await createFastUser(t);
      await admin.get(signedPath('user', user.id)).expect(200);
      await fundWallet(t, user.id, 7);
      await writeFile(file('later.json'), (await admin.get(`${signedPath('wallet', user.id)}&since=${since}`).expect(200)).text);
      await writeFile(file('later-no-proof.json'), (await admin.get(signedPath('wallet', user.id)).expect(200)).text);

      expect(await verifyExportFiles(file('later.json'), file('key.pem'), file('first.json'))).toEqual({
        ok: true,
        message: expect.stringMatching(new RegExp(`; extends the saved checkpoint at position ${since}$`)),
      });
      expect(await verifyExportFiles(file('later-no-proof.json'), file('key.pem'), file('first.json'))).toEqual({
        ok: false,
        message: expect.stringMatching(new RegExp(`export again with \\?since=${since}$`)),
      });
      // A saved file whose checkpoint was altered proves nothing.
      const other = JSON.parse(first) as AuditExport;
      other.checkpoint.root = other.checkpoint.root.replace(/^./, (c) => (c === '0' ? '1' : '0'));
      await writeFile(file('other.json'), JSON.stringify(other));
      expect(await verifyExportFiles(file('first.json'), file('key.pem'), file('other.json'))).toEqual({
        ok: false,
        message: 'refused: the saved checkpoint (--since) is not signed with this public key',
      });
    } finally {
      await rm(folder, { recursive: true });
    }
  });

  it("the PDF is the same history to read: each event's description and actor, the checkpoint, how to verify", async () => {
    const { practiceId, admin } = await practiceWithPurchaseAndDownloads();
    const res = await admin.get(pdfPath('practice', practiceId)).responseType('blob');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="storico-practice-${practiceId}.pdf"`);
    const text = await pdfText(res.body as Buffer);
    expect(text).toContain(`Storico firmato – pratica n. ${practiceId}`);
    const history = (await admin.get(apiRoutes.adminHistory('practice', practiceId))).body as AuditEntry[];
    expect(history).toHaveLength(5);
    for (const entry of history) {
      expect(text).toContain(entry.description.replace(/\s+/g, ' '));
      expect(text).toContain(entry.actor.username);
    }
    expect(text).toMatch(/Posizione nel registro: \d+/);
    // The PDF export says which checkpoint it is bound to: the latest, as no event was appended since.
    const [bound] = (
      await t.database.query<{ sequence: string; position: string; root: Uint8Array }>(
        'SELECT sequence::text AS sequence, position::text AS position, root FROM audit_checkpoints ORDER BY audit_checkpoints.position DESC LIMIT 1',
      )
    ).rows;
    // pdf.js reads the ellipsis back as three dots.
    expect(text).toContain(
      `Legato al checkpoint n. ${bound!.sequence} (posizione ${bound!.position}, radice ${Buffer.from(bound!.root).toString('hex').slice(0, 16)}...)`,
    );
    expect(text).toContain('npm run audit:verify-export');
    expect(text).toContain('/api/audit/public-key');
  });

  it('a user or wallet history exports too; an id without events gives a file with none that still verifies', async () => {
    const user = await createFastUser(t, { credits: 5 });
    const admin = await signInAsAdmin(t);
    const key = await publicKey();
    const wallet = await admin.get(signedPath('wallet', user.id)).expect(200);
    expect(verifyExport(wallet.text, key)).toMatchObject({ ok: true, eventCount: 1 });
    expect(verifyExport((await admin.get(signedPath('user', user.id)).expect(200)).text, key)).toMatchObject({ ok: true, eventCount: 2 });
    expect(verifyExport((await admin.get(signedPath('practice', 999_999)).expect(200)).text, key)).toMatchObject({ ok: true, eventCount: 0 });
  });

  it("an erased user's history still verifies: stored sealed as hashed, shown as 'Dato cancellato', no plaintext", async () => {
    const user = await createActiveUser(t);
    const { username, email, companyName } = user.body;
    const admin = await signInAsAdmin(t);
    await admin.delete(apiRoutes.adminUser(user.user.id)).expect(200);
    const res = await admin.get(signedPath('user', user.user.id)).expect(200);
    expect(verifyExport(res.text, await publicKey())).toMatchObject({ ok: true, eventCount: 4 });
    const registered = (JSON.parse(res.text) as AuditExport).events[0]!;
    expect(registered.shown.data).toMatchObject({ username: 'Dato cancellato', email: 'Dato cancellato' });
    expect(registered.stored.data).toContain('sealedPersonalData');
    for (const value of [username, email, companyName]) expect(res.text).not.toContain(value);
  });

  it("admins only: anonymous 401, a non-admin 403; an unknown kind 404 'Storico non trovato'", async () => {
    const user = await createActiveUser(t);
    for (const path of [signedPath('practice', 1), pdfPath('wallet', 1)]) {
      expect([path, (await t.request().get(path)).status]).toEqual([path, 401]);
      expect([path, (await user.agent.get(path)).status]).toEqual([path, 403]);
    }
    const res = await (await signInAsAdmin(t)).get('/api/admin/history/checkout/1?format=signed');
    expect(res.status).toBe(404);
    expect(res.body.message).toBe(auditApiMessages.historyNotFound);
  });
});
