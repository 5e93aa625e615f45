import { proxyClient, type ProxyClient } from './clients';
import { clusterAdmin } from './cluster';

/**
 * A minimal valid one-page PDF, `label` in a comment so each file differs: the server checks
 * uploads by their first bytes, and a buyer's download must be able to watermark it (issue 30).
 */
export const pdf = (label: string) => {
  const objects = ['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [3 0 R] /Count 1 >>', '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>'];
  let body = `%PDF-1.4\n% ${label.replace(/[\r\n]/g, ' ')}\n`;
  const offsets = objects.map((object, index) => {
    const offset = Buffer.byteLength(body, 'latin1');
    body += `${index + 1} 0 obj ${object} endobj\n`;
    return offset;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 4\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  return Buffer.from(`${body}trailer << /Size 4 /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`, 'latin1');
};

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
