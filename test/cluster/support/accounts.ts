import { proxyClient, type ProxyClient } from './clients';
import { clusterAdmin } from './cluster';

/** A minimal valid PDF: the server checks uploads by their first bytes. */
export const pdf = (label: string) => Buffer.from(`%PDF-1.4\n% ${label}\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n`, 'latin1');

export const pdfForm = (field: string, names: string[], extra: Record<string, string> = {}) => {
  const form = new FormData();
  for (const [key, value] of Object.entries(extra)) form.append(key, value);
  for (const name of names) form.append(field, new Blob([pdf(name)], { type: 'application/pdf' }), name);
  return form;
};

let sequence = 0;
export const password = 'Password-sicura-1';

/** The admin, signed in through the proxy. */
export const signInAdmin = async (baseUrl: string): Promise<ProxyClient> => {
  const admin = proxyClient(baseUrl);
  await admin.ok('POST', '/api/login', { username: clusterAdmin.username, password: clusterAdmin.password });
  return admin;
};

/** Registers through the proxy as a person would (visura upload, then the form), signs in once the admin activated the account. */
export const registerActiveUser = async (baseUrl: string, admin: ProxyClient, roles: { isCedente: boolean; isCessionario: boolean }) => {
  sequence += 1;
  const digits = `${Date.now()}${sequence}`.slice(-9);
  const username = `cluster${digits}`;
  const visitor = proxyClient(baseUrl);
  const upload = await visitor.ok('POST', '/api/upload-business-document', pdfForm('file', ['visura.pdf']));
  const registered = await visitor.ok('POST', '/api/register', {
    username,
    password,
    companyName: `Cluster ${digits} S.r.l.`,
    vatNumber: `10${digits}`,
    email: `${username}@example.it`,
    legalRepName: 'Maria Bianchi',
    phone: '3331234567',
    ...roles,
    businessDocument: { originalName: upload.body.originalName, filename: upload.body.filename },
  });
  const id = registered.body.id as number;
  await admin.ok('PATCH', `/api/admin/users/${id}/status`, { status: 'active' });
  const client = proxyClient(baseUrl);
  await client.ok('POST', '/api/login', { username, password });
  return { id, username, client };
};
