import { creditTypeKeys, documentCategories, practiceLimits, practiceStatuses, saleStatuses } from '@pratiche/domain';
import { z } from 'zod';
import { creditTermsRequestShape, creditTermsResponseShape } from '../credit/credit-terms.schemas';
import {
  documentTypingShape,
  dueDiligenceFactsRequestSchema,
  dueDiligenceFactsSchema,
  dueDiligenceResponseShape,
  practiceDocumentResponseSchema,
} from '../due-diligence/due-diligence.schemas';
import { listSortOrders, type ListSortOrder } from '../shared/list-sort';
import { pageNumberParam, pageSizeParam } from '../shared/query-numbers';

/**
 * What a practice's PDF may hold, so that watermarking a buyer's copy (pdf-lib, in a worker
 * thread; about 0.8 ms of CPU per page) stays well under a second and a file cannot be made to
 * cost minutes: 5 MB of tiny pages can be 200,000 pages. Real building-bonus documents (visure,
 * asseverazioni, computi metrici, fatture, scanned contracts) run to tens of pages, rarely a few
 * hundred; a scanned or digital page takes 3 to 10 indirect objects (page, content, resources,
 * images, fonts shared), so 40 per page at the page cap leaves room for heavy drawings.
 * Checked at upload (refused with `practiceUploadMessages.pdfOverBudget`) and again before each
 * watermark (files stored before the rule).
 */
export const pdfBudget = { maxPages: 500, maxObjects: 20_000 } as const;

/**
 * Italian texts of the practice calls that the decider does not own (HTTP-level refusals and
 * success answers). The decider's rule messages come from `practiceMessages` in libs/domain.
 */
export const practiceApiMessages = {
  viewNotAllowed: 'Non hai i permessi per visualizzare questa pratica.',
  documentNotAvailable: 'Il documento caricato non è più disponibile: caricalo di nuovo',
  practiceDeleted: 'Pratica eliminata',
  documentDeleted: 'Documento eliminato',
  invalidListQuery: 'Parametri di ricerca non validi',
  tooManyDownloads: 'Troppi download in poco tempo. Riprova tra un minuto.',
  /** Issue 30: a buyer's PDF that cannot carry the watermark (damaged or password-protected) is not served unmarked. */
  documentNotWatermarkable:
    'Questo documento non può essere scaricato: il PDF è protetto o danneggiato e non è possibile applicare la filigrana. Segnala il problema al venditore o all’assistenza.',
  /** A PDF stored before the page and object budget (`pdfBudget`) that exceeds it is not watermarked. */
  documentOverPdfBudget: `Questo documento non può essere scaricato: il PDF supera il limite di ${pdfBudget.maxPages} pagine o ${pdfBudget.maxObjects.toLocaleString('it-IT')} oggetti entro cui è possibile applicare la filigrana. Segnala il problema al venditore o all’assistenza.`,
  /** Watermarking ran past its time limit: the worker was stopped. */
  watermarkTimedOut:
    'La filigrana di questo documento richiede troppo tempo: il download è stato interrotto. Riprova più tardi o segnala il problema all’assistenza.',
} as const;

/** Spec 5 "Practice document upload" and spec 9 "Uploads": 10 files, 5 MB each, PDF/JPEG/PNG. */
export const practiceUploadLimits = { maxFiles: 10, maxBytes: 5 * 1024 * 1024, extensions: ['.pdf', '.jpg', '.jpeg', '.png'] } as const;

export const practiceUploadMessages = {
  tooLarge: 'Il file supera la dimensione massima di 5MB',
  tooMany: 'Puoi caricare un massimo di 10 file',
  wrongType: 'Formato non consentito: sono accettati PDF, JPEG e PNG',
  missing: 'Nessun file caricato',
  documentTypeInvalid: 'Categoria di documento non valida',
  practiceIdInvalid: 'Pratica non trovata.',
  tooManyInFlight: 'Hai già due caricamenti in corso: attendi che finiscano e riprova.',
  quotaExceeded: "Hai troppi file caricati non ancora salvati in una pratica (massimo 100 MB): salva la pratica o riprova tra un'ora.",
  /** Prefixed with the file's name, like `wrongType`. */
  pdfOverBudget: `PDF troppo pesante: sono accettati PDF di al massimo ${pdfBudget.maxPages} pagine e ${pdfBudget.maxObjects.toLocaleString('it-IT')} oggetti. Dividi il documento in più file.`,
} as const;

const documentSchema = z.object({
  originalName: z.string().trim().min(1).max(200),
  filename: z.string().min(1).max(100),
  ...documentTypingShape,
});

export const practiceDocumentsSchema = z.object({
  societari: z.array(documentSchema).max(100).default([]),
  fiscali: z.array(documentSchema).max(100).default([]),
});
export type PracticeDocumentsBody = z.input<typeof practiceDocumentsSchema>;

/**
 * Body of `POST /api/practices` and `PATCH /api/practices/{id}` (spec 7). The range rules and
 * their messages live in the decider, so the API and the domain cannot disagree; the schema only
 * checks shapes. `userId` is accepted and ignored: the owner is always the signed-in seller.
 */
export const practiceRequestSchema = z.object({
  type: z.string({ message: 'Tipo di credito non valido' }),
  userId: z.unknown().optional(),
  year: z.number({ message: "L'annualità non è valida" }),
  amount: z.number({ message: "L'importo deve essere maggiore di 0" }),
  discount: z.number({ message: 'Lo sconto deve essere maggiore di 0' }),
  isTraceable: z.boolean().default(true),
  tributeCode: z.string().max(10).nullable().optional(),
  numSites: z.number({ message: 'Il numero di cantieri deve essere almeno 1' }).default(1),
  documents: practiceDocumentsSchema.default({}),
  ...creditTermsRequestShape,
  dueDiligenceFacts: dueDiligenceFactsRequestSchema.nullable().optional(),
});
export type PracticeRequest = z.input<typeof practiceRequestSchema>;

/** `PATCH /api/practices/{id}/sale-status`: the only move offered to the seller is to ceduta. */
export const saleStatusRequestSchema = z.object({
  saleStatus: z.literal('ceduta', { message: 'Stato di vendita non valido' }),
  viaPortal: z.boolean().default(true),
});
export type SaleStatusRequest = z.input<typeof saleStatusRequestSchema>;

/** `PATCH /api/admin/practices/{id}/status`: the review of a pending practice. */
export const reviewPracticeRequestSchema = z.object({
  status: z.enum(['approved', 'rejected', 'integration_required'], { message: 'Stato non valido' }),
  comment: z.string().max(practiceLimits.maxCommentLength, `Il commento non può superare ${practiceLimits.maxCommentLength} caratteri`).nullable().optional(),
});
export type ReviewPracticeRequest = z.input<typeof reviewPracticeRequestSchema>;

/** Multipart fields of `POST /api/upload` beside the repeated `files`. */
export const practiceUploadFieldsSchema = z.object({
  documentType: z.enum(documentCategories, { message: practiceUploadMessages.documentTypeInvalid }),
  practiceId: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce
      .number({ message: practiceUploadMessages.practiceIdInvalid })
      .int(practiceUploadMessages.practiceIdInvalid)
      .positive(practiceUploadMessages.practiceIdInvalid)
      .optional(),
  ),
});

/** The columns the lists sort on (admin tab, spec 2 /admin "Sortable columns"). */
export const practiceSortFields = ['id', 'cedente', 'type', 'amount', 'status', 'createdAt', 'year'] as const;
export type PracticeSortField = (typeof practiceSortFields)[number];

/**
 * Spec 2 /admin: a header's first click sorts ascending for id, cedente, type and status, and
 * descending for amount, creation date and year; the list takes this order when none is sent.
 */
export const practiceFirstSortOrder: Readonly<Record<PracticeSortField, ListSortOrder>> = {
  id: 'ascend',
  cedente: 'ascend',
  type: 'ascend',
  status: 'ascend',
  amount: 'descend',
  createdAt: 'descend',
  year: 'descend',
};

const emptyAsUndefined = (v: unknown) => (v === '' ? undefined : v);

/**
 * Optional query of `GET /api/practices`, named as ProTable's `request` sends them (`current`,
 * `pageSize`) plus a sort field and order, a status filter and a keyword. Without any of them
 * the call answers the spec's full list.
 */
export const practiceListQuerySchema = z.object({
  current: pageNumberParam(),
  pageSize: pageSizeParam(200, 20),
  sortField: z.preprocess(emptyAsUndefined, z.enum(practiceSortFields).default('createdAt')),
  sortOrder: z.preprocess(emptyAsUndefined, z.enum(listSortOrders).optional()),
  status: z.preprocess(emptyAsUndefined, z.enum(practiceStatuses).optional()),
  keyword: z.preprocess(emptyAsUndefined, z.string().trim().max(100).optional()),
});
export type PracticeListQuery = z.input<typeof practiceListQuerySchema>;

/** A practice's documents as every answer lists them, by category, typed and with their review (issue 28). */
export const storedDocumentsSchema = z.object({ societari: z.array(practiceDocumentResponseSchema), fiscali: z.array(practiceDocumentResponseSchema) });

/** The credit's facts: the same fields on the seller's, the admin's and the buyer's answers. */
export const creditFactsShape = {
  type: z.enum(creditTypeKeys),
  year: z.number().int(),
  amount: z.number(),
  discount: z.number(),
  isTraceable: z.boolean(),
  tributeCode: z.string().nullable(),
  numSites: z.number().int(),
};

/** A practice as every practice call answers it (spec 3 "practices"). */
export const practiceResponseSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  ...creditFactsShape,
  documents: storedDocumentsSchema,
  status: z.enum(practiceStatuses),
  /** Read at the time of the request: an exclusivity past its end shows as disponibile. */
  saleStatus: z.enum(saleStatuses),
  /** End of the buyer's exclusivity while the practice is in_trattativa; else null. */
  exclusiveUntil: z.string().nullable(),
  soldViaPortal: z.boolean().nullable(),
  comments: z.array(z.object({ date: z.string(), text: z.string() })),
  metadata: z.object({ approvedAt: z.string().nullable() }),
  createdAt: z.string(),
  /** The cedente's company (admin list search and sort); null once the account is gone. */
  sellerCompanyName: z.string().nullable(),
  ...creditTermsResponseShape,
  ...dueDiligenceResponseShape,
  dueDiligenceFacts: dueDiligenceFactsSchema,
});
export type PracticeResponse = z.infer<typeof practiceResponseSchema>;

/** The paged answer, in the shape ProTable's `request` expects back. */
export const practicePageResponseSchema = z.object({
  data: z.array(practiceResponseSchema),
  total: z.number().int(),
  success: z.literal(true),
  current: z.number().int(),
  pageSize: z.number().int(),
});
export type PracticePageResponse = z.infer<typeof practicePageResponseSchema>;
