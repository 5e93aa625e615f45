import type { CreditType, DocumentCategory } from '../shared/catalogue';
import { documentTypes, type DocumentType } from './document-types';
import type { DueDiligenceFacts } from './due-diligence-facts';
import type { DocumentReviews, PracticeDocument } from './practice-document';
import { requiredDocumentTypes, sixBisApplies } from './required-documents';

/** Where one required type stands: approved and fresh, waiting for review, or counted as missing (and why). */
export const checklistStatuses = ['approved', 'pending', 'rejected', 'stale', 'missing'] as const;
export type ChecklistStatus = (typeof checklistStatuses)[number];

export type ChecklistItem = { docType: DocumentType; status: ChecklistStatus };

/** The read of issue 28: lists of types, completeness 0-100 (approved over required). */
export type DueDiligence = {
  required: DocumentType[];
  present: DocumentType[];
  approved: DocumentType[];
  missing: DocumentType[];
  completeness: number;
  checklist: ChecklistItem[];
  sixBisApplies: boolean;
};

export type DueDiligenceInput = {
  type: CreditType;
  amount: number;
  facts: DueDiligenceFacts;
  documents: Record<DocumentCategory, PracticeDocument[]>;
  reviews: DocumentReviews;
};

/** Day arithmetic on calendar dates: a visura issued on 31 August is stale from 28 February. */
const addMonths = (isoDate: string, months: number): string => {
  const [year, month, day] = isoDate.split('-').map(Number);
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.toISOString();
};

/** A DURC issued on 1 March (valid 120 days) is stale from 29 June. */
const addDays = (isoDate: string, days: number): string => {
  const [year, month, day] = isoDate.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString();
};

/**
 * The instant a document stops counting, or null if its type never goes stale (its validity is
 * the catalogue's, `documentTypes[type].validity`). A stale-prone document without an issue date
 * counts as already stale (the epoch).
 */
export const freshUntil = (document: PracticeDocument): string | null => {
  const validity = documentTypes[document.docType].validity;
  if (validity === undefined) return null;
  if (document.issuedOn === null) return new Date(0).toISOString();
  return 'days' in validity ? addDays(document.issuedOn, validity.days) : addMonths(document.issuedOn, validity.months);
};

const isFresh = (document: PracticeDocument, at: string) => {
  const until = freshUntil(document);
  return until === null || Date.parse(until) > Date.parse(at);
};

const rank: Record<ChecklistStatus, number> = { approved: 0, pending: 1, stale: 2, rejected: 3, missing: 4 };

const documentStatus = (document: PracticeDocument, reviews: DocumentReviews, at: string): ChecklistStatus => {
  const decision = reviews[document.filename]?.decision;
  if (decision === 'rejected') return 'rejected';
  if (!isFresh(document, at)) return 'stale';
  return decision === 'approved' ? 'approved' : 'pending';
};

const allDocuments = (documents: DueDiligenceInput['documents']) => [...documents.societari, ...documents.fiscali];

/** The best standing among the documents of one type: one approved fresh file is enough. */
const typeStatus = (docType: DocumentType, documents: PracticeDocument[], reviews: DocumentReviews, at: string): ChecklistStatus =>
  documents
    .filter((document) => document.docType === docType)
    .map((document) => documentStatus(document, reviews, at))
    .reduce<ChecklistStatus>((best, status) => (rank[status] < rank[best] ? status : best), 'missing');

/** The checklist at `at`: rejected, stale and absent required documents all count as missing. */
export const dueDiligenceOf = (input: DueDiligenceInput, at: string): DueDiligence => {
  const required = requiredDocumentTypes(input.type, input.facts, input.amount);
  const documents = allDocuments(input.documents);
  const checklist = required.map((docType) => ({ docType, status: typeStatus(docType, documents, input.reviews, at) }));
  const typesWith = (...statuses: ChecklistStatus[]) => checklist.filter((item) => statuses.includes(item.status)).map((item) => item.docType);
  const approved = typesWith('approved');
  return {
    required,
    present: typesWith('approved', 'pending'),
    approved,
    missing: typesWith('rejected', 'stale', 'missing'),
    completeness: required.length === 0 ? 100 : Math.floor((100 * approved.length) / required.length),
    checklist,
    sixBisApplies: sixBisApplies(input.type),
  };
};

/** 'Documentazione 6-bis completa': every required document approved and fresh, for a building bonus. */
export const sixBisComplete = (dueDiligence: DueDiligence) =>
  dueDiligence.sixBisApplies && dueDiligence.missing.length === 0 && dueDiligence.approved.length === dueDiligence.required.length;

/**
 * What a read model stores to answer "6-bis complete at time t" in SQL without replaying the
 * clock: the required types without an approved file (staleness aside), and the first instant an
 * approved stale-prone file stops counting. Complete at t ⇔ applies, unapproved 0, freshUntil null or after t.
 */
export const sixBisIndex = (input: DueDiligenceInput): { applies: boolean; unapproved: number; freshUntil: string | null } => {
  const required = requiredDocumentTypes(input.type, input.facts, input.amount);
  const approved = allDocuments(input.documents).filter((document) => input.reviews[document.filename]?.decision === 'approved');
  let unapproved = 0;
  let earliest: string | null = null;
  for (const docType of required) {
    const ofType = approved.filter((document) => document.docType === docType);
    if (ofType.length === 0) unapproved += 1;
    const untils = ofType.map(freshUntil).filter((until): until is string => until !== null);
    if (untils.length === 0) continue;
    const best = untils.reduce((a, b) => (a > b ? a : b));
    if (earliest === null || best < earliest) earliest = best;
  }
  return { applies: sixBisApplies(input.type), unapproved, freshUntil: earliest };
};
