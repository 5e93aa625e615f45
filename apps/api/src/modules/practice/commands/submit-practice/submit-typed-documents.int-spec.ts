import { apiRoutes } from '@pratiche/contracts';
import { createSeller, practiceBody, practiceEvents, reviewPractice, submitTypedPractice, uploadPracticeFiles } from '../../../../testing/practices';
import { useTestApp } from '../../../../testing/test-app';

const monthAgo = () => new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);

describe('POST and PATCH /api/practices with typed documents and due-diligence facts (issue 28: "uploads take the type")', () => {
  const t = useTestApp();

  it('each file keeps the type and issue date chosen beside it; the facts drive the required list', async () => {
    const seller = await createSeller(t);
    const issuedOn = monthAgo();
    const res = await submitTypedPractice(
      seller.agent,
      {
        societari: [{ name: 'visura.pdf', docType: 'visura_camerale', issuedOn }],
        fiscali: [{ name: 'fatture.pdf', docType: 'fatture' }, { name: 'computo.pdf' }],
      },
      { dueDiligenceFacts: { commonParts: true, worksAmount: 60_000, stage: 'sal' } },
    );
    expect(res.status).toBe(201);
    expect(res.body.documents.societari).toEqual([expect.objectContaining({ originalName: 'visura.pdf', docType: 'visura_camerale', issuedOn, review: null })]);
    expect(res.body.documents.fiscali).toEqual([
      expect.objectContaining({ originalName: 'fatture.pdf', docType: 'fatture', issuedOn: null }),
      expect.objectContaining({ originalName: 'computo.pdf', docType: 'altro' }),
    ]);
    expect(res.body.dueDiligenceFacts).toEqual({
      commonParts: true,
      worksAmount: 60_000,
      ediliziaLibera: false,
      stage: 'sal',
      sellerIsBank: false,
      companyRegisteredOn: null,
      energyWorks: false,
      worksByHolder: false,
    });
    // Works on common parts on a SAL: the condominium's papers and the SAL are required, the CCNL contract (over 70,000 euro) is not.
    expect(res.body.dueDiligence.required).toEqual(expect.arrayContaining(['delibera_condominiale', 'tabella_ripartizione', 'stato_avanzamento_lavori']));
    expect(res.body.dueDiligence.required).not.toContain('contratto_appalto_ccnl');
    expect((await practiceEvents(t, res.body.id))[0]).toMatchObject({ type: 'PracticeSubmitted', data: { dueDiligenceFacts: { commonParts: true } } });
  });

  it.each([
    [
      'a type of the other category (visura camerale among the fiscali)',
      { fiscali: [{ name: 'visura.pdf', docType: 'visura_camerale', issuedOn: '2026-01-10' }] },
      'Il tipo «Visura camerale» non appartiene ai documenti fiscali',
    ],
    [
      'a type that goes stale without its issue date',
      { societari: [{ name: 'visura.pdf', docType: 'visura_camerale' }] },
      'Indica la data di rilascio del documento «Visura camerale»',
    ],
    ['a type not in the catalogue', { fiscali: [{ name: 'x.pdf', docType: 'pergamena' }] }, 'Tipo di documento non valido'],
  ])('%s: 400 with the domain message, no practice', async (_case, files, message) => {
    const seller = await createSeller(t);
    const res = await submitTypedPractice(seller.agent, files);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect((await seller.agent.get(apiRoutes.practices)).body).toEqual([]);
  });

  it('an edit passes new typed files and changed facts; facts not sent keep their value', async () => {
    const seller = await createSeller(t);
    const submitted = await submitTypedPractice(
      seller.agent,
      { fiscali: [{ name: 'fatture.pdf', docType: 'fatture' }] },
      { dueDiligenceFacts: { worksAmount: 60_000 } },
    );
    expect(submitted.status).toBe(201);
    const practice = submitted.body;
    await reviewPractice(t, practice.id, 'integration_required', 'Manca il DURC');
    const [durc] = await uploadPracticeFiles(seller.agent, [{ name: 'durc.pdf' }], 'fiscali');
    const issuedOn = monthAgo();
    const documents = {
      societari: [],
      fiscali: [...practice.documents.fiscali, { originalName: 'durc.pdf', filename: durc!.filename, docType: 'durc_congruita', issuedOn }],
    };
    const res = await seller.agent.patch(apiRoutes.practice(practice.id)).send(practiceBody({ documents, dueDiligenceFacts: { commonParts: true } }));
    expect(res.status).toBe(200);
    expect(res.body.documents.fiscali).toEqual([
      expect.objectContaining({ filename: practice.documents.fiscali[0].filename, docType: 'fatture' }),
      expect.objectContaining({ filename: durc!.filename, docType: 'durc_congruita', issuedOn }),
    ]);
    expect(res.body.dueDiligenceFacts).toMatchObject({ commonParts: true, worksAmount: 60_000 });
  });
});
