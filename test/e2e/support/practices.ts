import { apiClient, type Company, pdfBytes } from './api';
import { admin } from './server';

type Uploaded = { originalName: string; filename: string };

/** A seller's pending practice with one company document, made through the API as the seller's screens would. */
export const createPractice = async (baseUrl: string, seller: Company): Promise<number> => {
  const client = apiClient(baseUrl);
  await client.call('POST', '/api/login', { username: seller.username, password: seller.password });
  const form = new FormData();
  form.append('documentType', 'societari');
  form.append('files', new Blob([pdfBytes()], { type: 'application/pdf' }), 'statuto-societa.pdf');
  const uploaded = (await client.call('POST', '/api/upload', form)) as unknown as Uploaded[];
  const practice = await client.call('POST', '/api/practices', {
    type: 'SUPERBONUS_110',
    year: new Date().getFullYear(),
    amount: 154_000.5,
    discount: 12,
    isTraceable: true,
    tributeCode: '7701',
    numSites: 3,
    documents: { societari: uploaded.map(({ originalName, filename }) => ({ originalName, filename })), fiscali: [] },
  });
  return practice.id as number;
};

/** A practice the admin approved: on the marketplace. */
export const createApprovedPractice = async (baseUrl: string, seller: Company): Promise<number> => {
  const id = await createPractice(baseUrl, seller);
  const adminClient = apiClient(baseUrl);
  await adminClient.call('POST', '/api/login', admin);
  await adminClient.call('PATCH', `/api/admin/practices/${id}/status`, { status: 'approved' });
  return id;
};

/** The terms of a listed practice; SUPERBONUS_110 of this year with one fiscal PDF unless told. */
export type ListedTerms = { amount: number; discount: number; type?: 'SUPERBONUS_110' | 'SISMA_BONUS'; year?: number; fiscali?: number };
const tributeCodes = { SUPERBONUS_110: '7701', SISMA_BONUS: '7703' } as const;

/** Approved practices with the given terms, through the seller's and the admin's API; their ids. */
export const listPractices = async (baseUrl: string, seller: Company, terms: ListedTerms[]): Promise<number[]> => {
  const sellerClient = apiClient(baseUrl);
  await sellerClient.call('POST', '/api/login', { username: seller.username, password: seller.password });
  const adminClient = apiClient(baseUrl);
  await adminClient.call('POST', '/api/login', admin);
  const ids: number[] = [];
  for (const { type = 'SUPERBONUS_110', year = new Date().getFullYear(), fiscali = 1, amount, discount } of terms) {
    const form = new FormData();
    form.append('documentType', 'fiscali');
    for (let n = 0; n < fiscali; n++) form.append('files', new Blob([pdfBytes()], { type: 'application/pdf' }), `f24-${n}.pdf`);
    const uploaded = (await sellerClient.call('POST', '/api/upload', form)) as unknown as Uploaded[];
    const practice = await sellerClient.call('POST', '/api/practices', {
      type,
      year,
      amount,
      discount,
      isTraceable: true,
      tributeCode: tributeCodes[type],
      numSites: 1,
      documents: { societari: [], fiscali: uploaded.map(({ originalName, filename }) => ({ originalName, filename })) },
    });
    await adminClient.call('PATCH', `/api/admin/practices/${practice.id}/status`, { status: 'approved' });
    ids.push(practice.id as number);
  }
  return ids;
};

/** Spec 7 Admin: the admin adds credits with the PIN. */
export const fund = async (baseUrl: string, buyer: Company, amount: number) => {
  const client = apiClient(baseUrl);
  await client.call('POST', '/api/login', { username: buyer.username, password: buyer.password });
  const me = await client.call('GET', '/api/user');
  const adminClient = apiClient(baseUrl);
  await adminClient.call('POST', '/api/login', admin);
  await adminClient.call('PATCH', `/api/admin/users/${me.id}/credits`, { amount, pin: admin.pin, operation: 'add' });
};
