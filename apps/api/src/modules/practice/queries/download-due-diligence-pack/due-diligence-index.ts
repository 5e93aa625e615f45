import {
  buyableBy,
  checklistStatusLabels,
  documentDecisionLabels,
  buyableByLabels,
  creditHolderLabels,
  creditTypes,
  documentTypes,
  dueDiligenceMessages,
  dueDiligenceOf,
  rataViews,
  runningExclusivities,
  sixBisComplete,
  type BuyableBy,
  type ChecklistStatus,
  type DocumentCategory,
  type DocumentDecision,
  type DocumentType,
  type ExistingPractice,
  type PracticeDocument,
  type RataView,
  type SaleStatus,
  type TransferChain,
} from '@pratiche/domain';
import type { FileFingerprint } from '../../../../infrastructure/uploads/file-fingerprint';
import type { Entry } from '../download-practice-documents/zip-entries';

type Labelled<K extends string> = { key: K; label: string };
type Person = { userId: number; username: string | null };

export type IndexedDocument = {
  /** Where the file is in the zip; null when storage had lost it (then no size and no hash). */
  path: string | null;
  category: DocumentCategory;
  docType: Labelled<DocumentType>;
  name: string;
  storedAs: string;
  issuedOn: string | null;
  uploadedAt: string | null;
  uploadedBy: Person | null;
  size: number | null;
  sha256: string | null;
  review: { decision: Labelled<DocumentDecision>; reason: string | null; at: string; reviewer: Person } | null;
};

/** `indice.json`: the pack's index; `indice.pdf` renders the same object. */
export type DueDiligenceIndex = {
  practiceId: number;
  generatedAt: string;
  disclaimer: string;
  credit: { type: Labelled<string>; year: number; amount: number; discount: number; tributeCode: string | null };
  documents: IndexedDocument[];
  checklist: {
    items: { docType: Labelled<DocumentType>; present: boolean; status: Labelled<ChecklistStatus> }[];
    required: DocumentType[];
    present: DocumentType[];
    approved: DocumentType[];
    missing: DocumentType[];
    completeness: number;
    sixBisApplies: boolean;
    documentazione6bisCompleta: boolean;
    /** Credito IVA: why the 6-bis list does not apply (null for the building bonuses). */
    note: string | null;
  };
  rate: RataView[];
  transferChain: TransferChain & { holderLabel: string; buyableBy: Labelled<BuyableBy> };
};

export type IndexInput = {
  practice: ExistingPractice;
  /** The sale status at the time of the request (an exclusivity past its end reads disponibile). */
  saleStatus: SaleStatus;
  entries: readonly Entry<PracticeDocument>[];
  written: ReadonlyMap<string, FileFingerprint>;
  usernames: ReadonlyMap<number, string>;
  at: string;
};

const typeOf = (docType: DocumentType): Labelled<DocumentType> => ({ key: docType, label: documentTypes[docType].label });

/**
 * The index of a due-diligence pack (issue 28), from the practice's state folded from its log:
 * every document with what the admin decided, the checklist computed by the domain's rule at
 * `at`, the schedule and the transfer chain. Pure: the handler gives it the hashes of the files
 * it wrote.
 */
export const dueDiligenceIndex = ({ practice, saleStatus, entries, written, usernames, at }: IndexInput): DueDiligenceIndex => {
  const buyers = buyableBy(practice.type, practice.transferChain);
  const person = (userId: number): Person => ({ userId, username: usernames.get(userId) ?? null });
  const documents = entries.map(({ document, category, name }): IndexedDocument => {
    const fingerprint = written.get(document.filename) ?? null;
    const review = practice.documentReviews[document.filename];
    return {
      path: fingerprint ? name : null,
      category,
      docType: typeOf(document.docType),
      name: document.originalName,
      storedAs: document.filename,
      issuedOn: document.issuedOn,
      uploadedAt: document.uploadedAt,
      uploadedBy: document.uploadedBy === null ? null : person(document.uploadedBy),
      size: fingerprint?.size ?? null,
      sha256: fingerprint?.sha256 ?? null,
      review: review
        ? {
            decision: { key: review.decision, label: documentDecisionLabels[review.decision] },
            reason: review.reason,
            at: review.at,
            reviewer: person(review.by),
          }
        : null,
    };
  });
  const dueDiligence = dueDiligenceOf(
    { type: practice.type, amount: practice.amount, facts: practice.dueDiligenceFacts, documents: practice.documents, reviews: practice.documentReviews },
    at,
  );
  return {
    practiceId: practice.practiceId,
    generatedAt: at,
    disclaimer: dueDiligenceMessages.packDisclaimer,
    credit: {
      type: { key: practice.type, label: creditTypes[practice.type].label },
      year: practice.year,
      amount: practice.amount,
      discount: practice.discount,
      tributeCode: practice.tributeCode,
    },
    documents,
    checklist: {
      items: dueDiligence.checklist.map(({ docType, status }) => ({
        docType: typeOf(docType),
        present: dueDiligence.present.includes(docType),
        status: { key: status, label: checklistStatusLabels[status] },
      })),
      required: dueDiligence.required,
      present: dueDiligence.present,
      approved: dueDiligence.approved,
      missing: dueDiligence.missing,
      completeness: dueDiligence.completeness,
      sixBisApplies: dueDiligence.sixBisApplies,
      documentazione6bisCompleta: sixBisComplete(dueDiligence),
      note: dueDiligence.sixBisApplies ? null : dueDiligenceMessages.sixBisNotApplicable,
    },
    rate: rataViews(
      practice.rate,
      saleStatus,
      at,
      practice.cededRate,
      runningExclusivities(practice, at).flatMap((e) => e.rate),
    ),
    transferChain: {
      ...practice.transferChain,
      holderLabel: creditHolderLabels[practice.transferChain.holder],
      buyableBy: { key: buyers, label: buyableByLabels[buyers] },
    },
  };
};
