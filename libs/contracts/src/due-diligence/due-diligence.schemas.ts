import { checklistStatuses, documentDecisions, documentTypeKeys, dueDiligenceMessages, worksStages } from '@pratiche/domain';
import { z } from 'zod';

/**
 * Issue 28: typed documents, their review, the 6-bis checklist and the reconfirmation of the
 * credit. The rules and their Italian messages live in libs/domain/src/due-diligence; these
 * schemas only check shapes.
 */
export const dueDiligenceApiMessages = {
  facts: 'Dati per la documentazione non validi',
  documentType: 'Tipo di documento non valido',
  decision: 'Esito della verifica non valido',
  replacement: 'Indica il file che sostituisce il documento',
  documentTyped: 'Tipo di documento salvato',
  documentReplaced: 'Documento sostituito',
  documentReviewed: 'Verifica del documento salvata',
  creditReconfirmed: 'Credito riconfermato',
  extractMissing: 'Allega un estratto della Piattaforma Cessione Crediti aggiornato',
  extractTooMany: "Allega un solo file: l'estratto della Piattaforma Cessione Crediti",
  /** Prefixed with the file's name, like the other uploads' refusals. */
  extractNotPdf: "Formato non consentito: l'estratto della Piattaforma Cessione Crediti deve essere un PDF",
  declarationDate: 'Indica la data della dichiarazione (gg/mm/aaaa)',
  declaredRate: 'Rate indicate non valide',
  packNotAllowed: 'Non hai accesso al fascicolo di questa pratica.',
  /** Issue 46: `POST /api/practices/{id}/documents`, one typed file. */
  documentFileMissing: 'Allega il file del documento',
  documentFileTooMany: 'Allega un solo file per documento',
  documentAdded: 'Documento caricato: è in attesa di verifica',
} as const;

const m = dueDiligenceApiMessages;

const energyWorksDescription =
  'Issue 46: the works include energy-efficiency works (DM 6 agosto 2020). A Superbonus then needs the APE before (and, at the end of works, after) and the ENEA filing; a Bonus Facciate or Patrimonio the ENEA filing at the end of works. Default false.';
const worksByHolderDescription =
  "Issue 46: the works were done by a holder who is not the owner (tenant, borrower): the owner's consent to the works is required. Default false.";

/** Optional on the practice request: facts not sent keep the practice's (or the defaults). */
export const dueDiligenceFactsRequestSchema = z
  .object(
    {
      commonParts: z.boolean({ message: m.facts }),
      worksAmount: z.number({ message: m.facts }),
      ediliziaLibera: z.boolean({ message: m.facts }),
      stage: z.enum(worksStages, { message: m.facts }),
      sellerIsBank: z.boolean({ message: m.facts }),
      companyRegisteredOn: z.string({ message: m.facts }).max(10, m.facts).nullable(),
      energyWorks: z.boolean({ message: m.facts }).describe(energyWorksDescription),
      worksByHolder: z.boolean({ message: m.facts }).describe(worksByHolderDescription),
    },
    { message: m.facts },
  )
  .partial();

export const dueDiligenceFactsSchema = z.object({
  commonParts: z.boolean(),
  worksAmount: z.number(),
  ediliziaLibera: z.boolean(),
  stage: z.enum(worksStages),
  sellerIsBank: z.boolean(),
  companyRegisteredOn: z.string().nullable(),
  energyWorks: z.boolean().describe(energyWorksDescription),
  worksByHolder: z.boolean().describe(worksByHolderDescription),
});

/**
 * Beside each file of a submit or an edit: its type (absent: 'altro') and issue date (required for
 * the types that go stale: the visura camerale, 6 months; the ordinary DURC, 120 days).
 */
export const documentTypingShape = {
  docType: z.string({ message: m.documentType }).max(60, m.documentType).nullable().optional(),
  issuedOn: z.string({ message: m.documentType }).max(10, m.documentType).nullable().optional(),
};

/** `PATCH /api/practices/{id}/documents/{filename}`: the owner types a document. */
export const typeDocumentRequestSchema = z.object({
  docType: z.string({ message: m.documentType }).max(60, m.documentType),
  issuedOn: z.string({ message: m.documentType }).max(10, m.documentType).nullable().optional(),
});
export type TypeDocumentRequest = z.input<typeof typeDocumentRequestSchema>;

/** `PUT /api/practices/{id}/documents/{filename}`: the owner replaces it with a file uploaded by `POST /api/upload`. */
export const replaceDocumentRequestSchema = z.object({
  originalName: z.string({ message: m.replacement }).trim().min(1, m.replacement).max(200, m.replacement),
  filename: z.string({ message: m.replacement }).min(1, m.replacement).max(100, m.replacement),
  ...documentTypingShape,
});
export type ReplaceDocumentRequest = z.input<typeof replaceDocumentRequestSchema>;

/**
 * `POST /api/practices/{id}/documents` (issue 46), multipart/form-data beside the one `file`: its
 * `docType` (required) and `issuedOn` (YYYY-MM-DD; required for the types that go stale, checked
 * by the decider as every upload's typing). An empty `issuedOn` is none.
 */
export const addDocumentFieldsSchema = z.object({
  docType: z.string({ message: m.documentType }).min(1, m.documentType).max(60, m.documentType),
  issuedOn: z.string({ message: dueDiligenceMessages.issuedOnInvalid }).max(10, dueDiligenceMessages.issuedOnInvalid).nullable().optional(),
});
export type AddDocumentFields = z.output<typeof addDocumentFieldsSchema>;

/** `POST /api/admin/practices/{id}/documents/{filename}/review`. */
export const reviewDocumentRequestSchema = z.object({
  decision: z.enum(documentDecisions, { message: m.decision }),
  reason: z.string({ message: m.decision }).max(2000, m.decision).nullable().optional(),
});
export type ReviewDocumentRequest = z.input<typeof reviewDocumentRequestSchema>;

const documentTypeSchema = z.enum(documentTypeKeys);

/** The checklist a practice read carries; buyers without access see it, never the files. */
export const dueDiligenceSchema = z.object({
  required: z.array(documentTypeSchema),
  present: z.array(documentTypeSchema),
  approved: z.array(documentTypeSchema),
  missing: z.array(documentTypeSchema),
  completeness: z.number().int().min(0).max(100),
  checklist: z.array(z.object({ docType: documentTypeSchema, status: z.enum(checklistStatuses) })),
  sixBisApplies: z.boolean(),
});
export type DueDiligenceResponse = z.infer<typeof dueDiligenceSchema>;

/** What every practice read adds for issue 28. */
export const dueDiligenceResponseShape = {
  dueDiligence: dueDiligenceSchema,
  documentazione6bisCompleta: z.boolean(),
  /** The spec's lastConfirmationDate: the submission, then the seller's latest reconfirmation. */
  lastConfirmationDate: z.string(),
  /** 'Da riconfermare': 30 days without reconfirmation; exclusivity cannot be bought. */
  reconfirmationDue: z.boolean(),
  /**
   * Issue 45: the seller's latest dated declaration (null before any: older reconfirmations were
   * clicks). `extractFilename`, the stored file of its Piattaforma extract, only for whoever may
   * see the documents (owner, admins, buyers with access), else null.
   */
  lastDeclaration: z.object({ asOf: z.string(), text: z.string(), extractFilename: z.string().nullable() }).nullable(),
};

/** `rataIds` as the multipart field carries it: a JSON array of rata ids; absent or empty text, every rata on sale. */
const declaredRataIds = z.preprocess(
  (value) => {
    if (value === undefined || value === '') return undefined;
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      return value;
    }
  },
  z
    .array(z.string({ message: m.declaredRate }).max(20, m.declaredRate), { message: m.declaredRate })
    .max(20, m.declaredRate)
    .optional(),
);

/**
 * `POST /api/practices/{id}/reconfirm` (issue 45), multipart/form-data beside the `extract` file:
 * `asOf`, the day of the declaration (YYYY-MM-DD, an Italian day), and optional `rataIds`.
 */
export const reconfirmFieldsSchema = z.object({
  asOf: z.string({ message: m.declarationDate }).max(10, m.declarationDate).min(1, m.declarationDate),
  rataIds: declaredRataIds,
});
export type ReconfirmFields = z.output<typeof reconfirmFieldsSchema>;

/** A document as the owner, admins and buyers with access read it. */
export const practiceDocumentResponseSchema = z.object({
  originalName: z.string(),
  filename: z.string(),
  docType: documentTypeSchema,
  issuedOn: z.string().nullable(),
  uploadedAt: z.string().nullable(),
  review: z.object({ decision: z.enum(documentDecisions), reason: z.string().nullable(), at: z.string() }).nullable(),
});
export type PracticeDocumentResponse = z.infer<typeof practiceDocumentResponseSchema>;

/** `GET /api/admin/practices/{id}/review-signals`: warnings for the review dialog, never blocking. */
export const reviewSignalsResponseSchema = z.array(
  z.object({ code: z.enum(['documents_missing', 'discount_outlier', 'reconfirmation_overdue', 'young_company']), message: z.string() }),
);
export type ReviewSignalsResponse = z.infer<typeof reviewSignalsResponseSchema>;
