import { checkedCreditTerms, requireApprovable } from '../credit/credit-terms';
import { italianYear } from '../credit/italian-calendar';
import { rataOnSale } from '../credit/rata-eligibility';
import { categoryFor, checkedIssuedOn, checkedReason, typedUpload } from '../due-diligence/document-rules';
import { documentTypes, isDocumentType } from '../due-diligence/document-types';
import { checkedDueDiligenceFacts } from '../due-diligence/due-diligence-facts';
import { dueDiligenceMessages as ddm } from '../due-diligence/due-diligence.messages';
import type { PracticeDocument } from '../due-diligence/practice-document';
import { checkedDeclarationDate, checkedDeclaredRate, declarationText, type ReconfirmationDeclaration } from '../due-diligence/reconfirmation-declaration';
import { creditTypes, documentCategories, isCreditType, saleClosed, type DocumentCategory } from '../shared/catalogue';
import { assertNever, type Decider } from '../shared/decider';
import { conflict, forbidden, notFound, validationError } from '../shared/domain-error';
import type { StoredDocument } from '../user/user.events';
import { runningExclusivities } from './deadlines';
import { practiceLimits } from './practice.catalogue';
import type { AddPracticeDocument, IncomingDocument, IncomingDocuments, PracticeCommand, ReconfirmCredit } from './practice.commands';
import type { DocumentAddition, PracticeDetails, PracticeDocuments, PracticeEvent } from './practice.events';
import { practiceMessages } from './practice.messages';
import { evolvePractice, initialPracticeState, type ExistingPractice, type PracticeState } from './practice.state';

const requirePractice = (state: PracticeState): ExistingPractice => {
  if (state.status === 'unsubmitted' || state.status === 'deleted') throw notFound(practiceMessages.notFound);
  return state;
};

/** decimal(10,2) and decimal(5,2) in the spec: a value typed with more decimals would be rounded silently. */
const hasAtMostTwoDecimals = (value: number) => Number(value.toFixed(2)) === value;

const checkYear = (year: number, at: string, keptYear?: number) => {
  const from = italianYear(at);
  const to = from + practiceLimits.yearsAhead;
  // An edit may keep the year the practice already had, even if the calendar has moved past it since.
  if (year === keptYear) return;
  if (!Number.isInteger(year) || year < from || year > to) throw validationError(practiceMessages.yearOutOfRange(from, to));
};

const checkAmount = (amount: number) => {
  if (!Number.isFinite(amount) || amount < practiceLimits.minAmount) throw validationError(practiceMessages.amountMin);
  if (amount > practiceLimits.maxAmount) throw validationError(practiceMessages.amountMax);
  if (!hasAtMostTwoDecimals(amount)) throw validationError(practiceMessages.amountDecimals);
};

const checkDiscount = (discount: number) => {
  if (!Number.isFinite(discount) || discount < practiceLimits.minDiscount) throw validationError(practiceMessages.discountMin);
  if (discount > practiceLimits.maxDiscount) throw validationError(practiceMessages.discountMax);
  if (!hasAtMostTwoDecimals(discount)) throw validationError(practiceMessages.discountDecimals);
};

const checkNumSites = (numSites: number) => {
  if (!Number.isInteger(numSites)) throw validationError(practiceMessages.numSitesInteger);
  if (numSites < practiceLimits.minNumSites) throw validationError(practiceMessages.numSitesMin);
  if (numSites > practiceLimits.maxNumSites) throw validationError(practiceMessages.numSitesMax);
};

/** Spec section 3 table: a code of the chosen type, none for CREDITO_IVA. The form sends '' for none. */
const checkedTributeCode = (details: PracticeDetails): string | null => {
  const code = details.tributeCode?.trim() || null;
  const allowed = creditTypes[details.type].tributeCodes;
  if (allowed.length === 0) {
    if (code !== null) throw validationError(practiceMessages.tributeCodeNotAllowed);
    return null;
  }
  if (code === null) throw validationError(practiceMessages.tributeCodeRequired);
  if (!allowed.includes(code)) throw validationError(practiceMessages.tributeCodeInvalid);
  return code;
};

/** Spec section 5 "Practice"; returns only the detail fields, so nothing else a caller spreads in reaches the log. */
const checkedDetails = (details: PracticeDetails, at: string, keptYear?: number): PracticeDetails => {
  if (!isCreditType(details.type)) throw validationError(practiceMessages.creditTypeInvalid);
  const tributeCode = checkedTributeCode(details);
  checkYear(details.year, at, keptYear);
  checkAmount(details.amount);
  checkDiscount(details.discount);
  checkNumSites(details.numSites);
  const { type, year, amount, discount, isTraceable, numSites } = details;
  return { type, year, amount, discount, isTraceable, tributeCode, numSites };
};

/**
 * Spec /practice/{id}/edit: documents merge per category by original name; a new file replaces
 * the one with the same name. Sending back the files already there changes nothing.
 */
const mergeDocuments = (existing: PracticeDocuments, incoming: IncomingDocuments = {}, stamp: { by: number; at: string }) => {
  const documents: PracticeDocuments = { societari: [...existing.societari], fiscali: [...existing.fiscali] };
  const replaced: StoredDocument[] = [];
  let changed = false;
  for (const category of documentCategories) {
    for (const file of incoming[category] ?? []) {
      const list = documents[category];
      const index = list.findIndex((document) => document.originalName === file.originalName);
      if (index === -1) {
        list.push(typedUpload(file, file, category, stamp));
        changed = true;
      } else if (list[index].filename !== file.filename) {
        replaced.push(list[index]);
        list[index] = typedUpload(file, file, category, stamp, list[index]);
        changed = true;
      }
    }
  }
  return { documents, replaced, changed };
};

/** Documents change only while the credit is still the seller's to sell. */
const requireOwnOpenPractice = (practice: ExistingPractice, by: number, notOwner: string) => {
  if (practice.userId !== by) throw forbidden(notOwner);
  if (saleClosed(practice.saleStatus)) throw conflict(ddm.practiceClosed);
};

/** The owner replaces one file: same place, same type unless sent; the old file goes to storage cleanup. */
const replaceDocument = (practice: ExistingPractice, filename: string, file: IncomingDocument, stamp: { by: number; at: string }) => {
  const { category, document } = findDocument(practice.documents, filename);
  const documents = {
    ...practice.documents,
    [category]: practice.documents[category].map((d) => (d === document ? typedUpload(file, file, category, stamp, d) : d)),
  };
  return { documents, replaced: [document] };
};

/** The buyers a change of the dossier concerns now: the holders of a running exclusivity or of an open closing. */
const holdersOf = (practice: ExistingPractice, at: string): number[] => [
  ...new Set([...runningExclusivities(practice, at).map((e) => e.buyerId), ...practice.closings.map((c) => c.buyerId)]),
];

/**
 * Issue 46: the owner completes the dossier one typed document at a time, at any review or sale
 * status (after approval, during an exclusivity or a closing): the file joins its type's category
 * ('altro', which has none, joins the fiscal documents, where most of a dossier is) with no review,
 * so it reads 'Da verificare'. Type and issue date are checked as every upload's (`typedUpload`).
 */
const addDocument = (practice: ExistingPractice, data: AddPracticeDocument['data'], stamp: { by: number; at: string }) => {
  if (practice.userId !== stamp.by) throw forbidden(ddm.addNotAllowed);
  if (!isDocumentType(data.docType)) throw validationError(ddm.documentTypeInvalid);
  const category = categoryFor(data.docType, 'fiscali');
  const document = typedUpload(data.document, data, category, stamp);
  const documents: PracticeDocuments = { ...practice.documents, [category]: [...practice.documents[category], document] };
  const added: DocumentAddition = { filename: document.filename, docType: document.docType, holders: holdersOf(practice, stamp.at) };
  return { documents, added };
};

const noDocuments = (): PracticeDocuments => ({ societari: [], fiscali: [] });

const EXTRACT = 'estratto_piattaforma_cessione_crediti';
const extractsOf = (documents: PracticeDocuments): StoredDocument[] =>
  documentCategories.flatMap((c) => documents[c].filter((d) => d.docType === EXTRACT).map(({ originalName, filename }) => ({ originalName, filename })));

/**
 * Issue 45: the declaration of a reconfirmation, and the documents with its extract filed as the
 * practice's one 'Estratto della Piattaforma Cessione Crediti', issued on the declaration's date
 * (a fresher extract replaces the one before: the listing carries one dated extract; the history
 * keeps each declaration's file name and SHA-256). Built here rather than by `typedUpload`,
 * whose issue-date check reads the UTC day, while `asOf` is an Italian day.
 */
const declared = (practice: ExistingPractice, data: ReconfirmCredit['data']) => {
  const asOf = checkedDeclarationDate(data.asOf, data.at);
  const rataIds = checkedDeclaredRate(rataOnSale(practice, data.at), practice.rate.length > 0, data.rataIds);
  const { originalName, filename, sha256 } = data.extract;
  const extract: PracticeDocument = { originalName, filename, docType: EXTRACT, issuedOn: asOf, uploadedAt: data.at, uploadedBy: data.by };
  const category = documentTypes[EXTRACT].category ?? 'fiscali';
  const kept = (c: DocumentCategory) => practice.documents[c].filter((d) => d.docType !== EXTRACT);
  const documents: PracticeDocuments = { societari: kept('societari'), fiscali: kept('fiscali') };
  documents[category] = [...documents[category], extract];
  const declaration: ReconfirmationDeclaration = { asOf, rataIds, text: declarationText(asOf, rataIds), extract: { filename, sha256 } };
  return { documents, declaration };
};

/** Spec section 5: the owner edits, and only while integration_required. */
const requireEditable = (practice: ExistingPractice, by: number) => {
  if (practice.userId !== by) throw forbidden(practiceMessages.editNotAllowed);
  if (practice.status !== 'integration_required') throw conflict(practiceMessages.editNotAllowed);
};

/** Spec section 4: the owner marks an approved practice ceduta unless it is already ceduta or chiusa. */
const requireSellable = (practice: ExistingPractice, by: number) => {
  if (practice.userId !== by) throw forbidden(practiceMessages.saleNotAllowed);
  if (practice.status !== 'approved') throw conflict(practiceMessages.saleNotApproved);
  if (saleClosed(practice.saleStatus)) throw conflict(practiceMessages.saleAlreadyClosed);
  // A deal in progress is ended by its parties (completed or abandoned with a reason), never dropped by a sale recorded beside it.
  if (practice.closings.length > 0) throw conflict(practiceMessages.saleDuringClosing);
};

/** A deletion ends every open closing in the same append, so each buyer's closing and the log record its end. */
const closingEndedBy = (practice: ExistingPractice, stamp: { practiceId: number; by: number; at: string }): PracticeEvent[] =>
  practice.closings.map(({ offerId, buyerId, amount, rate }) => ({
    type: 'ClosingAbandoned',
    data: { ...stamp, offerId, buyerId, sellerId: practice.userId, amount, rate, reason: practiceMessages.closingEndedByDeletion },
  }));

/** A blank comment is no comment. */
const checkedComment = (comment: string | null | undefined): string | null => {
  const text = comment?.trim() || null;
  if (text !== null && text.length > practiceLimits.maxCommentLength) throw validationError(practiceMessages.commentTooLong);
  return text;
};

const findDocument = (documents: PracticeDocuments, filename: string): { category: DocumentCategory; document: PracticeDocument } => {
  for (const category of documentCategories) {
    const document = documents[category].find((candidate) => candidate.filename === filename);
    if (document) return { category, document };
  }
  throw notFound(practiceMessages.documentNotFound);
};

const reviewEvent = { approved: 'PracticeApproved', rejected: 'PracticeRejected', integration_required: 'IntegrationRequested' } as const;

export const decidePractice = (command: PracticeCommand, state: PracticeState): PracticeEvent[] => {
  const { practiceId, by, at } = command.data;
  const stamp = { practiceId, by, at };
  switch (command.type) {
    case 'SubmitPractice': {
      if (state.status !== 'unsubmitted') throw conflict(practiceMessages.alreadySubmitted);
      const details = checkedDetails(command.data, at);
      const terms = checkedCreditTerms({ ...details, sellerId: by, at }, command.data);
      const dueDiligenceFacts = checkedDueDiligenceFacts(command.data.dueDiligenceFacts, details.amount, at);
      const { documents } = mergeDocuments(noDocuments(), command.data.documents, stamp);
      return [{ type: 'PracticeSubmitted', data: { ...stamp, ...details, ...terms, dueDiligenceFacts, userId: by, documents } }];
    }
    case 'EditPractice': {
      const practice = requirePractice(state);
      requireEditable(practice, by);
      const details = checkedDetails(command.data, at, practice.year);
      const terms = checkedCreditTerms({ ...details, sellerId: practice.userId, at }, command.data, practice);
      const dueDiligenceFacts = checkedDueDiligenceFacts(command.data.dueDiligenceFacts, details.amount, at, practice.dueDiligenceFacts);
      const { documents, replaced, changed } = mergeDocuments(practice.documents, command.data.documents, stamp);
      const resubmitted: PracticeEvent = { type: 'PracticeResubmitted', data: { ...stamp, ...details, ...terms, dueDiligenceFacts } };
      if (!changed) return [resubmitted];
      return [{ type: 'PracticeDocumentsChanged', data: { ...stamp, userId: practice.userId, documents, replaced } }, resubmitted];
    }
    case 'ReviewPractice': {
      const practice = requirePractice(state);
      // Four eyes: an admin who also sells has their own practices reviewed by another admin.
      if (practice.userId === by) throw forbidden(practiceMessages.ownReview);
      if (practice.status !== 'pending') throw conflict(practiceMessages.reviewNotPending);
      const comment = checkedComment(command.data.comment);
      if (command.data.decision === 'approved') requireApprovable(practice.type, practice);
      return [{ type: reviewEvent[command.data.decision], data: { ...stamp, comment } }];
    }
    case 'MarkPracticeSold':
      requireSellable(requirePractice(state), by);
      return [{ type: 'PracticeMarkedSold', data: { ...stamp, viaPortal: command.data.viaPortal } }];
    case 'DeletePracticeDocument': {
      const practice = requirePractice(state);
      const { category, document } = findDocument(practice.documents, command.data.filename);
      return [{ type: 'PracticeDocumentDeleted', data: { ...stamp, userId: practice.userId, category, document } }];
    }
    case 'DeletePractice':
      return [...closingEndedBy(requirePractice(state), stamp), { type: 'PracticeDeleted', data: stamp }];
    case 'TypePracticeDocument': {
      const practice = requirePractice(state);
      requireOwnOpenPractice(practice, by, ddm.typeNotAllowed);
      const { category: from, document } = findDocument(practice.documents, command.data.filename);
      if (!isDocumentType(command.data.docType)) throw validationError(ddm.documentTypeInvalid);
      const docType = command.data.docType;
      const issuedOn = checkedIssuedOn(docType, command.data.issuedOn, at);
      if (docType === document.docType && issuedOn === document.issuedOn) return [];
      return [{ type: 'PracticeDocumentTyped', data: { ...stamp, filename: document.filename, docType, issuedOn, from, to: categoryFor(docType, from) } }];
    }
    case 'ReplacePracticeDocument': {
      const practice = requirePractice(state);
      requireOwnOpenPractice(practice, by, ddm.replaceNotAllowed);
      const { documents, replaced } = replaceDocument(practice, command.data.filename, command.data.document, stamp);
      return [{ type: 'PracticeDocumentsChanged', data: { ...stamp, userId: practice.userId, documents, replaced } }];
    }
    case 'AddPracticeDocument': {
      const practice = requirePractice(state);
      const { documents, added } = addDocument(practice, command.data, stamp);
      return [{ type: 'PracticeDocumentsChanged', data: { ...stamp, userId: practice.userId, documents, replaced: [], added } }];
    }
    case 'ReviewPracticeDocument': {
      const practice = requirePractice(state);
      if (practice.userId === by) throw forbidden(ddm.ownDocumentReview);
      const { document } = findDocument(practice.documents, command.data.filename);
      const { decision } = command.data;
      const reason = checkedReason(decision, command.data.reason);
      const current = practice.documentReviews[document.filename];
      if (current?.decision === decision && current.reason === reason) throw conflict(ddm.alreadyReviewed);
      return [{ type: 'PracticeDocumentReviewed', data: { ...stamp, filename: document.filename, decision, reason } }];
    }
    case 'ReconfirmCredit': {
      const practice = requirePractice(state);
      if (practice.userId !== by) throw forbidden(ddm.reconfirmNotAllowed);
      if (practice.status !== 'approved' || saleClosed(practice.saleStatus)) throw conflict(ddm.reconfirmNotApproved);
      const { documents, declaration } = declared(practice, command.data);
      return [
        { type: 'PracticeDocumentsChanged', data: { ...stamp, userId: practice.userId, documents, replaced: extractsOf(practice.documents) } },
        { type: 'CreditReconfirmed', data: { ...stamp, declaration } },
      ];
    }
    default:
      return assertNever(command);
  }
};

export const practiceDecider: Decider<PracticeState, PracticeCommand, PracticeEvent> = {
  decide: decidePractice,
  evolve: evolvePractice,
  initialState: initialPracticeState,
};
