import type { PracticeRequest, PracticeResponse } from '@pratiche/contracts';
import {
  creditTypes,
  defaultDueDiligenceFacts,
  isCreditType,
  italianYear,
  practiceLimits,
  requiredDocumentTypes,
  unstartedChain,
  type CreditType,
  type DocumentType,
  type DueDiligenceFacts,
  type TransferChain,
} from '@pratiche/domain';
import { creditTermsOf, type RataRow, toCreditTermsBody } from './credit-terms-form';

/** A file as the form holds it; `docType` and `issuedOn` travel with it (issue 28, absent: 'altro'). */
export type PracticeDocument = { originalName: string; filename: string; docType?: DocumentType; issuedOn?: string | null };
export type PracticeDocumentLists = { societari: PracticeDocument[]; fiscali: PracticeDocument[] };

/** The fields of the steps form; `documents` holds only the files uploaded in this session. */
export type PracticeFormValues = {
  type?: CreditType;
  year: number;
  amount: number;
  discount: number;
  isTraceable: boolean;
  tributeCode?: string;
  numSites: number;
  documents: PracticeDocumentLists;
  /** Issue 27: the schedule of rate (none for Credito IVA) and the transfer chain. */
  rate: RataRow[];
  transferChain: TransferChain;
  /** Issue 28: what decides the required documents; an empty works amount means the credit's. */
  dueDiligenceFacts: DueDiligenceFactsValues;
};

export type DueDiligenceFactsValues = Omit<DueDiligenceFacts, 'worksAmount'> & { worksAmount?: number };

const newFacts = (): DueDiligenceFactsValues => ({ ...defaultDueDiligenceFacts(0), worksAmount: undefined });

/** The facts as the API takes them: an empty works amount or registration date is not sent as 0 or ''. */
export function toFactsBody(facts: Partial<DueDiligenceFactsValues> | undefined): Partial<DueDiligenceFacts> {
  const { worksAmount, companyRegisteredOn, ...rest } = facts ?? {};
  return { ...rest, ...(worksAmount ? { worksAmount } : {}), companyRegisteredOn: companyRegisteredOn || null };
}

/** Issue 28: the documents the practice will require, live while the seller fills the form (none before a type). */
export function previewRequiredDocuments(type: CreditType | undefined, facts: Partial<DueDiligenceFactsValues> | undefined, amount: number): DocumentType[] {
  if (!type) return [];
  const body = toFactsBody(facts);
  return requiredDocumentTypes(type, { ...defaultDueDiligenceFacts(amount), ...body }, amount);
}

/** The current year as the server counts it (the domain's `italianYear`), so the two never disagree at New Year. */
const currentYear = (now: Date): number => italianYear(now.toISOString());

/**
 * Spec 2: the current year and the next 4. An edited practice keeps the year it has even when the
 * calendar moved past it (the decider accepts it), so that year stays a choice.
 */
export function yearChoices(now: Date, kept?: number): number[] {
  const first = currentYear(now);
  const years = Array.from({ length: practiceLimits.yearsAhead + 1 }, (_, i) => first + i);
  return kept !== undefined && !years.includes(kept) ? [kept, ...years] : years;
}

/** Spec 2: empty type, current year, amount 0, discount 0, traceable, no tribute code, 1 site, no documents. */
export function newPracticeDefaults(now: Date): PracticeFormValues {
  return {
    type: undefined,
    year: currentYear(now),
    amount: 0,
    discount: 0,
    isTraceable: true,
    tributeCode: undefined,
    numSites: 1,
    documents: { societari: [], fiscali: [] },
    rate: [],
    transferChain: unstartedChain(),
    dueDiligenceFacts: newFacts(),
  };
}

/** Spec 2: tribute code and traceability are asked only for the types that have tribute codes. */
export const hasTributeCodes = (type: string | undefined): boolean => Boolean(type && isCreditType(type) && creditTypes[type].tributeCodes.length > 0);

/** The tribute codes of the chosen type (spec 3 table); none before a type is chosen. */
export function tributeCodeChoices(type: string | undefined): readonly string[] {
  return type && isCreditType(type) ? creditTypes[type].tributeCodes : [];
}

/** The form as `POST /api/practices` and `PATCH /api/practices/{id}` take it (spec 7). */
export function toPracticeRequest(values: PracticeFormValues, userId: number): PracticeRequest {
  const withCodes = hasTributeCodes(values.type);
  return {
    type: values.type ?? '',
    userId,
    year: values.year,
    amount: values.amount ?? 0,
    discount: values.discount ?? 0,
    // A VAT credit is neither traced nor coded: the server stores no code for it.
    isTraceable: withCodes ? values.isTraceable : true,
    tributeCode: withCodes ? (values.tributeCode ?? null) : null,
    numSites: values.numSites,
    documents: values.documents,
    dueDiligenceFacts: toFactsBody(values.dueDiligenceFacts),
    ...toCreditTermsBody(values.type, values.rate ?? [], values.transferChain ?? unstartedChain()),
  };
}

/** An existing practice as the edit form's starting values; its documents are shown apart. */
export function fromPractice(practice: PracticeResponse): PracticeFormValues {
  return {
    type: practice.type,
    year: practice.year,
    amount: practice.amount,
    discount: practice.discount,
    isTraceable: practice.isTraceable,
    tributeCode: practice.tributeCode ?? undefined,
    numSites: practice.numSites,
    documents: { societari: [], fiscali: [] },
    ...creditTermsOf(practice),
    dueDiligenceFacts: practice.dueDiligenceFacts,
  };
}
