import { vatNumberCheckDigit } from '@pratiche/domain';
import { pdfBuffer } from '../../../apps/api/src/testing/documents';

// The address this file's requests come from on a worker's shared product (`useProductAndBrowser`); jest gives each file its own copy of this module.
let clientAddress: string | undefined;
/** Sends `address` as the X-Forwarded-For of every later call of this file. */
export const setClientAddress = (address: string) => {
  clientAddress = address;
};

/** A tiny cookie-keeping HTTP client, to prepare data through the public API like a person would. */
export const apiClient = (baseUrl: string) => {
  let cookie = '';
  const call = async (method: string, path: string, body?: unknown) => {
    const isForm = body instanceof FormData;
    const answer = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        ...(cookie ? { cookie } : {}),
        ...(body && !isForm ? { 'content-type': 'application/json' } : {}),
        ...(clientAddress ? { 'x-forwarded-for': clientAddress } : {}),
      },
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    });
    const setCookie = answer.headers.get('set-cookie');
    if (setCookie) cookie = setCookie.split(';')[0]!;
    const text = await answer.text();
    if (!answer.ok) throw new Error(`${method} ${path}: ${answer.status} ${text}`);
    return text ? (JSON.parse(text) as Record<string, unknown>) : {};
  };
  /** The session cookie (`name=value`) once signed in, e.g. for a browser tool's extra headers. */
  const sessionCookie = () => cookie;
  return { call, sessionCookie };
};

/** A minimal valid PDF: the server checks uploads by their first bytes. */
/** A real one-page PDF: a buyer's copy gets its watermark (issue 30). */
export const pdfBytes = () => pdfBuffer();

export type Company = { username: string; password: string; companyName: string; vatNumber: string; email: string };

let sequence = 0;
export const newCompany = (label: string): Company => {
  sequence += 1;
  const digits = `${Date.now()}${sequence}`.slice(-9);
  return {
    username: `${label}${digits}`,
    password: 'Password-sicura-1',
    companyName: `${label} Costruzioni S.r.l.`,
    // A valid check digit: the admin's users tab flags the others (issue 46).
    vatNumber: `1${digits}${vatNumberCheckDigit(`1${digits}`)}`,
    email: `${label}${digits}@example.it`,
  };
};

type Roles = { isCedente: boolean; isCessionario: boolean };

/** Registers a user (a seller unless `roles` says otherwise) with its visura through the API; the account stays pending. */
export const registerUser = async (baseUrl: string, roles: Roles = { isCedente: true, isCessionario: false }, label = 'attivo') => {
  const company = newCompany(label);
  const visitor = apiClient(baseUrl);
  const form = new FormData();
  form.append('file', new Blob([pdfBytes()], { type: 'application/pdf' }), 'visura.pdf');
  const upload = await visitor.call('POST', '/api/upload-business-document', form);
  const user = await visitor.call('POST', '/api/register', {
    ...company,
    legalRepName: 'Maria Bianchi',
    phone: '3331234567',
    ...roles,
    businessDocument: { originalName: upload.originalName, filename: upload.filename },
  });
  return { company, id: user.id as number };
};

/** Registers a user (a seller unless `roles` says otherwise) through the API, then has the admin activate the account. */
export const createActiveUser = async (
  baseUrl: string,
  admin: { username: string; password: string },
  roles: Roles = { isCedente: true, isCessionario: false },
) => {
  const { company, id } = await registerUser(baseUrl, roles);
  const adminClient = apiClient(baseUrl);
  await adminClient.call('POST', '/api/login', admin);
  await adminClient.call('PATCH', `/api/admin/users/${id}/status`, { status: 'active' });
  return company;
};

/** Issue 45: an active account declared a bank's ('banca'), as a capogruppo must be; its user id. */
export const createBankAccount = async (baseUrl: string, admin: { username: string; password: string }): Promise<number> => {
  const bank = await createActiveUser(baseUrl, admin, { isCedente: false, isCessionario: true });
  const api = apiClient(baseUrl);
  await api.call('POST', '/api/login', { username: bank.username, password: bank.password });
  await api.call('PUT', '/api/user/buyer-kind', { kind: 'banca', registerNumber: '03069' });
  return (await api.call('GET', '/api/user')).id as number;
};

/**
 * Issue 46: a company's data for trading, needed before its first offer, counter or acceptance; the
 * codice fiscale is its VAT number (valid check digit), as for a company.
 */
export const declareTradingData = async (baseUrl: string, who: Company): Promise<void> => {
  const api = apiClient(baseUrl);
  await api.call('POST', '/api/login', { username: who.username, password: who.password });
  await api.call('PUT', '/api/user/trading-profile', {
    codiceFiscale: who.vatNumber,
    pec: `${who.username}@pec.example.it`,
    registeredOffice: 'Via Appia 12, 00179 Roma',
    ateco: '64.19.10',
    beneficialOwner: 'Mario Rossi',
  });
};
