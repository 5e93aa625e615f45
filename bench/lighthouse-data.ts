/**
 * The data the Lighthouse bench signs in to: a seller with practices in every review state, a buyer
 * with credits, and the admin. A small stand-in made through the public API until the demo seed
 * (`seedDemoData`: 500 practices, 50 users) lands; then `prepareLighthouseData` calls the seed
 * instead and keeps returning the two sessions.
 */
import { apiClient, type Company, createActiveUser, pdfBytes } from '../test/e2e/support/api';
import { admin } from '../test/e2e/support/server';

/** Session cookies (`name=value`) for the signed-in routes. */
export type LighthouseSessions = { buyer: string; admin: string };

const practiceCount = 40;
const buyerRoles = { isCedente: false, isCessionario: true };
const types = [
  { type: 'SUPERBONUS_110', tributeCode: '7701' },
  { type: 'SISMA_BONUS', tributeCode: '7703' },
  { type: 'BONUS_FACCIATE', tributeCode: '7705' },
  { type: 'BONUS_PATRIMONIO', tributeCode: '7706' },
  { type: 'CREDITO_IVA', tributeCode: '' },
] as const;
// Most practices approved (the marketplace), the rest left for the admin's review queue.
const reviewOutcomes = ['approved', 'approved', 'approved', 'pending', 'integration_required', 'rejected'] as const;

const signedIn = async (baseUrl: string, person: { username: string; password: string }) => {
  const client = apiClient(baseUrl);
  await client.call('POST', '/api/login', person);
  return client;
};

type UploadedDocument = { originalName: string; filename: string };

// Uploads are rate limited per person (30 in 10 minutes) and each document attaches to one
// practice: ten files a request, one per practice.
const uploadStatutes = async (seller: ReturnType<typeof apiClient>, count: number): Promise<UploadedDocument[]> => {
  const documents: UploadedDocument[] = [];
  for (let first = 0; first < count; first += 10) {
    const form = new FormData();
    form.append('documentType', 'societari');
    for (let index = first; index < Math.min(first + 10, count); index++) {
      form.append('files', new Blob([pdfBytes()], { type: 'application/pdf' }), `statuto-${index}.pdf`);
    }
    documents.push(...((await seller.call('POST', '/api/upload', form)) as unknown as UploadedDocument[]));
  }
  return documents;
};

const createPractice = async (seller: ReturnType<typeof apiClient>, document: UploadedDocument, index: number) => {
  const { type, tributeCode } = types[index % types.length]!;
  return seller.call('POST', '/api/practices', {
    type,
    year: new Date().getFullYear() + (index % 3),
    amount: 25_000 + index * 7_350.5,
    discount: 5 + (index % 25),
    isTraceable: index % 2 === 0,
    tributeCode,
    numSites: 1 + (index % 8),
    documents: { societari: [document], fiscali: [] },
  });
};

const createReviewedPractices = async (baseUrl: string, seller: Company, adminClient: ReturnType<typeof apiClient>) => {
  const sellerClient = await signedIn(baseUrl, seller);
  const documents = await uploadStatutes(sellerClient, practiceCount);
  for (let index = 0; index < practiceCount; index++) {
    const practice = await createPractice(sellerClient, documents[index]!, index);
    const status = reviewOutcomes[index % reviewOutcomes.length]!;
    if (status !== 'pending') await adminClient.call('PATCH', `/api/admin/practices/${practice.id}/status`, { status, comment: 'Verifica completata' });
  }
};

export const prepareLighthouseData = async (baseUrl: string): Promise<LighthouseSessions> => {
  const adminClient = await signedIn(baseUrl, admin);
  const seller = await createActiveUser(baseUrl, admin);
  const buyer = await createActiveUser(baseUrl, admin, buyerRoles);
  await createReviewedPractices(baseUrl, seller, adminClient);
  const buyerClient = await signedIn(baseUrl, buyer);
  const me = await buyerClient.call('GET', '/api/user');
  await adminClient.call('PATCH', `/api/admin/users/${me.id}/credits`, { amount: 500, pin: admin.pin, operation: 'add' });
  return { buyer: buyerClient.sessionCookie(), admin: adminClient.sessionCookie() };
};
