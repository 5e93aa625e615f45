import { rataLabelsOfIds } from '../credit/credit-schedule';
import { creditMessages } from '../credit/credit.messages';
import { formatEuroAmount as formatEuro, italianDate } from '../shared/italian-figures';

/** Italian texts of the offer and closing rules (issue 29: not in the spec, ours). */
export const negotiationMessages = {
  practiceNotFound: 'Pratica non trovata.',
  offerNotFound: 'Offerta non trovata',
  onlyHolder: "Solo chi ha l'esclusiva in corso sulla pratica può fare un'offerta",
  negotiationOver: "L'esclusiva è terminata: la trattativa è chiusa",
  closingOpen: 'La trattativa è già in chiusura: non si possono fare altre offerte',
  pendingExists: "C'è già un'offerta in attesa di risposta in questa trattativa",
  notCounterpart: "Solo l'altra parte della trattativa può rispondere a questa offerta",
  notAuthor: "Solo chi ha fatto l'offerta può ritirarla",
  offerNotPending: "L'offerta non è più in attesa di risposta",
  offerExpired: "L'offerta è scaduta",
  amountInvalid: "L'importo offerto deve essere maggiore di 0, con al massimo due decimali",
  amountAboveFace: (face: number) => `L'importo offerto non può superare il valore nominale delle rate scelte (${formatEuro(face)})`,
  rateRequired: "Scegli almeno una rata per l'offerta",
  rateNotAllowed: "Il Credito IVA non ha rate: l'offerta riguarda l'intero credito",
  rataUnknown: creditMessages.rataChosenUnknown,
  rataDuplicate: creditMessages.rataChosenTwice,
  rataNotHeld: (rata: string) => `La rata ${rata} non è nella tua esclusiva: puoi offrire solo sulle rate che hai in esclusiva`,
  rataNotAvailable: (rata: string) => `La rata ${rata} non è disponibile: è già ceduta o scaduta`,
  notesTooLong: 'Le note possono contenere al massimo 1000 caratteri',
  expiryInvalid: "La scadenza dell'offerta deve essere futura",
  expiryAfterExclusivity: "L'offerta non può scadere dopo la fine dell'esclusiva",
  counterUnchanged: "La controproposta deve cambiare l'importo o le rate",
  reasonTooLong: 'Il motivo può contenere al massimo 500 caratteri',
  reasonRequired: 'Indica il motivo per cui abbandoni la chiusura',
  closingNotFound: 'Nessuna chiusura aperta per questa offerta',
  notParty: 'Solo le parti della trattativa possono farlo',
  stepOutOfOrder: 'Questo passaggio della chiusura non è il prossimo da completare',
  stepNotYours: (party: string) => `Questo passaggio spetta al ${party}`,
  protocolRequired: "Indica il numero di protocollo della comunicazione di cessione sulla piattaforma dell'Agenzia delle Entrate",
  protocolInvalid: 'Numero di protocollo non valido: da 5 a 50 tra lettere, cifre, trattini, barre e punti',
  protocolNotAllowed: 'Il numero di protocollo si indica solo con la comunicazione di cessione',
  communicationDayInvalid: 'Data della comunicazione non valida: usa il formato AAAA-MM-GG',
  communicationDayFuture: 'La data della comunicazione non può essere futura',
  communicationDayBeforeAcceptance: "La data della comunicazione non può precedere l'accettazione dell'offerta",
  outcomeRequired: "Indica l'esito del controllo: superata, sospesa o annullata",
  suspensionEndRequired: 'Indica fino a quando la comunicazione è sospesa',
  suspensionEndInvalid: 'Data di fine sospensione non valida: usa il formato AAAA-MM-GG',
  suspensionEndPast: 'La fine della sospensione deve essere futura',
  suspensionTooLong: (latest: string) =>
    `La sospensione dura al massimo 30 giorni dopo i 5 giorni lavorativi del controllo: al più tardi fino al ${italianDate(latest)}`,
  alreadySuspended: "La comunicazione è già sospesa: registra l'esito alla fine della sospensione",
  annulledByAgenzia: "Comunicazione annullata dall'Agenzia delle Entrate dopo il controllo preventivo",
  refusalReasonRequired: 'Indica il motivo per cui rifiuti il credito',
  refusalOutOfOrder: "Il credito si rifiuta solo dopo l'esito positivo del controllo e prima di averlo accettato",
  paymentReferenceRequired: 'Indica il riferimento del bonifico (CRO o TRN)',
  paymentReferenceInvalid: 'Riferimento del bonifico non valido: da 5 a 35 tra lettere e cifre (CRO o TRN)',
  fieldsNotOfStep: 'Questo passaggio non prevede questi dati',
  notaryRequired: "Indica il notaio che ha ricevuto o autenticato l'atto (da 3 a 200 caratteri)",
  deedDayInvalid: "Data dell'atto non valida: usa il formato AAAA-MM-GG",
  deedDayFuture: "La data dell'atto non può essere futura",
  deedDayBeforeAcceptance: "La data dell'atto non può precedere l'accettazione dell'offerta",
  repertorioInvalid: "Numero di repertorio dell'atto non valido: fino a 30 tra lettere, cifre, barre e trattini",
  noticeDayInvalid: 'Data della notifica non valida: usa il formato AAAA-MM-GG',
  noticeDayFuture: 'La data della notifica non può essere futura',
  noticeDayBeforeDeed: "La notifica non può precedere l'atto",
  buyerCodiceFiscaleMissing:
    "Il cessionario non ha ancora indicato il suo codice fiscale nei dati per le cessioni: senza, la cessione non si può comunicare sulla piattaforma dell'Agenzia delle Entrate",
  tradingDataRequired: 'Prima di trattare indica nel tuo profilo i dati per le cessioni: codice fiscale, PEC, sede legale, codice ATECO e titolare effettivo',
} as const;

/** How the messages name a party. */
export const partyLabels = { seller: 'cedente', buyer: 'cessionario' } as const;

/** 'le rate 2026, 2027' or 'l'intero credito' (Credito IVA has no rate). */
export const rateCovered = (rate: readonly string[]) =>
  rate.length === 0 ? "l'intero credito" : rate.length === 1 ? `la rata ${rataLabelsOfIds(rate)}` : `le rate ${rataLabelsOfIds(rate)}`;
/** 'cedute le rate 2026, 2027', 'ceduta la rata 2026' or 'ceduto l'intero credito'. */
export const rateCeded = (rate: readonly string[]) =>
  rate.length === 0 ? "ceduto l'intero credito" : rate.length === 1 ? `ceduta la rata ${rataLabelsOfIds(rate)}` : `cedute le rate ${rataLabelsOfIds(rate)}`;
