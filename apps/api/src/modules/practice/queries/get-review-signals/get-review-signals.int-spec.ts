import { apiRoutes, type ReviewSignalsResponse } from '@pratiche/contracts';
import {
  defaultDueDiligenceFacts,
  documentTypes,
  practiceDecider,
  practiceMessages,
  practiceStreamId,
  requiredDocumentTypes,
  type DueDiligenceFacts,
  type PracticeCommand,
  type PracticeDetails,
} from '@pratiche/domain';
import { CommandExecutor } from '../../../../infrastructure/command-handling/command-executor';
import { systemContext } from '../../../../infrastructure/command-handling/request-context';
import { agentFor, createFastUser, type FastUser } from '../../../../testing/marketplace';
import { reconfirmCommand } from '../../../../testing/practices';
import { testAdmin, useTestApp } from '../../../../testing/test-app';

const DAY = 24 * 3_600_000;
const t0 = new Date('2026-03-02T10:00:00.000Z');
const amount = 50_000;
const superbonus: PracticeDetails = { type: 'SUPERBONUS_110', year: 2026, amount, discount: 10, isTraceable: true, tributeCode: '7701', numSites: 1 };

/**
 * Issue 28 "Signals for the admin's review": warnings computed from the data, never blocking,
 * each saying why: required documents missing or stale, a discount far from the median of the
 * approved practices of the same type, reconfirmation overdue, a young company for large works.
 */
describe('issue 28: GET /api/admin/practices/:id/review-signals', () => {
  let now = t0;
  const t = useTestApp({ clock: () => now });
  let adminId: number;
  let seller: FastUser;

  beforeAll(async () => {
    const { rows } = await t.database.query<{ id: number }>('SELECT id FROM users_view WHERE username = $1', [testAdmin.username]);
    adminId = rows[0]!.id;
    seller = await createFastUser(t, { isCedente: true, isCessionario: false });
  });

  const decide = (command: PracticeCommand) =>
    t.app.get(CommandExecutor).execute({ decider: practiceDecider, streamId: practiceStreamId(command.data.practiceId), command, context: systemContext() });

  /** A pending practice submitted at `at` with `documents` (all in 'fiscali' unless their type says otherwise). */
  const submit = async (
    options: {
      details?: Partial<PracticeDetails>;
      facts?: Partial<DueDiligenceFacts>;
      documents?: { docType: keyof typeof documentTypes; issuedOn?: string }[];
      at?: string;
    } = {},
  ) => {
    const { rows } = await t.database.query<{ id: number }>("SELECT nextval('practice_id_seq')::int AS id");
    const practiceId = rows[0]!.id;
    const files = (options.documents ?? []).map(({ docType, issuedOn }) => ({
      category: documentTypes[docType].category ?? 'fiscali',
      originalName: `${docType}.pdf`,
      filename: `${docType}-${practiceId}.pdf`,
      docType,
      issuedOn: issuedOn ?? null,
    }));
    const documents = { societari: files.filter((f) => f.category === 'societari'), fiscali: files.filter((f) => f.category === 'fiscali') };
    await decide({
      type: 'SubmitPractice',
      data: { practiceId, by: seller.id, at: options.at ?? t0.toISOString(), ...superbonus, ...options.details, documents, dueDiligenceFacts: options.facts },
    });
    return { practiceId, filenameOf: (docType: string) => `${docType}-${practiceId}.pdf` };
  };
  const approve = (practiceId: number, at = t0.toISOString()) =>
    decide({ type: 'ReviewPractice', data: { practiceId, by: adminId, at, decision: 'approved', comment: null } });

  const signalsOf = async (practiceId: number): Promise<ReviewSignalsResponse> => {
    const res = await (await agentFor(t, adminId)).get(apiRoutes.adminPracticeReviewSignals(practiceId));
    expect(res.status).toBe(200);
    return res.body as ReviewSignalsResponse;
  };
  const codesOf = async (practiceId: number) => (await signalsOf(practiceId)).map((s) => s.code);
  const messageOf = async (practiceId: number, code: ReviewSignalsResponse[number]['code']) =>
    (await signalsOf(practiceId)).find((s) => s.code === code)?.message;

  it('required documents missing or rejected: one warning naming each type and why; an approved one is not named', async () => {
    now = t0;
    const required = requiredDocumentTypes('SUPERBONUS_110', defaultDueDiligenceFacts(amount), amount);
    const [approved, rejected] = required;
    const { practiceId, filenameOf } = await submit({ documents: [{ docType: approved! }, { docType: rejected! }] });
    await decide({
      type: 'ReviewPracticeDocument',
      data: { practiceId, by: adminId, at: t0.toISOString(), filename: filenameOf(approved!), decision: 'approved' },
    });
    await decide({
      type: 'ReviewPracticeDocument',
      data: { practiceId, by: adminId, at: t0.toISOString(), filename: filenameOf(rejected!), decision: 'rejected', reason: 'Illeggibile' },
    });
    const message = await messageOf(practiceId, 'documents_missing');
    expect(message).toMatch(/^Documenti richiesti mancanti o scaduti: /);
    expect(message).toContain(`${documentTypes[rejected!].label} (rifiutato)`);
    for (const docType of required.slice(2)) expect(message).toContain(`${documentTypes[docType].label} (non caricato)`);
    expect(message).not.toContain(documentTypes[approved!].label);
  });

  it('a stale required document (visura camerale issued more than 6 months ago) is named as scaduto', async () => {
    now = t0;
    expect(requiredDocumentTypes('SUPERBONUS_110', defaultDueDiligenceFacts(amount), amount)).toContain('visura_camerale');
    const { practiceId } = await submit({ documents: [{ docType: 'visura_camerale', issuedOn: '2025-08-01' }] });
    expect(await messageOf(practiceId, 'documents_missing')).toContain(`${documentTypes.visura_camerale.label} (scaduto)`);
    const fresh = await submit({ documents: [{ docType: 'visura_camerale', issuedOn: '2026-01-15' }] });
    expect(await messageOf(fresh.practiceId, 'documents_missing')).not.toContain(documentTypes.visura_camerale.label);
  });

  it('discount outlier: outside median ± 2 interquartile ranges of at least 5 approved peers of the same type; none within, none with fewer peers', async () => {
    now = t0;
    // Façade bonuses only in this test: its peers are exactly these.
    const facciate = (discount: number) => ({ type: 'BONUS_FACCIATE' as const, tributeCode: '7705', discount });
    const peers = [10, 11, 12, 13, 14];
    for (const discount of peers.slice(0, 4)) await approve((await submit({ details: facciate(discount) })).practiceId);
    const far = (await submit({ details: facciate(30) })).practiceId;
    const near = (await submit({ details: facciate(15) })).practiceId;
    // A pending practice of the same type is no peer, nor is another type's.
    await submit({ details: facciate(90) });
    await approve((await submit({ details: { discount: 90 } })).practiceId);
    expect(await codesOf(far)).not.toContain('discount_outlier');

    await approve((await submit({ details: facciate(peers[4]!) })).practiceId);
    // Median 12, quartiles 11 and 13: the interquartile range is 2, so 8 to 16 is usual.
    expect(await messageOf(far, 'discount_outlier')).toBe(
      'Sconto del 30% lontano dalla mediana del 12% delle 5 pratiche approvate dello stesso tipo (scarto interquartile 2%)',
    );
    expect(await codesOf(near)).not.toContain('discount_outlier');
  });

  it('reconfirmation overdue: from 30 days after the last confirmation (injected clock), gone once the seller reconfirms', async () => {
    now = t0;
    const { practiceId } = await submit();
    await approve(practiceId);
    now = new Date(t0.getTime() + 30 * DAY - 60_000);
    expect(await codesOf(practiceId)).not.toContain('reconfirmation_overdue');
    now = new Date(t0.getTime() + 30 * DAY);
    expect(await messageOf(practiceId, 'reconfirmation_overdue')).toBe(
      'Il venditore non riconferma da oltre 30 giorni che il credito è nel suo cassetto fiscale',
    );
    await decide(reconfirmCommand(practiceId, seller.id, now.toISOString()));
    expect(await codesOf(practiceId)).not.toContain('reconfirmation_overdue');
  });

  it('young company: registered less than a year before the submission, for works above 70,000 euro; not at 70,000 nor for an older company', async () => {
    now = t0;
    const young = await submit({ facts: { companyRegisteredOn: '2025-09-01', worksAmount: 80_000 } });
    expect(await messageOf(young.practiceId, 'young_company')).toMatch(
      /^Azienda iscritta il 01\/09\/2025, meno di un anno prima della pratica, per lavori di 80\.000,00\s€$/,
    );
    const small = await submit({ facts: { companyRegisteredOn: '2025-09-01', worksAmount: 70_000 } });
    const older = await submit({ facts: { companyRegisteredOn: '2025-03-01', worksAmount: 80_000 } });
    const undated = await submit({ facts: { worksAmount: 80_000 } });
    for (const { practiceId } of [small, older, undated]) expect(await codesOf(practiceId)).not.toContain('young_company');
  });

  it('admins only: a seller or a buyer gets 403, signed out 401; a missing, malformed or deleted practice 404', async () => {
    now = t0;
    const { practiceId } = await submit();
    const buyer = await createFastUser(t);
    for (const agent of [await agentFor(t, seller.id), buyer.agent]) {
      expect((await agent.get(apiRoutes.adminPracticeReviewSignals(practiceId))).status).toBe(403);
    }
    expect((await t.agent().get(apiRoutes.adminPracticeReviewSignals(practiceId))).status).toBe(401);
    const admin = await agentFor(t, adminId);
    expect((await admin.get(apiRoutes.adminPracticeReviewSignals(999_999))).status).toBe(404);
    expect((await admin.get(apiRoutes.adminPracticeReviewSignals('abc'))).status).toBe(404);
    await decide({ type: 'DeletePractice', data: { practiceId, by: adminId, at: t0.toISOString() } });
    const deleted = await admin.get(apiRoutes.adminPracticeReviewSignals(practiceId));
    expect([deleted.status, deleted.body.message]).toEqual([404, practiceMessages.notFound]);
  });
});
