import {
  buyerKindLabels,
  creditMessages,
  documentTypes,
  dueDiligenceMessages,
  practiceLimits,
  practiceMessages,
  reconfirmationPolicy,
  scheduleLimits,
} from '@pratiche/domain';
import { z } from 'zod';
import {
  addDocumentFieldsSchema,
  dueDiligenceApiMessages,
  reconfirmFieldsSchema,
  replaceDocumentRequestSchema,
  reviewDocumentRequestSchema,
  reviewSignalsResponseSchema,
  typeDocumentRequestSchema,
} from '../due-diligence/due-diligence.schemas';
import { apiMessages } from '../shared/api-messages';
import { apiFileField, apiMessageResponseSchema, apiPathParams, defineOperations, refusals, type ApiError } from '../shared/api-operation';
import { businessDocumentMessages, uploadedFileResponseSchema } from '../user/user.schemas';
import { practiceTimelineResponseSchema } from './practice-timeline.schemas';
import {
  pdfBudget,
  practiceApiMessages,
  practiceListQuerySchema,
  practicePageResponseSchema,
  practiceRequestSchema,
  practiceResponseSchema,
  practiceUploadFieldsSchema,
  practiceUploadLimits,
  practiceUploadMessages,
  reviewPracticeRequestSchema,
  saleStatusRequestSchema,
} from './practice.schemas';

/*
 * The practice routes for the OpenAPI document (docs/architecture.md). Errors list each route's
 * own refusals, in the order the API checks them; messages that carry figures are shown with
 * example values. The first block is shared with the marketplace and negotiation operations,
 * which build on practices.
 */

/** A command whose append lost the race three times (CommandExecutor). */
export const concurrentChange: ApiError = { status: 409, message: apiMessages.concurrentChange };

/** `{id}` of a practice: a positive integer, anything else answers 404 (`parsePracticeId`). */
export const practiceIdParams = apiPathParams('id');

/** Who may buy a rata by its category, the chain and the deal's route (art. 121 DL 34/2020 as amended): asked of a purchase and of an offer. */
export const buyerEligibilityRefusals: ApiError[] = refusals(
  403,
  creditMessages.publicAdministration,
  creditMessages.nobodyMayBuy,
  creditMessages.onlyQualified,
  creditMessages.notYetVerified(buyerKindLabels.banca),
  creditMessages.onlyBankAccountHolders,
  creditMessages.correntistaOfNotSeller,
);

/** `{filename}`: the stored file name, as the practice's documents list it. */
const documentParams = apiPathParams('id', 'filename');

const practiceNotFound: ApiError = { status: 404, message: practiceMessages.notFound };
const documentNotFound: ApiError = { status: 404, message: practiceMessages.documentNotFound };
const practice = { description: 'The practice as it now is', schema: practiceResponseSchema };

/** The credit's facts (spec 5 "Practice"), its schedule and transfer chain (issue 27), its due-diligence facts (issue 28). */
const practiceRequestRefusals: ApiError[] = refusals(
  400,
  practiceMessages.creditTypeInvalid,
  practiceMessages.tributeCodeNotAllowed,
  practiceMessages.tributeCodeRequired,
  practiceMessages.tributeCodeInvalid,
  practiceMessages.yearOutOfRange(2026, 2026 + practiceLimits.yearsAhead),
  practiceMessages.amountMin,
  practiceMessages.amountMax,
  practiceMessages.amountDecimals,
  practiceMessages.discountMin,
  practiceMessages.discountMax,
  practiceMessages.discountDecimals,
  practiceMessages.numSitesInteger,
  practiceMessages.numSitesMin,
  practiceMessages.numSitesMax,
  creditMessages.scheduleNotAllowed,
  creditMessages.scheduleRequired,
  creditMessages.scheduleTooLong(scheduleLimits.maxRate),
  creditMessages.rataYearInvalid,
  creditMessages.rataAmountInvalid,
  creditMessages.rataCodeInvalid,
  creditMessages.rataFirstYear(2026),
  creditMessages.rataYearsConsecutive,
  creditMessages.rataSumMismatch(90_000, 100_000),
  creditMessages.rataCodeDuplicate,
  creditMessages.holderInvalid,
  creditMessages.qualifiedTransfersInvalid,
  creditMessages.firstHolderWithTransfers,
  creditMessages.laterHolderWithoutFreeTransfer,
  creditMessages.qualifiedHolderRequired,
  dueDiligenceMessages.worksAmountInvalid,
  dueDiligenceMessages.stageInvalid,
  dueDiligenceMessages.companyRegisteredOnInvalid,
);

/** The type and issue date beside a file (issue 28). */
const documentTypingRefusals: ApiError[] = refusals(
  400,
  dueDiligenceMessages.documentTypeInvalid,
  dueDiligenceMessages.documentTypeWrongCategory(documentTypes.titolo_edilizio.label, 'societari'),
  dueDiligenceMessages.issuedOnRequired(documentTypes.durc_congruita.label),
  dueDiligenceMessages.issuedOnInvalid,
);

/** A file named by a body must be an upload of the caller that no practice took yet. */
const documentNotAvailable: ApiError = { status: 400, message: practiceApiMessages.documentNotAvailable };

const file = (description: string, contentType: string) => ({ 200: { description, contentType } });

/** Document downloads are counted per user (`userDownload`). */
export const tooManyDownloads: ApiError = { status: 429, message: practiceApiMessages.tooManyDownloads };

export const practiceOperations = defineOperations([
  // Reading practices: sellers their own, admins all.
  {
    method: 'get',
    path: '/api/practices',
    summary: "List the caller's practices (sellers) or all practices (admins)",
    description: "Without query parameters the spec's full list; with any, one page `{data, total, success, current, pageSize}`.",
    access: 'active-user',
    tag: 'practice',
    query: practiceListQuerySchema,
    responses: { 200: { description: 'Every practice, or one page of them', schema: z.union([z.array(practiceResponseSchema), practicePageResponseSchema]) } },
    errors: refusals(403, apiMessages.cedenteOnly),
  },
  {
    method: 'get',
    path: '/api/practices/{id}',
    summary: 'Read one practice (its owner or an admin)',
    access: 'active-user',
    tag: 'practice',
    params: practiceIdParams,
    responses: { 200: { description: 'The practice', schema: practiceResponseSchema } },
    errors: [...refusals(403, apiMessages.cedenteOnly), practiceNotFound, ...refusals(403, practiceApiMessages.viewNotAllowed)],
  },
  {
    method: 'get',
    path: '/api/practices/{id}/timeline',
    summary: "Read a practice's timeline (owner, admins, buyers with access)",
    access: 'active-user',
    tag: 'practice',
    params: practiceIdParams,
    responses: { 200: { description: "The practice's story, newest first, in Italian", schema: practiceTimelineResponseSchema } },
    errors: [practiceNotFound, ...refusals(403, practiceApiMessages.viewNotAllowed)],
  },
  {
    method: 'get',
    path: '/api/admin/practices/{id}/review-signals',
    summary: "Read the warnings of a practice's review (never blocking)",
    access: 'admin',
    tag: 'practice',
    params: practiceIdParams,
    responses: { 200: { description: 'The review signals, each with its Italian message', schema: reviewSignalsResponseSchema } },
    errors: [practiceNotFound],
  },

  // Submitting and editing: the seller's request, decided by the practice decider.
  {
    method: 'post',
    path: '/api/practices',
    summary: 'Submit a practice for review',
    description: 'Files are uploaded first with `POST /api/upload` and named in `documents`. `userId` is ignored: the owner is the caller.',
    access: 'cedente',
    tag: 'practice',
    body: practiceRequestSchema,
    responses: { 201: { description: 'The practice as saved, pending review', schema: practiceResponseSchema } },
    errors: [documentNotAvailable, ...practiceRequestRefusals, ...documentTypingRefusals, concurrentChange],
  },
  {
    method: 'patch',
    path: '/api/practices/{id}',
    summary: 'Edit a practice an admin sent back for integration, and resubmit it',
    description: 'Documents merge per category by original name; a new file replaces the one with the same name.',
    access: 'cedente',
    tag: 'practice',
    params: practiceIdParams,
    body: practiceRequestSchema,
    responses: { 200: { description: 'The practice as it now is, pending review', schema: practiceResponseSchema } },
    errors: [
      documentNotAvailable,
      practiceNotFound,
      ...refusals(403, practiceMessages.editNotAllowed),
      // Same text when the practice is not in integration_required.
      ...refusals(409, practiceMessages.editNotAllowed),
      ...practiceRequestRefusals,
      ...documentTypingRefusals,
      concurrentChange,
    ],
  },

  // Documents: upload, type, replace, download, delete and review.
  {
    method: 'post',
    path: '/api/upload',
    summary: 'Upload practice documents, to name them in a submit, an edit or a replacement',
    description: `Every file is checked by its bytes before any is stored (all or nothing); a PDF may have at most ${pdfBudget.maxPages} pages and ${pdfBudget.maxObjects} indirect objects. Unclaimed uploads are removed after an hour; a seller holds at most 100 MB of them.`,
    access: 'cedente',
    tag: 'practice',
    bodyType: 'multipart',
    body: practiceUploadFieldsSchema.extend({
      files: apiFileField({ multiple: true }).describe(
        `The files, the field repeated: at most ${practiceUploadLimits.maxFiles}, 5 MB each, ${practiceUploadLimits.extensions.join(', ')}`,
      ),
    }),
    responses: { 201: { description: 'The stored files', schema: z.array(uploadedFileResponseSchema) } },
    errors: [
      // Counted per seller before a byte is read; then at most a few uploads of one seller at a time.
      ...refusals(429, businessDocumentMessages.tooManyUploads, practiceUploadMessages.tooManyInFlight),
      ...refusals(413, practiceUploadMessages.tooLarge),
      ...refusals(400, practiceUploadMessages.tooMany, practiceUploadMessages.missing),
      // With a practiceId: the files are for that practice's edit.
      practiceNotFound,
      ...refusals(403, practiceMessages.editNotAllowed),
      // Prefixed with the refused file's name: 'nome.docx: Formato non consentito…'.
      ...refusals(400, practiceUploadMessages.wrongType, practiceUploadMessages.pdfOverBudget),
      ...refusals(413, practiceUploadMessages.quotaExceeded),
    ],
  },
  {
    method: 'patch',
    path: '/api/practices/{id}/documents/{filename}',
    summary: "Set the type and issue date of a document of the caller's practice",
    access: 'cedente',
    tag: 'practice',
    params: documentParams,
    body: typeDocumentRequestSchema,
    responses: { 200: practice },
    errors: [
      practiceNotFound,
      documentNotFound,
      ...refusals(403, dueDiligenceMessages.typeNotAllowed),
      ...refusals(409, dueDiligenceMessages.practiceClosed),
      ...refusals(
        400,
        dueDiligenceMessages.documentTypeInvalid,
        dueDiligenceMessages.issuedOnRequired(documentTypes.durc_congruita.label),
        dueDiligenceMessages.issuedOnInvalid,
      ),
      concurrentChange,
    ],
  },
  {
    method: 'put',
    path: '/api/practices/{id}/documents/{filename}',
    summary: "Replace a document of the caller's practice with a file uploaded by POST /api/upload",
    access: 'cedente',
    tag: 'practice',
    params: documentParams,
    body: replaceDocumentRequestSchema,
    responses: { 200: practice },
    errors: [
      practiceNotFound,
      documentNotFound,
      documentNotAvailable,
      ...refusals(403, dueDiligenceMessages.replaceNotAllowed),
      ...refusals(409, dueDiligenceMessages.practiceClosed),
      ...documentTypingRefusals,
      concurrentChange,
    ],
  },
  {
    method: 'post',
    path: '/api/practices/{id}/documents',
    summary: "Add one typed document to the caller's practice, at any status but deleted (issue 46)",
    description: `multipart/form-data: \`file\`, one file (5 MB; PDF, JPEG or PNG, checked by its bytes as the other uploads; a PDF within ${pdfBudget.maxPages} pages and ${pdfBudget.maxObjects} objects); \`docType\`, a document type of the catalogue (the file joins its category; 'altro' joins fiscali); \`issuedOn\` (YYYY-MM-DD), required for the types that go stale. Also after approval and during an exclusivity or a closing: the file awaits the admins' review ('Da verificare'), the admins and the holders of a running exclusivity or open closing are notified. Not bound by the form's ${practiceUploadLimits.maxFiles} files per category. Answers the practice as saved.`,
    access: 'cedente',
    tag: 'practice',
    params: practiceIdParams,
    bodyType: 'multipart',
    body: addDocumentFieldsSchema.extend({ file: apiFileField().describe('The document: one PDF, JPEG or PNG, at most 5 MB') }),
    responses: { 200: practice },
    errors: [
      // Counted per seller before a byte is read, as the other uploads.
      ...refusals(429, businessDocumentMessages.tooManyUploads, practiceUploadMessages.tooManyInFlight),
      ...refusals(413, practiceUploadMessages.tooLarge),
      ...refusals(400, dueDiligenceApiMessages.documentFileTooMany, dueDiligenceApiMessages.documentFileMissing),
      ...refusals(400, dueDiligenceMessages.documentTypeInvalid, dueDiligenceMessages.issuedOnInvalid),
      // Prefixed with the file's name: 'nome.docx: Formato non consentito…'.
      ...refusals(400, practiceUploadMessages.wrongType, practiceUploadMessages.pdfOverBudget),
      practiceNotFound,
      ...refusals(403, dueDiligenceMessages.addNotAllowed),
      ...refusals(400, dueDiligenceMessages.issuedOnRequired(documentTypes.durc_congruita.label)),
      concurrentChange,
    ],
  },
  {
    method: 'get',
    path: '/api/documents/{filename}',
    summary: 'Download one practice document (owner, admins, buyers with access)',
    description: "Named by Content-Disposition; Content-Type is the file's sniffed type. A buyer's PDF comes watermarked.",
    access: 'active-user',
    tag: 'practice',
    params: apiPathParams('filename'),
    responses: file('The file: a PDF, JPEG or PNG image', 'application/octet-stream'),
    errors: [
      documentNotFound,
      practiceNotFound,
      ...refusals(403, apiMessages.forbidden),
      ...refusals(422, practiceApiMessages.documentNotWatermarkable, practiceApiMessages.documentOverPdfBudget),
      ...refusals(503, practiceApiMessages.watermarkTimedOut),
      tooManyDownloads,
    ],
  },
  {
    method: 'get',
    path: '/api/practices/{id}/download-all',
    summary: "Download a practice's documents as one zip (owner, admins, buyers with access)",
    description: "Saved as 'pratica-{id}-documenti.zip', one folder per category; a buyer's PDFs come watermarked (one that cannot be is left out).",
    access: 'active-user',
    tag: 'practice',
    params: practiceIdParams,
    responses: file('The zip of the documents', 'application/zip'),
    errors: [practiceNotFound, ...refusals(403, apiMessages.forbidden), tooManyDownloads],
  },
  {
    method: 'get',
    path: '/api/practices/{id}/due-diligence-pack',
    summary: "Download a practice's due-diligence pack (who may download the documents zip)",
    description: "Saved as 'pratica-{id}-fascicolo-due-diligence.zip': the documents by category and type, then indice.json and indice.pdf with their SHA-256.",
    access: 'active-user',
    tag: 'practice',
    params: practiceIdParams,
    responses: file('The zip of the pack', 'application/zip'),
    errors: [practiceNotFound, ...refusals(403, apiMessages.forbidden), tooManyDownloads],
  },
  {
    method: 'delete',
    path: '/api/practices/{id}/documents/{filename}',
    summary: 'Delete a document of a practice (admins, any review status)',
    access: 'admin',
    tag: 'practice',
    params: documentParams,
    responses: { 200: { description: `The confirmation: '${practiceApiMessages.documentDeleted}'`, schema: apiMessageResponseSchema } },
    errors: [documentNotFound, practiceNotFound, concurrentChange],
  },
  {
    method: 'post',
    path: '/api/admin/practices/{id}/documents/{filename}/review',
    summary: "Approve or reject a document of another user's practice",
    access: 'admin',
    tag: 'practice',
    params: documentParams,
    body: reviewDocumentRequestSchema,
    responses: { 200: { description: "The practice with the document's review", schema: practiceResponseSchema } },
    errors: [
      documentNotFound,
      practiceNotFound,
      ...refusals(403, dueDiligenceMessages.ownDocumentReview),
      ...refusals(400, dueDiligenceMessages.rejectionReasonRequired, dueDiligenceMessages.reasonTooLong),
      ...refusals(409, dueDiligenceMessages.alreadyReviewed),
      concurrentChange,
    ],
  },

  // The seller's moves on an approved practice.
  {
    method: 'patch',
    path: '/api/practices/{id}/sale-status',
    summary: 'Mark an approved practice as sold (ceduta)',
    access: 'cedente',
    tag: 'practice',
    params: practiceIdParams,
    body: saleStatusRequestSchema,
    responses: { 200: practice },
    errors: [
      practiceNotFound,
      ...refusals(403, practiceMessages.saleNotAllowed),
      ...refusals(409, practiceMessages.saleNotApproved, practiceMessages.saleAlreadyClosed, practiceMessages.saleDuringClosing),
      concurrentChange,
    ],
  },
  {
    method: 'post',
    path: '/api/practices/{id}/reconfirm',
    summary: 'Reconfirm the credit with a dated declaration and a fresh Piattaforma extract (resets lastConfirmationDate)',
    description: `multipart/form-data (issue 45): \`extract\`, one PDF extract of the Piattaforma Cessione Crediti (5 MB, checked as the other uploads), filed as the practice's 'estratto_piattaforma_cessione_crediti' document issued on \`asOf\` (it replaces the previous extract); \`asOf\`, the day of the declaration (YYYY-MM-DD, Italian day: not in the future, at most ${reconfirmationPolicy.declarationFreshDays} days before today); optional \`rataIds\`, a JSON array of rata ids in one field (e.g. \`["2026","2027"]\`), each a rata still on sale; absent, every rata on sale. Answers the practice with its new \`lastConfirmationDate\` and \`lastDeclaration\`.`,
    access: 'cedente',
    tag: 'practice',
    params: practiceIdParams,
    bodyType: 'multipart',
    body: reconfirmFieldsSchema.extend({ extract: apiFileField().describe('The Piattaforma extract: one PDF, at most 5 MB') }),
    responses: { 200: practice },
    errors: [
      // Counted per seller before a byte is read, as the other uploads.
      ...refusals(429, businessDocumentMessages.tooManyUploads, practiceUploadMessages.tooManyInFlight),
      ...refusals(413, practiceUploadMessages.tooLarge),
      ...refusals(400, dueDiligenceApiMessages.extractTooMany, dueDiligenceApiMessages.extractMissing),
      // Prefixed with the file's name: 'nome.png: Formato non consentito…'.
      ...refusals(400, dueDiligenceApiMessages.extractNotPdf, practiceUploadMessages.pdfOverBudget),
      practiceNotFound,
      ...refusals(403, dueDiligenceMessages.reconfirmNotAllowed),
      ...refusals(409, dueDiligenceMessages.reconfirmNotApproved, dueDiligenceMessages.noRataOnSale),
      ...refusals(
        400,
        dueDiligenceMessages.declarationDateInvalid,
        dueDiligenceMessages.declarationDateFuture,
        dueDiligenceMessages.declarationDateStale(reconfirmationPolicy.declarationFreshDays),
        dueDiligenceMessages.declaredRataNotOnSale('2031'),
        dueDiligenceMessages.declaredRataRequired,
      ),
      concurrentChange,
    ],
  },

  // Admin review and removal.
  {
    method: 'patch',
    path: '/api/admin/practices/{id}/status',
    summary: "Review a pending practice: approve, reject or ask for integration (another admin's practice only)",
    access: 'admin',
    tag: 'practice',
    params: practiceIdParams,
    body: reviewPracticeRequestSchema,
    responses: { 200: { description: 'The reviewed practice', schema: practiceResponseSchema } },
    errors: [
      practiceNotFound,
      ...refusals(403, practiceMessages.ownReview),
      ...refusals(409, practiceMessages.reviewNotPending),
      ...refusals(400, practiceMessages.commentTooLong),
      // Approval only.
      ...refusals(409, creditMessages.approvalNobodyMayBuy, creditMessages.approvalNeedsCodes),
      concurrentChange,
    ],
  },
  {
    method: 'delete',
    path: '/api/admin/practices/{id}',
    summary: 'Delete a practice and its files (the log keeps its history)',
    access: 'admin',
    tag: 'practice',
    params: practiceIdParams,
    responses: { 200: { description: `The confirmation: '${practiceApiMessages.practiceDeleted}'`, schema: apiMessageResponseSchema } },
    errors: [practiceNotFound, concurrentChange],
  },
]);
