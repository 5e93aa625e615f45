import { defaultCreditTerms } from '../credit/credit-terms';
import { defaultDueDiligenceFacts } from '../due-diligence/due-diligence-facts';
import type { CreditType } from '../shared/catalogue';

type Data = Record<string, unknown>;
type DocumentData = Record<string, unknown>;

/** A file recorded before documents had types reads as 'altro', of unknown upload. */
const typedDocument = (document: DocumentData): DocumentData =>
  'docType' in document ? document : { ...document, docType: 'altro', issuedOn: null, uploadedAt: null, uploadedBy: null };

const typedDocuments = (documents: Record<string, DocumentData[]>) =>
  Object.fromEntries(Object.entries(documents).map(([category, list]) => [category, list.map(typedDocument)]));

const withTerms = (data: Data): Data => {
  const facts = { type: data.type as CreditType, year: data.year as number, amount: data.amount as number };
  const terms = 'rate' in data ? {} : defaultCreditTerms(facts);
  const dueDiligence = 'dueDiligenceFacts' in data ? {} : { dueDiligenceFacts: defaultDueDiligenceFacts(facts.amount) };
  return { ...data, ...terms, ...dueDiligence };
};

/**
 * Practice events recorded in an older shape read in the current one, on every path that reads
 * the log (the live streams and the rebuilds alike, so a rebuild equals the live read models):
 * without credit terms, the defaults (one rata in the practice's year, an unstarted chain);
 * without due-diligence facts, the defaults; documents without a type, 'altro'.
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
      return data;
  }
};
