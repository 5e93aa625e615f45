import { rataId, withRataFacts, type Rata } from '../credit/credit-schedule';
import { defaultCreditTerms } from '../credit/credit-terms';
import { categoryFromChain } from '../credit/rata-category';
import type { TransferChain } from '../credit/transfer-chain';
import { defaultDueDiligenceFacts } from '../due-diligence/due-diligence-facts';
import { negotiationEventTypes } from '../negotiation/negotiation.events';
import type { CreditType } from '../shared/catalogue';

type Data = Record<string, unknown>;
type DocumentData = Record<string, unknown>;

/** A file recorded before documents had types reads as 'altro', of unknown upload. */
const typedDocument = (document: DocumentData): DocumentData =>
  'docType' in document ? document : { ...document, docType: 'altro', issuedOn: null, uploadedAt: null, uploadedBy: null };

const typedDocuments = (documents: Record<string, DocumentData[]>) =>
  Object.fromEntries(Object.entries(documents).map(([category, list]) => [category, list.map(typedDocument)]));

/**
 * Rate recorded before they had the Piattaforma's facts (issue 45): one rata per year, so its year
 * is its id; whole (residual = amount), not chosen for offset, in the category its chain gives
 * (`categoryFromChain`, art. 121 c. 1 DL 34/2020 as amended).
 */
const withRataFactsOf = (data: Data): Data => {
  const rate = data.rate as (Rata & { id?: string })[];
  if (rate.every((r) => typeof r.id === 'string')) return data;
  return { ...data, rate: withRataFacts(rate, categoryFromChain(data.transferChain as TransferChain)) };
};

/**
 * Due-diligence facts: none, the defaults; recorded before a fact existed (issue 46: `energyWorks`,
 * `worksByHolder`), that fact's default, false, so the practice requires the documents it did.
 */
const dueDiligenceFactsOf = (data: Data, amount: number): Data => {
  if (!('dueDiligenceFacts' in data)) return { dueDiligenceFacts: defaultDueDiligenceFacts(amount) };
  const declared = data.dueDiligenceFacts as Data;
  const defaults = defaultDueDiligenceFacts(amount) as unknown as Data;
  const missing = Object.keys(defaults).filter((key) => !(key in declared));
  if (missing.length === 0) return {};
  return { dueDiligenceFacts: { ...declared, ...Object.fromEntries(missing.map((key) => [key, defaults[key]])) } };
};

const withTerms = (data: Data): Data => {
  const facts = { type: data.type as CreditType, year: data.year as number, amount: data.amount as number };
  const terms = 'rate' in data ? withRataFactsOf(data) : { ...data, ...defaultCreditTerms(facts) };
  return { ...terms, ...dueDiligenceFactsOf(data, facts.amount) };
};

/**
 * Deals recorded before rata ids named their rate (issue 45) named them by year: a year was the id
 * of its practice's rata (`rataId`), since schedules had one rata per year.
 */
const withRataIds = (data: Data): Data => {
  const rate = data.rate as (string | number)[] | undefined;
  if (!rate?.some((r) => typeof r === 'number')) return data;
  return { ...data, rate: rate.map((r) => (typeof r === 'number' ? rataId(r) : r)) };
};

/** The events whose `rate` names the rate a deal covers: an exclusivity, an offer and its closing. */
const dealEventTypes = new Set<string>(['ExclusivityPurchased', ...negotiationEventTypes]);

/**
 * Practice events recorded in an older shape read in the current one, on every path that reads
 * the log (the live streams and the rebuilds alike, so a rebuild equals the live read models):
 * without credit terms, the defaults (one rata in the practice's year, an unstarted chain); rate
 * without the Piattaforma's facts, one rata per year in the category of the chain;
 * without due-diligence facts (or without one added later), the defaults; documents without a
 * type, 'altro'; deals naming rate by year, by rata id.
 */
export const upcastPracticeEventData = (type: string, data: Data): Data => {
  switch (type) {
    case 'PracticeSubmitted': {
      const upcast = withTerms(data);
      return { ...upcast, documents: typedDocuments(upcast.documents as Record<string, DocumentData[]>) };
    }
    case 'PracticeResubmitted':
      return withTerms(data);
    case 'PracticeDocumentsChanged':
      return { ...data, documents: typedDocuments(data.documents as Record<string, DocumentData[]>) };
    default:
      return dealEventTypes.has(type) ? withRataIds(data) : data;
  }
};
