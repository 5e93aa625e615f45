import { documentTypes } from '../due-diligence/document-types';
import type { ReconfirmationDeclaration } from '../due-diligence/reconfirmation-declaration';
import { closingEndWords, closingStepDetail, closingStepLabels } from '../negotiation/closing';
import { isNegotiationEvent, type NegotiationEvent } from '../negotiation/negotiation.events';
import { rateCeded, rateCovered } from '../negotiation/negotiation.messages';
import type { PracticeDocuments, PracticeEvent } from '../practice/practice.events';
import { retypedDocuments } from '../practice/practice.state';
import { creditTypes } from '../shared/catalogue';
import { formatCreditCount as credits, formatEuroAmount as euro, formatRomeDateTime, italianDate } from '../shared/italian-figures';
import type { StoredDocument } from '../user/user.events';

/**
 * Who reads a practice's timeline decides how purchases read: an admin sees the buyer's
 * username; the seller and other buyers see 'Un acquirente' (buyers stay anonymous to the
 * seller until the spec's contact rules apply, and to one another); a buyer sees 'Tu' for his own.
 */
export type TimelineViewer = { role: 'owner' | 'admin' | 'buyer'; userId: number };

export const practiceTimelineKinds = [
  'submitted',
  'resubmitted',
  'documents',
  'document_deleted',
  'approved',
  'rejected',
  'integration',
  'access',
  'exclusivity',
  'exclusivity_ended',
  'sold',
  'document_typed',
  'document_approved',
  'document_rejected',
  'reconfirmed',
  'offer',
  'offer_answered',
  'closing',
  'closing_completed',
  'closing_abandoned',
] as const;
export type PracticeTimelineKind = (typeof practiceTimelineKinds)[number];

/** One line of the timeline: what happened (`title`) and, when there is more to say, `detail`. */
export type PracticeTimelineEntry = { at: string; kind: PracticeTimelineKind; title: string; detail: string | null };

/** The events of a practice's stream as the timeline reads them (opened: file names in clear). */
export type TimelineEvent = { [T in PracticeEvent['type']]: { type: T; data: Extract<PracticeEvent, { type: T }>['data'] } }[PracticeEvent['type']];

/** `27/11/2026 alle 15:30`, Italian time: the end of an exclusivity as the buyer's contract would say it. */
export const formatItalianDateTime = (iso: string) => formatRomeDateTime(iso, ' alle ');

const names = (documents: readonly StoredDocument[]) => documents.map((d) => d.originalName).join(', ');
const allFiles = (documents: PracticeDocuments) => [...documents.societari, ...documents.fiscali];
const documentCount = (documents: PracticeDocuments) => `Documenti societari: ${documents.societari.length}, fiscali: ${documents.fiscali.length}`;

/** 'File aggiunti: a.pdf · File sostituiti: b.pdf' from the documents before and after an edit. */
export const describeDocumentChange = (before: PracticeDocuments, after: PracticeDocuments, replaced: readonly StoredDocument[]): string | null => {
  const known = new Set(allFiles(before).map((d) => d.filename));
  const replacedNames = new Set(replaced.map((d) => d.originalName));
  const added = allFiles(after).filter((d) => !known.has(d.filename) && !replacedNames.has(d.originalName));
  const parts = [added.length ? `File aggiunti: ${names(added)}` : null, replaced.length ? `File sostituiti: ${names(replaced)}` : null];
  return parts.filter((p): p is string => p !== null).join(' · ') || null;
};

/** 'Tu', 'Un acquirente' or the buyer's username, as the viewer may read it. */
export const buyerLabel = (buyerId: number, viewer: TimelineViewer, usernames: ReadonlyMap<number, string>): string => {
  if (viewer.role === 'buyer' && buyerId === viewer.userId) return 'Tu';
  if (viewer.role === 'admin') return usernames.get(buyerId) ?? 'Dato cancellato';
  return 'Un acquirente';
};

const verb = (who: string) => (who === 'Tu' ? 'hai acquistato' : 'ha acquistato');
const withComment = (comment: string | null) => (comment ? `Commento: «${comment}»` : null);
const fileName = (documents: PracticeDocuments, filename: string) => allFiles(documents).find((d) => d.filename === filename)?.originalName ?? filename;
const emptyDocuments: PracticeDocuments = { societari: [], fiscali: [] };

/** The declaration word for word, then its extract by the name the seller gave it (documents hold the extract once it is filed). */
const declarationDetail = (declaration: ReconfirmationDeclaration, documents: PracticeDocuments) =>
  `${declaration.text} Estratto della Piattaforma al ${italianDate(declaration.asOf)}: ${fileName(documents, declaration.extract.filename)}`;

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * One negotiation step as a timeline line (issue 29); the admin's history has the same steps in
 * `describeEvent`. A buyer's offset choice (issue 45) is its own record of a rata it holds, not a
 * step of the deal: no line (the admin's history has it).
 */
const negotiationEntry = (event: NegotiationEvent): Omit<PracticeTimelineEntry, 'at'> | null => {
  const n = `n. ${event.data.offerId}`;
  switch (event.type) {
    case 'OfferMade': {
      const d = event.data;
      const title = d.repliesTo === null ? `Offerta ${n}` : `Controproposta ${n}`;
      return { kind: 'offer', title, detail: `${euro(d.amount)} per ${rateCovered(d.rate)} · Valida fino al ${formatItalianDateTime(d.expiresAt)}` };
    }
    case 'OfferCountered':
      return { kind: 'offer_answered', title: `Offerta ${n}: controproposta`, detail: null };
    case 'OfferRejected':
      return { kind: 'offer_answered', title: `Offerta ${n} rifiutata`, detail: event.data.reason ? `Motivo: «${event.data.reason}»` : null };
    case 'OfferWithdrawn':
      return { kind: 'offer_answered', title: `Offerta ${n} ritirata`, detail: null };
    case 'OfferExpired':
      return { kind: 'offer_answered', title: `Offerta ${n} scaduta`, detail: null };
    case 'OfferAccepted':
      return { kind: 'closing', title: `Offerta ${n} accettata: chiusura aperta`, detail: `${euro(event.data.amount)} per ${rateCovered(event.data.rate)}` };
    case 'ClosingStepRecorded':
      return { kind: 'closing', title: closingStepLabels[event.data.step], detail: capitalised(closingStepDetail(event.data)) || null };
    case 'ClosingSuspended':
      return { kind: 'closing', title: "Comunicazione sospesa dall'Agenzia delle Entrate", detail: `Fino al ${italianDate(event.data.suspendedUntil)}` };
    case 'ClosingCompleted':
      return {
        kind: 'closing_completed',
        title: 'Chiusura completata',
        detail: `${capitalised(rateCeded(event.data.rate))} · Protocollo ${event.data.protocol}`,
      };
    case 'ClosingAbandoned':
      return {
        kind: 'closing_abandoned',
        title: capitalised(`Chiusura ${closingEndWords[event.data.cause ?? 'abbandonata']}`),
        detail: `Motivo: «${event.data.reason}»`,
      };
    case 'HoldingOffsetChosen':
      return null;
  }
};

/**
 * The practice's story in Italian, newest first. A submission creates the practice and sends it
 * to review in one event, so it is one entry; an edit's document change and its resubmission
 * (appended together) are one entry naming the files added or replaced. Document downloads and
 * the deletion are not part of it (the admin's history has them).
 */
export const practiceTimeline = (events: readonly TimelineEvent[], viewer: TimelineViewer, usernames: ReadonlyMap<number, string>): PracticeTimelineEntry[] => {
  const entries: PracticeTimelineEntry[] = [];
  let documents = emptyDocuments;
  let pendingChange: string | null = null;
  const add = (at: string, kind: PracticeTimelineKind, title: string, detail: string | null = null) => entries.push({ at, kind, title, detail });
  for (const event of events) {
    if (isNegotiationEvent(event)) {
      // A negotiation is read by its two parties and the admins; other buyers learn nothing of it.
      if (viewer.role === 'buyer' && viewer.userId !== event.data.buyerId) continue;
      const entry = negotiationEntry(event);
      if (entry) add(event.data.at, entry.kind, entry.title, entry.detail);
      continue;
    }
    switch (event.type) {
      case 'PracticeSubmitted': {
        const d = event.data;
        documents = d.documents;
        add(
          d.at,
          'submitted',
          'Pratica inserita e inviata in verifica',
          `${creditTypes[d.type]?.label ?? d.type} ${d.year}, importo ${euro(d.amount)}. ${documentCount(d.documents)}`,
        );
        break;
      }
      case 'PracticeDocumentsChanged': {
        const { added } = event.data;
        // Issue 46: a document added from the checklist is an entry of its own, not part of a resubmission.
        if (added)
          add(
            event.data.at,
            'documents',
            'Documento aggiunto, da verificare',
            `${fileName(event.data.documents, added.filename)}: ${documentTypes[added.docType].label}`,
          );
        else pendingChange = describeDocumentChange(documents, event.data.documents, event.data.replaced);
        documents = event.data.documents;
        break;
      }
      case 'PracticeResubmitted':
        add(event.data.at, 'resubmitted', 'Pratica modificata e inviata di nuovo in verifica', pendingChange);
        pendingChange = null;
        break;
      case 'PracticeDocumentDeleted':
        documents = { ...documents, [event.data.category]: documents[event.data.category].filter((d) => d.filename !== event.data.document.filename) };
        add(event.data.at, 'document_deleted', 'Documento eliminato', event.data.document.originalName);
        break;
      case 'PracticeApproved':
        add(event.data.at, 'approved', 'Pratica approvata', withComment(event.data.comment));
        break;
      case 'PracticeRejected':
        add(event.data.at, 'rejected', 'Pratica rifiutata', withComment(event.data.comment));
        break;
      case 'IntegrationRequested':
        add(event.data.at, 'integration', 'Richiesta di integrazione', withComment(event.data.comment));
        break;
      case 'PracticeAccessPurchased': {
        const who = buyerLabel(event.data.by, viewer, usernames);
        add(event.data.at, 'access', `${who} ${verb(who)} l'accesso base`, viewer.role === 'admin' ? `Per ${credits(event.data.credits)}` : null);
        break;
      }
      case 'ExclusivityPurchased': {
        const who = buyerLabel(event.data.by, viewer, usernames);
        const price = viewer.role === 'admin' ? ` · Per ${credits(event.data.credits)}` : '';
        add(
          event.data.at,
          'exclusivity',
          `${who} ${verb(who)} l'esclusiva di ${event.data.hours} ore`,
          `Fino al ${formatItalianDateTime(event.data.exclusiveUntil)}${price}`,
        );
        break;
      }
      case 'ExclusivityExpired':
        add(
          event.data.at,
          'exclusivity_ended',
          event.data.stillHeld ? 'Esclusiva terminata: le sue rate sono di nuovo disponibili' : 'Esclusiva terminata: la pratica è di nuovo disponibile',
          `Terminata il ${formatItalianDateTime(event.data.exclusiveUntil)}`,
        );
        break;
      case 'PracticeMarkedSold':
        add(
          event.data.at,
          'sold',
          'Pratica ceduta',
          (event.data.viaPortal ? 'Tramite il portale' : 'Fuori dal portale') + (event.data.protocol ? ` · Protocollo ${event.data.protocol}` : ''),
        );
        break;
      case 'PracticeDocumentTyped': {
        const name = fileName(documents, event.data.filename);
        documents = retypedDocuments(documents, event.data);
        add(event.data.at, 'document_typed', 'Tipo di documento indicato', `${name}: ${documentTypes[event.data.docType].label}`);
        break;
      }
      case 'PracticeDocumentReviewed': {
        const name = fileName(documents, event.data.filename);
        if (event.data.decision === 'approved') add(event.data.at, 'document_approved', 'Documento approvato', name);
        else add(event.data.at, 'document_rejected', 'Documento rifiutato', `${name}: «${event.data.reason ?? ''}»`);
        break;
      }
      case 'CreditReconfirmed': {
        // Issue 45: the declaration's text, and the extract filed with it (the document change appended just before).
        const { declaration } = event.data;
        if (declaration) add(event.data.at, 'reconfirmed', 'Credito riconfermato con dichiarazione', declarationDetail(declaration, documents));
        else add(event.data.at, 'reconfirmed', 'Credito riconfermato nel cassetto fiscale');
        pendingChange = null;
        break;
      }
      case 'PracticeDeleted':
      case 'PracticeDocumentsAccessed':
        break;
      default: {
        const unknownEvent: never = event;
        void unknownEvent;
      }
    }
  }
  return entries.reverse();
};
