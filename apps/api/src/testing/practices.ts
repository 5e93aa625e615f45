import { apiRoutes, type PracticeRequest, type PracticeResponse, type UploadedFileResponse } from '@pratiche/contracts';
import { italianDay } from '@pratiche/domain';
import { createActiveUser, readEvents, signInAsAdmin, type RegisteredUser } from './accounts';
import { pdfBuffer } from './documents';
import type { TestApp } from './test-app';

type Agent = ReturnType<TestApp['agent']>;

/** A valid practice body for this year (the decider accepts the current year to the current + 4). */
export const practiceBody = (overrides: Partial<PracticeRequest> = {}): PracticeRequest => ({
  type: 'SUPERBONUS_110',
  year: new Date().getFullYear() + 1,
  amount: 150_000.5,
  discount: 12.5,
  isTraceable: true,
  tributeCode: '7701',
  numSites: 3,
  documents: { societari: [], fiscali: [] },
  ...overrides,
});

/** An approved seller (cedente only) with a signed-in agent. */
export const createSeller = (t: TestApp): Promise<RegisteredUser> => createActiveUser(t, { isCedente: true, isCessionario: false });

/** Uploads files through `POST /api/upload` as the form does; fails the test on any refusal. */
export const uploadPracticeFiles = async (
  agent: Agent,
  files: { bytes?: Buffer; name: string }[],
  documentType: 'societari' | 'fiscali' = 'societari',
): Promise<UploadedFileResponse[]> => {
  let req = agent.post(apiRoutes.upload).field('documentType', documentType);
  for (const file of files) req = req.attach('files', file.bytes ?? pdfBuffer(), file.name);
  const res = await req;
  if (res.status !== 201) throw new Error(`upload failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as UploadedFileResponse[];
};

const asDocument = ({ originalName, filename }: UploadedFileResponse) => ({ originalName, filename });

/** Uploads the named files and submits a practice holding them; returns the saved practice. */
export const submitPractice = async (
  agent: Agent,
  options: { societari?: string[]; fiscali?: string[]; body?: Partial<PracticeRequest> } = {},
): Promise<PracticeResponse> => {
  const societari = options.societari?.length
    ? await uploadPracticeFiles(
        agent,
        options.societari.map((name) => ({ name })),
      )
    : [];
  const fiscali = options.fiscali?.length
    ? await uploadPracticeFiles(
        agent,
        options.fiscali.map((name) => ({ name })),
        'fiscali',
      )
    : [];
  const res = await agent
    .post(apiRoutes.practices)
    .send(practiceBody({ documents: { societari: societari.map(asDocument), fiscali: fiscali.map(asDocument) }, ...options.body }));
  if (res.status !== 201) throw new Error(`submit failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as PracticeResponse;
};

/** An admin's review of a pending practice; fails the test on any refusal. */
export const reviewPractice = async (t: TestApp, practiceId: number, status: 'approved' | 'rejected' | 'integration_required', comment?: string) => {
  const admin = await signInAsAdmin(t);
  const res = await admin.patch(apiRoutes.adminPracticeStatus(practiceId)).send({ status, comment });
  if (res.status !== 200) throw new Error(`review failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as PracticeResponse;
};

export const practiceEvents = (t: TestApp, practiceId: number) => readEvents(t, `practice-${practiceId}`);

/** A file of the practice form with the type chosen beside it (issue 28). */
export type TypedUpload = { name: string; docType?: string; issuedOn?: string | null };

/** Uploads the files and submits a practice holding each under `category` with its type; answers the response (not checked). */
export const submitTypedPractice = async (agent: Agent, files: { societari?: TypedUpload[]; fiscali?: TypedUpload[] }, body: Partial<PracticeRequest> = {}) => {
  const typed = async (category: 'societari' | 'fiscali') => {
    const list = files[category] ?? [];
    if (list.length === 0) return [];
    const uploaded = await uploadPracticeFiles(
      agent,
      list.map(({ name }) => ({ name })),
      category,
    );
    return uploaded.map((u, i) => ({ ...asDocument(u), docType: list[i]!.docType, issuedOn: list[i]!.issuedOn }));
  };
  const documents = { societari: await typed('societari'), fiscali: await typed('fiscali') };
  return agent.post(apiRoutes.practices).send(practiceBody({ documents, ...body }));
};

/** An admin's decision on one document (issue 28); answers the response (not checked). */
export const reviewDocument = async (t: TestApp, practiceId: number, filename: string, decision: 'approved' | 'rejected', reason?: string) => {
  const admin = await signInAsAdmin(t);
  return admin.post(apiRoutes.adminPracticeDocumentReview(practiceId, filename)).send({ decision, reason });
};

/** Every document of a practice answer, whatever its category. */
export const allDocuments = (practice: PracticeResponse) => [...practice.documents.societari, ...practice.documents.fiscali];

/**
 * A `ReconfirmCredit` for tests that decide on the practice's stream directly (no upload): the
 * declaration dated the Italian day of `at`, every rata on sale, a stand-in extract.
 */
export const reconfirmCommand = (practiceId: number, by: number, at: string) =>
  ({
    type: 'ReconfirmCredit',
    data: { practiceId, by, at, asOf: italianDay(at), extract: { originalName: 'estratto.pdf', filename: `${'e'.repeat(32)}.pdf`, sha256: '0'.repeat(64) } },
  }) as const;

/** `POST /api/practices/{id}/reconfirm` as the modal sends it: the extract, the day (default today in Italy), optional rata ids. */
export const reconfirmPractice = (agent: Agent, practiceId: number, fields: { asOf: string; rataIds?: string[]; extract?: Buffer | null; name?: string }) => {
  let req = agent.post(apiRoutes.practiceReconfirm(practiceId)).field('asOf', fields.asOf);
  if (fields.rataIds) req = req.field('rataIds', JSON.stringify(fields.rataIds));
  if (fields.extract !== null) req = req.attach('extract', fields.extract ?? pdfBuffer(), fields.name ?? 'estratto-piattaforma.pdf');
  return req;
};
