import { apiRoutes } from '@pratiche/contracts';
import { closingDraftTexts, formatEuroAmount, negotiationMessages } from '@pratiche/domain';
import pdf from 'pdf-parse/lib/pdf-parse.js';
import { signInAsAdmin } from '../../../../testing/accounts';
import { createBankAccount, createFastUser } from '../../../../testing/marketplace';
import { buyerTradingData, declareTradingData, makeOffer, negotiatingPractice, sellerTradingData, twoRate } from '../../../../testing/negotiations';
import { practiceBody, reviewPractice } from '../../../../testing/practices';
import { useTestApp, type TestApp } from '../../../../testing/test-app';

type Agent = ReturnType<TestApp['agent']>;

/** The PDF's text, whitespace squeezed (lines wrap where the layout wants; € comes after a no-break space). */
const pdfText = async (bytes: Buffer) => (await pdf(new Uint8Array(bytes) as Buffer)).text.replace(/\s+/g, ' ');
const squeezed = (text: string) => text.replace(/\s+/g, ' ');
const download = (agent: Agent, offerId: number, draft: 'proposta' | 'contratto') => agent.get(apiRoutes.offerDraft(offerId, draft)).responseType('blob');

describe('GET /api/offers/:id/drafts/:draft (issue 29: the drafts of an accepted offer)', () => {
  const t = useTestApp();

  const companyOf = async (userId: number) =>
    (
      await t.database.query<{ company_name: string; vat_number: string; legal_rep_name: string }>(
        'SELECT company_name, vat_number, legal_rep_name FROM users_view WHERE id = $1',
        [userId],
      )
    ).rows[0]!;

  /** A practice with two coded rate; the holder offers on the second and the seller accepts. */
  const acceptedOffer = async () => {
    const rate = twoRate();
    const negotiation = await negotiatingPractice(t, { body: { rate }, files: [{ name: 'visura-impresa.pdf' }] });
    const offer = await makeOffer(negotiation.buyer.agent, negotiation.practice.id, { amount: 40_000, rate: [rate[1]!.year] });
    await negotiation.seller.agent.post(apiRoutes.offerAccept(offer.id)).send({}).expect(200);
    return { ...negotiation, offer, rate };
  };

  it('both parties and admins download both drafts: PDF attachments headed as drafts, with the parties, the rata and its code, face value and price', async () => {
    const { seller, buyer, offer, rate } = await acceptedOffer();
    const [sellerCompany, buyerCompany] = [await companyOf(seller.id), await companyOf(buyer.id)];
    const filenames = { proposta: `proposta-irrevocabile-offerta-${offer.id}.pdf`, contratto: `contratto-di-cessione-offerta-${offer.id}.pdf` };
    for (const agent of [seller.agent, buyer.agent, await signInAsAdmin(t)]) {
      for (const draft of ['proposta', 'contratto'] as const) {
        const res = await download(agent, offer.id, draft);
        expect(res.status).toBe(200);
        expect(res.headers['content-type']).toBe('application/pdf');
        expect(res.headers['content-disposition']).toBe(`attachment; filename="${filenames[draft]}"`);
        const bytes = res.body as Buffer;
        expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
        const text = await pdfText(bytes);
        expect(text).toContain(closingDraftTexts.titles[draft]);
        expect(text).toContain('Bozza da verificare con il proprio consulente');
        for (const company of [sellerCompany, buyerCompany]) {
          expect(text).toContain(squeezed(`${company.company_name}, partita IVA ${company.vat_number}`));
          expect(text).toContain(squeezed(`legale rappresentante ${company.legal_rep_name}`));
        }
        // Issue 47: both parties' data for trading (PEC, codice fiscale: issue 46 asks it before trading); the documents with their SHA-256.
        for (const data of [buyerTradingData, sellerTradingData]) {
          expect(text).toContain(`codice fiscale ${data.codiceFiscale}`);
          expect(text).toContain(`PEC: ${data.pec}`);
        }
        expect(offer.documents).toHaveLength(1);
        expect(text).toContain(`«visura-impresa.pdf»`);
        expect(text.replace(/\s/g, '')).toContain(`SHA-256${offer.documents[0]!.sha256}`);
        expect(text).toContain(
          `Rata ${rate[1]!.year}: valore nominale ${squeezed(formatEuroAmount(rate[1]!.amount))}, codice identificativo ${rate[1]!.code}.`,
        );
        expect(text).not.toContain(`Rata ${rate[0]!.year}`);
        expect(text).toContain(`Prezzo: ${squeezed(formatEuroAmount(40_000))}.`);
        expect(text).toContain('art. 122-bis D.L. 34/2020');
        expect(text).toContain('Regolamento (UE) 2016/679');
      }
    }
  });

  it('the drafts carry the protocol once the seller recorded the transfer communication', async () => {
    const { seller, buyer, offer } = await acceptedOffer();
    await seller.agent.post(apiRoutes.offerClosingStep(offer.id, 'comunicazione')).send({ protocol: 'prot-2026-0001' }).expect(200);
    expect(await pdfText((await download(buyer.agent, offer.id, 'contratto').expect(200)).body as Buffer)).toContain(
      'Protocollo della comunicazione di cessione: PROT-2026-0001.',
    );
  });

  it('issue 45: a deal on the correntista route is confirmed in both drafts, naming the capogruppo the buyer declared', async () => {
    const [seller, buyer, parent] = [
      await createFastUser(t, { isCedente: true, isCessionario: false }),
      await createFastUser(t, { credits: 1000 }),
      await createBankAccount(t),
    ];
    await Promise.all([declareTradingData(seller.agent, sellerTradingData), declareTradingData(buyer.agent)]);
    const transferChain = { freeTransferUsed: true, qualifiedTransfers: 1, holder: 'banca' as const, capogruppo: parent.id };
    const submitted = await seller.agent.post(apiRoutes.practices).send(practiceBody({ transferChain })).expect(201);
    const practice = await reviewPractice(t, submitted.body.id as number, 'approved');
    await buyer.agent.post(apiRoutes.marketplaceExclusive(practice.id)).send({ hours: 48, correntistaOf: parent.id }).expect(200);
    const offer = await makeOffer(buyer.agent, practice.id, { amount: 1000, rate: [practice.year], correntistaOf: parent.id });
    await seller.agent.post(apiRoutes.offerAccept(offer.id)).send({}).expect(200);
    const parentName = (await companyOf(parent.id)).company_name;
    for (const draft of ['proposta', 'contratto'] as const) {
      const text = await pdfText((await download(buyer.agent, offer.id, draft).expect(200)).body as Buffer);
      expect(text).toContain(squeezed(`conto corrente con la banca capogruppo del gruppo bancario cui appartiene il cedente (${parentName})`));
      expect(text).toContain('senza facoltà di ulteriore cessione');
    }
  });

  it('Credito IVA: the contratto requires a notarial deed served on the Agenzia and the agente della riscossione', async () => {
    const { seller, buyer, practice } = await negotiatingPractice(t, { body: { type: 'CREDITO_IVA', tributeCode: null, rate: [] } });
    const offer = await makeOffer(buyer.agent, practice.id, { amount: 100_000 });
    await seller.agent.post(apiRoutes.offerAccept(offer.id)).send({}).expect(200);
    const text = await pdfText((await download(buyer.agent, offer.id, 'contratto').expect(200)).body as Buffer);
    expect(text).toContain('atto pubblico o scrittura privata autenticata');
    expect(text).toContain("all'Agenzia delle Entrate e all'agente della riscossione competenti (art. 1264 c.c., art. 69 R.D. 2440/1923)");
    expect(text).toContain(`Valore nominale complessivo del credito ceduto: ${squeezed(formatEuroAmount(practice.amount))}.`);
  });

  it('a third party gets 403 and no file; an unknown offer or draft 404', async () => {
    const { offer } = await acceptedOffer();
    const stranger = await createFastUser(t);
    const refused = await stranger.agent.get(apiRoutes.offerDraft(offer.id, 'proposta'));
    expect(refused.status).toBe(403);
    expect(refused.headers['content-disposition']).toBeUndefined();
    expect(refused.body.message).toMatch(new RegExp(`^${negotiationMessages.notParty}`));
    const missing = await stranger.agent.get(apiRoutes.offerDraft(999_999, 'proposta'));
    expect(missing.status).toBe(404);
    expect(missing.body.message).toMatch(new RegExp(`^${negotiationMessages.offerNotFound}`));
    const otherName = await stranger.agent.get(`/api/offers/${offer.id}/drafts/fattura.pdf`);
    expect(otherName.status).toBe(404);
  });

  it('an offer not accepted (pending) has no drafts: 409 with the reason, for its parties too', async () => {
    const { buyer, seller, practice } = await negotiatingPractice(t, { body: { rate: twoRate() } });
    const pending = await makeOffer(buyer.agent, practice.id, { amount: 30_000, rate: [twoRate()[0]!.year] });
    for (const agent of [buyer.agent, seller.agent]) {
      const res = await agent.get(apiRoutes.offerDraft(pending.id, 'contratto'));
      expect(res.status).toBe(409);
      expect(res.body.message).toMatch(new RegExp(`^${closingDraftTexts.offerNotAccepted}`));
    }
  });
});
