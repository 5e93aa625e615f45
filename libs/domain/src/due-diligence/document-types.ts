import type { DocumentCategory } from '../shared/catalogue';

/**
 * The catalogue of practice documents (issue 28). Each type has its Italian label and the
 * category it is filed under; `validity` marks the documents that go stale, counted from the
 * issue date the seller gives (the one place a type's validity is written). 'altro' fits either
 * category and never counts as required.
 */
export const documentTypeKeys = [
  'titolo_edilizio',
  'dsan_edilizia_libera',
  'notifica_preliminare_asl',
  'visura_catastale',
  'fatture',
  'prove_pagamento',
  'asseverazione_tecnica',
  'asseverazione_congruita',
  'ricevuta_asseverazione',
  'delibera_condominiale',
  'tabella_ripartizione',
  'visto_conformita',
  'ricevuta_comunicazione_opzione',
  'estratto_piattaforma_cessione_crediti',
  'stato_avanzamento_lavori',
  'comunicazione_fine_lavori',
  'contratto_appalto_ccnl',
  'durc_congruita',
  'durc',
  'attestazione_soa',
  'polizza_rc_tecnico',
  'attestazione_banca_cedente',
  'ape_ante_operam',
  'ape_post_operam',
  'ricevuta_trasmissione_enea',
  'assenso_proprietario',
  'attestazione_antiriciclaggio',
  'visura_camerale',
  'documento_legale_rappresentante',
  'dichiarazione_titolare_effettivo',
  'dichiarazione_iva',
  'ricevuta_dichiarazione_iva',
  'atto_notarile_cessione',
  'altro',
] as const;

export type DocumentType = (typeof documentTypeKeys)[number];

/** How long a document counts after its issue date: calendar months or days. */
export type DocumentValidity = { months: number } | { days: number };

type DocumentTypeInfo = { label: string; category: DocumentCategory | null; validity?: DocumentValidity };

/**
 * The validity of the types that go stale (issue 46), each with its source; every other type is a
 * one-off record of the works or of the credit and never goes stale.
 * - The DURC di congruità (DM 143/2021 art. 4 c. 3) is checked once for the works, before the
 *   final balance is paid: it has no validity and never goes stale.
 * - The ordinary DURC (DURC On Line) is valid 120 days (DM 30 gennaio 2015 art. 7; the 120 days
 *   are also in DL 34/2014 art. 4 c. 1). Not re-read here: the search found no text of art. 7.
 * - The visura camerale: bank practice asks for one no older than 6 months (no legal validity).
 */
export const documentValidity = {
  durc: { days: 120 },
  visura_camerale: { months: 6 },
} as const satisfies Record<string, DocumentValidity>;

export const documentTypes: Readonly<Record<DocumentType, DocumentTypeInfo>> = {
  titolo_edilizio: { label: 'Titolo edilizio (CILA, CILAS, SCIA o permesso di costruire)', category: 'fiscali' },
  dsan_edilizia_libera: { label: 'DSAN per interventi di edilizia libera', category: 'fiscali' },
  notifica_preliminare_asl: { label: 'Notifica preliminare ASL (o DSAN che non è dovuta)', category: 'fiscali' },
  visura_catastale: { label: 'Visura catastale ante operam', category: 'fiscali' },
  fatture: { label: 'Fatture dei lavori', category: 'fiscali' },
  prove_pagamento: { label: 'Prove di pagamento (bonifico parlante)', category: 'fiscali' },
  asseverazione_tecnica: { label: 'Asseverazione tecnica', category: 'fiscali' },
  asseverazione_congruita: { label: 'Asseverazione di congruità delle spese', category: 'fiscali' },
  ricevuta_asseverazione: { label: "Ricevuta di deposito dell'asseverazione (ENEA o portale)", category: 'fiscali' },
  delibera_condominiale: { label: 'Delibera condominiale di approvazione dei lavori', category: 'fiscali' },
  tabella_ripartizione: { label: 'Tabella di ripartizione delle spese', category: 'fiscali' },
  visto_conformita: { label: 'Visto di conformità', category: 'fiscali' },
  ricevuta_comunicazione_opzione: { label: "Ricevuta della comunicazione dell'opzione", category: 'fiscali' },
  estratto_piattaforma_cessione_crediti: { label: 'Estratto della Piattaforma Cessione Crediti', category: 'fiscali' },
  stato_avanzamento_lavori: { label: 'Stato di avanzamento lavori (SAL)', category: 'fiscali' },
  comunicazione_fine_lavori: { label: 'Comunicazione di fine lavori', category: 'fiscali' },
  contratto_appalto_ccnl: { label: "Contratto d'appalto con CCNL edile", category: 'fiscali' },
  durc_congruita: { label: 'DURC di congruità', category: 'fiscali' },
  durc: { label: "DURC (regolarità contributiva dell'impresa)", category: 'fiscali', validity: documentValidity.durc },
  attestazione_soa: { label: 'Attestazione SOA', category: 'societari' },
  polizza_rc_tecnico: { label: 'Polizza RC del tecnico asseveratore', category: 'fiscali' },
  attestazione_banca_cedente: { label: 'Attestazione della banca cedente del possesso della documentazione', category: 'fiscali' },
  ape_ante_operam: { label: 'APE ante operam (attestato di prestazione energetica)', category: 'fiscali' },
  ape_post_operam: { label: 'APE post operam (attestato di prestazione energetica)', category: 'fiscali' },
  ricevuta_trasmissione_enea: { label: 'Ricevuta della trasmissione dei dati a ENEA (entro 90 giorni dalla fine dei lavori)', category: 'fiscali' },
  assenso_proprietario: { label: "Assenso del proprietario all'esecuzione dei lavori", category: 'fiscali' },
  attestazione_antiriciclaggio: {
    label: 'Attestazione antiriciclaggio del soggetto obbligato (adeguata verifica, D.Lgs. 231/2007)',
    category: 'fiscali',
  },
  visura_camerale: { label: 'Visura camerale', category: 'societari', validity: documentValidity.visura_camerale },
  documento_legale_rappresentante: { label: 'Documento del legale rappresentante', category: 'societari' },
  dichiarazione_titolare_effettivo: { label: 'Dichiarazione del titolare effettivo', category: 'societari' },
  dichiarazione_iva: { label: 'Dichiarazione IVA', category: 'fiscali' },
  ricevuta_dichiarazione_iva: { label: 'Ricevuta di presentazione della dichiarazione IVA', category: 'fiscali' },
  atto_notarile_cessione: { label: 'Atto notarile di cessione', category: 'fiscali' },
  altro: { label: 'Altro', category: null },
};

/** Whether documents of this type go stale (and so need their issue date). */
export const goesStale = (type: DocumentType): boolean => documentTypes[type].validity !== undefined;

/** The validity in Italian words ('6 mesi', '120 giorni'), or null for a type that never goes stale. */
export const validityLabel = (type: DocumentType): string | null => {
  const validity = documentTypes[type].validity;
  if (validity === undefined) return null;
  return 'days' in validity ? `${validity.days} giorni` : `${validity.months} mesi`;
};

export const isDocumentType = (value: unknown): value is DocumentType => typeof value === 'string' && (documentTypeKeys as readonly string[]).includes(value);

/** Whether a document of this type may be filed under `category` ('altro' goes anywhere). */
export const fitsCategory = (type: DocumentType, category: DocumentCategory) => {
  const own = documentTypes[type].category;
  return own === null || own === category;
};

/** The types a seller may choose in a category's upload field, in catalogue order. */
export const documentTypesOf = (category: DocumentCategory): DocumentType[] => documentTypeKeys.filter((type) => fitsCategory(type, category));
