import { apiRoutes, type MakeOfferRequest, type OfferResponse, type PracticeRequest, type PracticeResponse } from '@pratiche/contracts';
import { pdfBuffer } from './documents';
import { createFastUser, type FastUser } from './marketplace';
import { practiceBody, reviewPractice, uploadPracticeFiles } from './practices';
import type { TestApp } from './test-app';

type Agent = ReturnType<TestApp['agent']>;

/** Two rate (this year + 1 and + 2) that add up to `practiceBody`'s amount, with their codes (approval wants them). */
export const twoRate = (): NonNullable<PracticeRequest['rate']> => {
  const year = new Date().getFullYear() + 1;
  return [
    { year, amount: 100_000, code: `R${year}A` },
    { year: year + 1, amount: 50_000.5, code: `R${year + 1}B` },
  ];
};

/** A buyer's data for trading (issue 46): the communication of a transfer needs its codice fiscale (issue 47). */
export const buyerTradingData = {
  codiceFiscale: 'RSSMRA85T10A562S',
  pec: 'acquirente@pec.example.it',
  registeredOffice: 'Via Appia 12, 00179 Roma',
  ateco: '64.99.60',
  beneficialOwner: 'Mario Rossi',
};

/** A seller's data for trading: a company's codice fiscale (11 digits with its check digit). */
export const sellerTradingData = { ...buyerTradingData, codiceFiscale: '01234567897', pec: 'cedente@pec.example.it' };

/** Gives a party's data for trading (issue 46: needed before its first offer, counter or acceptance); the same data again changes nothing. */
export const declareTradingData = async (party: Agent, data: typeof buyerTradingData = buyerTradingData): Promise<void> => {
  await party.put(apiRoutes.tradingProfile).send(data).expect(200);
};

export type NegotiatingPractice = { seller: FastUser; buyer: FastUser; practice: PracticeResponse };

export type NegotiatingPracticeOptions = {
  /** Overrides of `practiceBody` (e.g. `rate: twoRate()`). */
  body?: Partial<PracticeRequest>;
  /** Files of the practice (societari); each `bytes` defaults to a small PDF. */
  files?: { name: string; bytes?: Buffer }[];
  hours?: 24 | 48 | 72;
  /** false leaves both parties without data for trading (issue 46: no offer, counter or acceptance without it). */
  tradingData?: boolean;
};

/**
 * Issue 29: an active seller's approved practice on which an active buyer (with credits) holds a
 * running exclusivity bought through HTTP, both parties with their data for trading (issue 46), ready
 * for offers. Fails the test on any refusal.
 */
export const negotiatingPractice = async (t: TestApp, options: NegotiatingPracticeOptions = {}): Promise<NegotiatingPractice> => {
  const [seller, buyer] = await Promise.all([createFastUser(t, { isCedente: true, isCessionario: false }), createFastUser(t, { credits: 1000 })]);
  const uploaded = options.files?.length
    ? await uploadPracticeFiles(
        seller.agent,
        options.files.map(({ name, bytes }) => ({ name, bytes: bytes ?? pdfBuffer() })),
      )
    : [];
  const documents = { societari: uploaded.map(({ originalName, filename }) => ({ originalName, filename })), fiscali: [] };
  const submitted = await seller.agent.post(apiRoutes.practices).send(practiceBody({ documents, ...options.body }));
  if (submitted.status !== 201) throw new Error(`submit failed: ${submitted.status} ${JSON.stringify(submitted.body)}`);
  const practice = await reviewPractice(t, (submitted.body as PracticeResponse).id, 'approved');
  const bought = await buyer.agent.post(apiRoutes.marketplaceExclusive(practice.id)).send({ hours: options.hours ?? 48 });
  if (bought.status !== 200) throw new Error(`exclusivity failed: ${bought.status} ${JSON.stringify(bought.body)}`);
  if (options.tradingData !== false) await Promise.all([declareTradingData(buyer.agent), declareTradingData(seller.agent, sellerTradingData)]);
  return { seller, buyer, practice };
};

/** `POST /api/practices/{id}/offers` as `agent`; the response is not checked. */
export const postOffer = (agent: Agent, practiceId: number, body: MakeOfferRequest | Record<string, unknown>) =>
  agent.post(apiRoutes.practiceOffers(practiceId)).send(body);

/** An offer that must be made (201); answers it. */
export const makeOffer = async (agent: Agent, practiceId: number, body: MakeOfferRequest): Promise<OfferResponse> => {
  const res = await postOffer(agent, practiceId, body);
  if (res.status !== 201) throw new Error(`offer failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as OfferResponse;
};

/** A negotiation whose holder offered 1000 euro on `rate` and whose seller accepted: its closing is open. */
export const acceptedOffer = async (
  t: TestApp,
  rate: (string | number)[],
  options: NegotiatingPracticeOptions = {},
): Promise<NegotiatingPractice & { offerId: number }> => {
  const parties = await negotiatingPractice(t, options);
  const offer = await makeOffer(parties.buyer.agent, parties.practice.id, { amount: 1000, rate });
  const accepted = await parties.seller.agent.post(apiRoutes.offerAccept(offer.id));
  if (accepted.status !== 200) throw new Error(`accept failed: ${accepted.status} ${JSON.stringify(accepted.body)}`);
  return { ...parties, offerId: offer.id };
};

/** `POST /api/offers/{id}/closing/{step}` as `agent`; the response is not checked. */
export const closingStep = (agent: Agent, offerId: number, step: string, body: object = {}) => agent.post(apiRoutes.offerClosingStep(offerId, step)).send(body);

/** The platform's steps up to the buyer's acceptance (issue 47): communication, the check passed, acceptance. */
export const acceptOnPlatform = async (seller: Agent, buyer: Agent, offerId: number, protocol: string): Promise<void> => {
  await closingStep(seller, offerId, 'comunicazione', { protocol }).expect(200);
  await closingStep(seller, offerId, 'esito', { outcome: 'superata' }).expect(200);
  await closingStep(buyer, offerId, 'accettazione').expect(200);
};

/** Every step of a closing, in order, to the payment with its CRO: the closing completes. */
export const completeClosing = async (seller: Agent, buyer: Agent, offerId: number, protocol: string): Promise<void> => {
  await acceptOnPlatform(seller, buyer, offerId, protocol);
  await closingStep(seller, offerId, 'pagamento', { reference: '12345678901' }).expect(200);
};
