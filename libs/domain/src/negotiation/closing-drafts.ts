import { rataLabel, type PracticeRata } from '../credit/credit-schedule';
import { rataNamed } from '../credit/rata-choice';
import { creditTypes, type CreditType } from '../shared/catalogue';
import { formatEuroAmount, formatRomeDateTime } from '../shared/italian-figures';
import { offerLimits } from './offer';
import { faceValueOf } from './offer-terms';

/**
 * The two drafts of an accepted offer (issue 29): an irrevocable purchase proposal and a transfer
 * contract, in Italian, for the parties to check with their advisers. Pure: the API renders the
 * sections as a PDF. Sources: art. 121 and 122-bis D.L. 34/2020 (building bonuses), art. 1264
 * c.c. and art. 69 R.D. 2440/1923 (Credito IVA), Reg. UE 2016/679 (GDPR).
 */
export const closingDraftKinds = ['proposta', 'contratto'] as const;
export type ClosingDraftKind = (typeof closingDraftKinds)[number];

/**
 * A party as the drafts name it; null where the product does not know the datum. The codice fiscale
 * and PEC come from the party's data for trading (issue 46), when given.
 */
export type DraftParty = {
  companyName: string | null;
  vatNumber: string | null;
  legalRepName: string | null;
  pec: string | null;
  codiceFiscale?: string | null;
};

/** A document of the practice as the offer fingerprinted it (issue 47): its name, its type's label and its SHA-256. */
export type HandedDocument = { name: string; type: string | null; sha256: string };

export type ClosingDraftInput = {
  seller: DraftParty;
  buyer: DraftParty;
  practice: { practiceId: number; type: CreditType; year: number; amount: number; tributeCode: string | null; rate: readonly PracticeRata[] };
  offer: { offerId: number; amount: number; rate: readonly string[]; acceptedAt: string };
  /** The Agenzia's protocol of the transfer communication, once recorded. */
  protocol: string | null;
  /** The practice's documents the buyer examined, as fingerprinted when the offer was made. */
  documents: readonly HandedDocument[];
  /**
   * Issue 45: the bank the buyer declared a current account with for this deal (the correntista
   * route): the selling bank itself or the capogruppo its chain names, with the bank's name.
   * Absent or null on the ordinary route.
   */
  correntista?: { bank: 'cedente' | 'capogruppo'; bankName: string | null } | null;
};

export type DraftSection = { heading: string; paragraphs: string[] };
export type ClosingDraft = { kind: ClosingDraftKind; title: string; notice: string; sections: DraftSection[] };

export const closingDraftTexts = {
  notice: 'Bozza da verificare con il proprio consulente',
  titles: {
    proposta: "Proposta irrevocabile di acquisto di crediti d'imposta",
    contratto: "Contratto di cessione di crediti d'imposta",
  } satisfies Record<ClosingDraftKind, string>,
  missing: 'da indicare',
  draftNotFound: 'Bozza non trovata: si scaricano proposta.pdf e contratto.pdf',
  offerNotAccepted: "Le bozze di proposta e di contratto sono disponibili solo per un'offerta accettata",
  /** The file names the parties save, by kind and offer. */
  filenames: {
    proposta: (offerId: number) => `proposta-irrevocabile-offerta-${offerId}.pdf`,
    contratto: (offerId: number) => `contratto-di-cessione-offerta-${offerId}.pdf`,
  } satisfies Record<ClosingDraftKind, (offerId: number) => string>,
} as const;

const known = (value: string | null) => value?.trim() || closingDraftTexts.missing;

const partyLine = (role: string, p: DraftParty) =>
  `${role}: ${known(p.companyName)}, partita IVA ${known(p.vatNumber)}${p.codiceFiscale && p.codiceFiscale !== p.vatNumber ? `, codice fiscale ${p.codiceFiscale}` : ''}, in persona del legale rappresentante ${known(p.legalRepName)}; PEC: ${known(p.pec)}.`;

const isVatCredit = (input: ClosingDraftInput) => input.practice.type === 'CREDITO_IVA';

const rataLine = (rata: PracticeRata) =>
  `Rata ${rataLabel(rata)}: valore nominale ${formatEuroAmount(rata.amount)}, codice identificativo ${known(rata.code)}.`;

const creditParagraphs = (input: ClosingDraftInput): string[] => {
  const { practice, offer } = input;
  // The year is the expenses' (the tax year of a Credito IVA), not a rata's: each rata reads its own year below (issue 47).
  const year = isVatCredit(input) ? `anno d'imposta ${practice.year}` : `per le spese dell'anno ${practice.year}`;
  const credit = `Credito d'imposta «${creditTypes[practice.type].label}», ${year}${practice.tributeCode ? `, codice tributo ${practice.tributeCode}` : ''} (pratica n. ${practice.practiceId}).`;
  if (isVatCredit(input)) return [credit, "Il credito non è ripartito in rate: la cessione riguarda l'intero credito."];
  const rate = rataNamed(practice.rate, offer.rate);
  const years = [...new Set(rate.map((r) => r.year))];
  return [credit, `Sono cedute per intero le rate degli anni ${years.join(', ')}:`, ...rate.map(rataLine)];
};

/**
 * The buyer's declaration on the correntista route, which the drafts confirm: art. 121 c. 1 lett.
 * a-b D.L. 34/2020 as amended by art. 14 D.L. 50/2022 conv. L. 91/2022 (a non-consumer holding a
 * current account "con la banca stessa, ovvero con la banca capogruppo", with no further transfer).
 */
const correntistaParagraphs = ({ correntista }: ClosingDraftInput): string[] => {
  if (!correntista) return [];
  const bank =
    correntista.bank === 'cedente'
      ? 'con la banca cedente'
      : `con la banca capogruppo del gruppo bancario cui appartiene il cedente (${known(correntista.bankName)})`;
  return [
    `Il cessionario, soggetto diverso da un consumatore o utente, dichiara di essere titolare di un contratto di conto corrente ${bank} (art. 121, comma 1, D.L. 34/2020, come modificato dall'art. 14 D.L. 50/2022).`,
    'Il credito è acquistato senza facoltà di ulteriore cessione.',
  ];
};

const priceParagraphs = ({ practice, offer }: ClosingDraftInput): string[] => [
  `Valore nominale complessivo del credito ceduto: ${formatEuroAmount(faceValueOf(practice, offer.rate))}.`,
  `Prezzo: ${formatEuroAmount(offer.amount)}.`,
  `Il prezzo è pagato dal cessionario al cedente direttamente, fuori dalla piattaforma, entro ${offerLimits.paymentDays} giorni dall'accettazione del credito da parte del cessionario sulla piattaforma dell'Agenzia delle Entrate.`,
];

/**
 * The documents handed over (issue 47): those of art. 121 c. 6-bis D.L. 34/2020 the buyer examined,
 * each named with its SHA-256, so either party can prove later which file it was.
 */
const handedDocuments = ({ documents }: ClosingDraftInput): DraftSection => ({
  heading: 'Documentazione consegnata',
  paragraphs:
    documents.length === 0
      ? ['Con la pratica non è stato consegnato alcun documento.']
      : [
          "Il cedente ha messo a disposizione del cessionario i documenti seguenti (art. 121 c. 6-bis D.L. 34/2020), identificati dall'impronta SHA-256 del file:",
          ...documents.map((d) => `«${d.name}»${d.type ? ` (${d.type})` : ''}: SHA-256 ${d.sha256}.`),
        ],
});

const warranties: DraftSection = {
  heading: 'Garanzie del cedente',
  paragraphs: [
    'Il cedente garantisce che il credito esiste ed è di sua titolarità, nella misura indicata.',
    'Il cedente garantisce che il credito non è pignorato, né sottoposto a sequestro o ad altri vincoli.',
    'Il cedente garantisce che il credito non è già stato ceduto, in tutto o in parte, né utilizzato in compensazione.',
  ],
};

const transferForm = (input: ClosingDraftInput): DraftSection => {
  const protocol = `Protocollo della comunicazione di cessione: ${known(input.protocol)}.`;
  // A Credito IVA's transfer is named by its deed's repertorio, recorded at the closing's 'atto' step (issue 47).
  if (isVatCredit(input))
    return {
      heading: 'Forma della cessione del Credito IVA',
      paragraphs: [
        'La cessione del Credito IVA richiede un atto notarile: atto pubblico o scrittura privata autenticata.',
        "L'atto è notificato (servizio) all'Agenzia delle Entrate e all'agente della riscossione competenti (art. 1264 c.c., art. 69 R.D. 2440/1923).",
        `Repertorio dell'atto: ${known(input.protocol?.replace(/^REP\. /, '') ?? null)}.`,
      ],
    };
  return {
    heading: "Comunicazione all'Agenzia delle Entrate",
    paragraphs: [
      `Il cedente comunica la cessione sulla piattaforma cessione crediti dell'Agenzia delle Entrate (art. 121 D.L. 34/2020) indicando il codice fiscale del cessionario (${known(input.buyer.codiceFiscale ?? null)}); il cessionario la accetta sulla stessa piattaforma.`,
      protocol,
    ],
  };
};

const suspension = (input: ClosingDraftInput): DraftSection => ({
  heading: 'Condizione risolutiva',
  paragraphs: [
    isVatCredit(input)
      ? "La cessione si risolve se l'Agenzia delle Entrate si oppone alla cessione o la annulla."
      : "La cessione si risolve se l'Agenzia delle Entrate sospende la comunicazione della cessione (art. 122-bis D.L. 34/2020) o la annulla.",
    "In tal caso il cedente restituisce al cessionario il prezzo eventualmente ricevuto e nessuna delle parti deve altro all'altra.",
  ],
});

const dataProtection: DraftSection = {
  heading: 'Protezione dei dati personali',
  paragraphs: [
    'Le parti trattano i dati personali scambiati solo per concludere ed eseguire questo accordo e per gli adempimenti di legge, nel rispetto del Regolamento (UE) 2016/679 (GDPR) e del D.Lgs. 196/2003.',
  ],
};

const reference = ({ offer }: ClosingDraftInput) =>
  `Offerta n. ${offer.offerId} accettata il ${formatRomeDateTime(offer.acceptedAt, ' alle ')} sulla piattaforma di compravendita dei crediti.`;

const proposta = (input: ClosingDraftInput): DraftSection[] => [
  { heading: 'Le parti', paragraphs: [partyLine('Proponente (cessionario)', input.buyer), partyLine('Destinatario (cedente)', input.seller)] },
  {
    heading: 'Proposta',
    paragraphs: [
      `Il proponente si obbliga irrevocabilmente (art. 1329 c.c.) ad acquistare dal destinatario il credito descritto qui sotto; la proposta resta irrevocabile fino al ____________________ (data ${closingDraftTexts.missing}).`,
      reference(input),
      ...correntistaParagraphs(input),
    ],
  },
  { heading: 'Oggetto', paragraphs: creditParagraphs(input) },
  { heading: 'Prezzo e pagamento', paragraphs: priceParagraphs(input) },
  handedDocuments(input),
  warranties,
  transferForm(input),
  suspension(input),
  dataProtection,
  { heading: 'Firma', paragraphs: ['Luogo e data: ____________________', 'Il proponente (cessionario): ____________________'] },
];

const contratto = (input: ClosingDraftInput): DraftSection[] => [
  { heading: 'Le parti', paragraphs: [partyLine('Cedente', input.seller), partyLine('Cessionario', input.buyer)] },
  {
    heading: 'Premesse',
    paragraphs: [reference(input), ...correntistaParagraphs(input), 'Le parti intendono concludere la cessione del credito alle condizioni che seguono.'],
  },
  { heading: 'Oggetto', paragraphs: ['Il cedente cede al cessionario, che accetta, il credito seguente.', ...creditParagraphs(input)] },
  { heading: 'Prezzo e pagamento', paragraphs: priceParagraphs(input) },
  handedDocuments(input),
  warranties,
  transferForm(input),
  suspension(input),
  dataProtection,
  { heading: 'Firme', paragraphs: ['Luogo e data: ____________________', 'Il cedente: ____________________', 'Il cessionario: ____________________'] },
];

/** One draft of an accepted offer: its title, the notice that it is a draft, then its sections in order. */
export const closingDraft = (kind: ClosingDraftKind, input: ClosingDraftInput): ClosingDraft => ({
  kind,
  title: closingDraftTexts.titles[kind],
  notice: closingDraftTexts.notice,
  sections: kind === 'proposta' ? proposta(input) : contratto(input),
});
