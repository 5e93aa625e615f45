import type { PracticeEvent } from '@pratiche/domain';
import { definePersonalData, personSubject } from '../../infrastructure/personal-data/personal-data.declaration';

/** The owner whose key seals the names; every event that carries names is recorded with it. */
const owner = (data: { practiceId: number; userId?: number }) => {
  if (data.userId === undefined) throw new Error(`practice-${data.practiceId}: document names without their owner cannot be sealed`);
  return personSubject(data.userId);
};

const documentNames = 'documents.*.*.originalName';

/** Whoever wrote the text: the step's actor. */
const author = (data: { by: number }) => personSubject(data.by);

/**
 * The personal data inside practice events (crypto-shredding, ARCHITECTURE.md section 3): the
 * names the seller gave the documents, sealed with the seller's key, so that erasing the seller
 * leaves them unreadable in the log; and what a party of a negotiation wrote (notes, reasons),
 * sealed with that party's key. Stored file names, amounts, statuses and protocols are facts, and
 * so is a buyer's offset choice (`HoldingOffsetChosen`: a rata id and its year, issue 45).
 */
export const practicePersonalData = definePersonalData<PracticeEvent>({
  PracticeSubmitted: { subject: owner, fields: [documentNames] },
  PracticeDocumentsChanged: { subject: owner, fields: [documentNames, 'replaced.*.originalName'] },
  PracticeDocumentDeleted: { subject: owner, fields: ['document.originalName'] },
  PracticeDocumentsAccessed: { subject: owner, fields: ['documents.*.originalName'] },
  // Issue 29: free text a party of a negotiation wrote, sealed with that party's key.
  OfferMade: { subject: author, fields: ['notes'] },
  OfferRejected: { subject: author, fields: ['reason'] },
  ClosingAbandoned: { subject: author, fields: ['reason'] },
  // Issue 47: the buyer's codice fiscale the transfer was communicated to (a person's, for a sole trader).
  ClosingStepRecorded: { subject: (data) => personSubject(data.buyerId), fields: ['buyerCodiceFiscale'] },
});
