import { randomUUID } from 'node:crypto';
import { apiRoutes, type PracticeResponse } from '@pratiche/contracts';
import { defaultDueDiligenceFacts, requiredDocumentTypes } from '@pratiche/domain';
import { allProjections } from '../../app.projections';
import { systemContext } from '../../infrastructure/command-handling/request-context';
import { ERASED_PERSONAL_DATA } from '../../infrastructure/personal-data/personal-data.declaration';
import { rebuildProjections } from '../../infrastructure/projections/projection-runner';
import { verifyProjections } from '../../infrastructure/projections/verify-projections';
import { agentFor, createFastUser } from '../../testing/marketplace';
import { reconfirmCommand } from '../../testing/practices';
import { useTestApp, type TestApp } from '../../testing/test-app';
import { sixBisCompleteCondition } from '../marketplace/marketplace-page.sql';
import { UserErasure } from '../user/commands/erase-user/erase-user.service';
import { ADMIN_ID, approvePractice, decide, fileOf, reviewDocument, submitTyped, type TypedFile } from './due-diligence.spec-helper';

const submittedAt = '2026-03-01T10:00:00.000Z';
const amount = 50_000;
/** A building bonus of 50,000 euro of works: the 6-bis list with visto and asseverations, no CCNL. */
const required = requiredDocumentTypes('SUPERBONUS_110', defaultDueDiligenceFacts(amount), amount);

const submit = (t: TestApp, sellerId: number, files: TypedFile[], at = submittedAt) => submitTyped(t, sellerId, { files, at });

/**
 * Issue 28: "Practice reads carry dueDiligence: {required, present, approved, missing,
 * completeness} and documentazione6bisCompleta", computed at the time of the request (the
 * injected clock), from the documents' types and the admins' reviews.
 */
describe('issue 28: the due diligence of a practice read', () => {
  let now = new Date('2026-03-01T12:00:00Z');
  const t = useTestApp({ clock: () => now });
  let seller: Awaited<ReturnType<typeof createFastUser>>;

  beforeAll(async () => {
    seller = await createFastUser(t, { isCedente: true, isCessionario: false });
  });

  /** The practice as each read of the owner answers it: the detail, a page, the full list, all equal. */
  const everyRead = async (id: number) => {
    const agent = await agentFor(t, seller.id);
    const one = (await agent.get(apiRoutes.practice(id)).expect(200)).body as PracticeResponse;
    const page = (await agent.get(apiRoutes.practices).query({ pageSize: 200 }).expect(200)).body.data as PracticeResponse[];
    const full = (await agent.get(apiRoutes.practices).expect(200)).body as PracticeResponse[];
    expect(page.find((p) => p.id === id)).toEqual(one);
    expect(full.find((p) => p.id === id)).toEqual(one);
    // The stored 6-bis index (what the marketplace filters on) says the same at the same time.
    const { rows } = await t.database.query<{ complete: boolean }>(`SELECT ${sixBisCompleteCondition} AS complete FROM practices_view p WHERE p.id = $1`, [
      id,
      now,
    ]);
    expect(rows[0]!.complete).toBe(one.documentazione6bisCompleta);
    return one;
  };
  const documentOf = (p: PracticeResponse, filename: string) => [...p.documents.societari, ...p.documents.fiscali].find((d) => d.filename === filename);

  let practiceId: number;
  let visuraFile: string;

  it('typed documents are present but count only once approved; an untyped one (altro) is not the visura camerale', async () => {
    // Every required type but the visura camerale, which arrives as an untyped file (as before issue 28).
    const typed = required.filter((type) => type !== 'visura_camerale').map((type) => fileOf(type));
    const untyped = { ...fileOf('altro'), category: 'societari' as const, originalName: 'visura-camerale.pdf', docType: null };
    visuraFile = untyped.filename;
    practiceId = await submit(t, seller.id, [...typed, untyped]);
    const read = await everyRead(practiceId);
    expect(required).toContain('visura_camerale');
    expect(read.dueDiligence).toMatchObject({
      required,
      present: required.filter((type) => type !== 'visura_camerale'),
      approved: [],
      missing: ['visura_camerale'],
      completeness: 0,
      sixBisApplies: true,
    });
    expect(read.documentazione6bisCompleta).toBe(false);
    expect(read.dueDiligenceFacts).toEqual(defaultDueDiligenceFacts(amount));
    expect(documentOf(read, visuraFile)).toEqual({
      originalName: 'visura-camerale.pdf',
      filename: visuraFile,
      docType: 'altro',
      issuedOn: null,
      uploadedAt: submittedAt,
      review: null,
    });

    // The admin approves every typed file: completeness is approved required types over required ones.
    for (const file of typed) await reviewDocument(t, practiceId, file.filename, 'approved', '2026-03-02T09:00:00.000Z');
    const approved = await everyRead(practiceId);
    expect(approved.dueDiligence.approved).toEqual(required.filter((type) => type !== 'visura_camerale'));
    expect(approved.dueDiligence.completeness).toBe(Math.floor((100 * (required.length - 1)) / required.length));
    expect(approved.documentazione6bisCompleta).toBe(false);
  });

  it('the seller types the file as visura camerale: it moves to societari, present and waiting for review', async () => {
    await decide(t, {
      type: 'TypePracticeDocument',
      data: { practiceId, by: seller.id, at: '2026-03-03T09:00:00.000Z', filename: visuraFile, docType: 'visura_camerale', issuedOn: '2026-02-15' },
    });
    const read = await everyRead(practiceId);
    expect(read.documents.societari.find((d) => d.filename === visuraFile)).toMatchObject({ docType: 'visura_camerale', issuedOn: '2026-02-15', review: null });
    expect(read.dueDiligence.present).toContain('visura_camerale');
    expect(read.dueDiligence.checklist).toContainEqual({ docType: 'visura_camerale', status: 'pending' });
    expect(read.dueDiligence.missing).toEqual([]);
    expect(read.documentazione6bisCompleta).toBe(false);
  });

  it('a rejected document counts as missing, and the seller reads the reason; once approved the documentation is complete', async () => {
    await reviewDocument(t, practiceId, visuraFile, 'rejected', '2026-03-04T09:00:00.000Z', 'Visura non leggibile');
    const rejected = await everyRead(practiceId);
    expect(rejected.dueDiligence.missing).toEqual(['visura_camerale']);
    expect(rejected.dueDiligence.checklist).toContainEqual({ docType: 'visura_camerale', status: 'rejected' });
    expect(documentOf(rejected, visuraFile)!.review).toEqual({ decision: 'rejected', reason: 'Visura non leggibile', at: '2026-03-04T09:00:00.000Z' });

    await reviewDocument(t, practiceId, visuraFile, 'approved', '2026-03-05T09:00:00.000Z');
    const complete = await everyRead(practiceId);
    expect(complete.dueDiligence).toMatchObject({ missing: [], completeness: 100, approved: required });
    expect(complete.documentazione6bisCompleta).toBe(true);
  });

  it('a visura camerale older than 6 months from its issue date counts as missing (injected clock)', async () => {
    // Issued 2026-02-15: fresh until 2026-08-15T00:00Z.
    now = new Date('2026-08-14T23:59:59.999Z');
    expect((await everyRead(practiceId)).documentazione6bisCompleta).toBe(true);
    now = new Date('2026-08-15T00:00:00.000Z');
    const stale = await everyRead(practiceId);
    expect(stale.dueDiligence.missing).toEqual(['visura_camerale']);
    expect(stale.dueDiligence.checklist).toContainEqual({ docType: 'visura_camerale', status: 'stale' });
    expect(stale.dueDiligence.completeness).toBe(Math.floor((100 * (required.length - 1)) / required.length));
    expect(stale.documentazione6bisCompleta).toBe(false);
  });

  it('a new issue date makes the document wait for a new review; approved again, the documentation is complete again', async () => {
    await decide(t, {
      type: 'TypePracticeDocument',
      data: { practiceId, by: seller.id, at: '2026-08-15T08:00:00.000Z', filename: visuraFile, docType: 'visura_camerale', issuedOn: '2026-08-01' },
    });
    const retyped = await everyRead(practiceId);
    expect(retyped.dueDiligence.checklist).toContainEqual({ docType: 'visura_camerale', status: 'pending' });
    expect(documentOf(retyped, visuraFile)!.review).toBeNull();
    expect(retyped.documentazione6bisCompleta).toBe(false);
    await reviewDocument(t, practiceId, visuraFile, 'approved', '2026-08-15T09:00:00.000Z');
    expect((await everyRead(practiceId)).documentazione6bisCompleta).toBe(true);
  });

  it("'Da riconfermare' 30 days after the submission, until the seller reconfirms the credit", async () => {
    const id = await submit(t, seller.id, [], '2026-09-01T10:00:00.000Z');
    await approvePractice(t, id, '2026-09-02T10:00:00.000Z');
    now = new Date('2026-10-01T09:59:59.999Z');
    expect(await everyRead(id)).toMatchObject({ lastConfirmationDate: '2026-09-01T10:00:00.000Z', reconfirmationDue: false });
    now = new Date('2026-10-01T10:00:00.000Z');
    expect(await everyRead(id)).toMatchObject({ lastConfirmationDate: '2026-09-01T10:00:00.000Z', reconfirmationDue: true });

    await decide(t, reconfirmCommand(id, seller.id, '2026-10-01T10:00:00.000Z'));
    expect(await everyRead(id)).toMatchObject({ lastConfirmationDate: '2026-10-01T10:00:00.000Z', reconfirmationDue: false });
  });

  it("a practice recorded before issue 28 reads its documents as 'altro', with the default facts, after the rebuild of v7", async () => {
    const owner = await createFastUser(t, { isCedente: true, isCessionario: false });
    const { rows } = await t.database.query<{ id: number }>("SELECT nextval('practice_id_seq')::int AS id");
    const id = rows[0]!.id;
    const old = { originalName: 'vecchio.pdf', filename: 'a0a0a0a0a0a0a0a0a0a0a0a0a0a0a0a0.pdf' };
    // Straight into the log, as an older release wrote it (no types, no facts), then the start-up rebuild.
    await t.database.query(
      `INSERT INTO events (stream_id, stream_version, event_id, type, data, metadata) VALUES ($1, 1, $2, 'PracticeSubmitted', $3::jsonb, $4::jsonb)`,
      [
        `practice-${id}`,
        randomUUID(),
        JSON.stringify({
          practiceId: id,
          by: owner.id,
          at: submittedAt,
          userId: owner.id,
          type: 'SUPERBONUS_110',
          year: 2026,
          amount,
          discount: 10,
          isTraceable: true,
          tributeCode: '7701',
          numSites: 1,
          documents: { societari: [old], fiscali: [] },
        }),
        JSON.stringify({ actorId: owner.id, correlationId: randomUUID() }),
      ],
    );
    await rebuildProjections(t.database, allProjections);
    const read = (await (await agentFor(t, owner.id)).get(apiRoutes.practice(id)).expect(200)).body as PracticeResponse;
    expect(read.documents.societari).toEqual([{ ...old, docType: 'altro', issuedOn: null, uploadedAt: null, review: null }]);
    expect(read.dueDiligenceFacts).toEqual(defaultDueDiligenceFacts(amount));
    expect(read.dueDiligence).toMatchObject({ required, present: [], completeness: 0 });
    expect(read.lastConfirmationDate).toBe(submittedAt);
  });

  it("the seller's erasure: document names read as erased, types and reviews stay", async () => {
    await t.app.get(UserErasure).erase(seller.id, ADMIN_ID, systemContext());
    const { rows } = await t.database.query<{ documents: PracticeResponse['documents'] }>('SELECT documents FROM practices_view WHERE id = $1', [practiceId]);
    const visura = rows[0]!.documents.societari.find((d) => d.filename === visuraFile);
    expect(visura).toMatchObject({ originalName: ERASED_PERSONAL_DATA, docType: 'visura_camerale', issuedOn: '2026-08-01' });
  });

  it('projections:verify finds the live read model equal to a rebuild of the log (typed, reviewed, reconfirmed, erased)', async () => {
    expect(await verifyProjections(t.database, allProjections)).toEqual([]);
  });
});
