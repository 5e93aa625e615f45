import type { DocumentCategory } from '../shared/catalogue';

/**
 * The catalogue of practice documents (issue 28). Each type has its Italian label and the
 * category it is filed under; `freshForMonths` marks the documents that go stale, counted from
 * the issue date the seller gives. 'altro' fits either category and never counts as required.
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
  'attestazione_soa',
  'polizza_rc_tecnico',
  'attestazione_banca_cedente',
  'visura_camerale',
  'documento_legale_rappresentante',
  'dichiarazione_titolare_effettivo',
  'dichiarazione_iva',
  'ricevuta_dichiarazione_iva',
  'atto_notarile_cessione',
  'altro',
] as const;

export type DocumentType = (typeof documentTypeKeys)[number];

type DocumentTypeInfo = { label: string; category: DocumentCategory | null; freshForMonths?: number };

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
  durc_congruita: { label: 'DURC di congruità', category: 'fiscali', freshForMonths: 6 },
  attestazione_soa: { label: 'Attestazione SOA', category: 'societari' },
  polizza_rc_tecnico: { label: 'Polizza RC del tecnico asseveratore', category: 'fiscali' },
  attestazione_banca_cedente: { label: 'Attestazione della banca cedente del possesso della documentazione', category: 'fiscali' },
  visura_camerale: { label: 'Visura camerale', category: 'societari', freshForMonths: 6 },
  documento_legale_rappresentante: { label: 'Documento del legale rappresentante', category: 'societari' },
  dichiarazione_titolare_effettivo: { label: 'Dichiarazione del titolare effettivo', category: 'societari' },
  dichiarazione_iva: { label: 'Dichiarazione IVA', category: 'fiscali' },
  ricevuta_dichiarazione_iva: { label: 'Ricevuta di presentazione della dichiarazione IVA', category: 'fiscali' },
  atto_notarile_cessione: { label: 'Atto notarile di cessione', category: 'fiscali' },
  altro: { label: 'Altro', category: null },
};

export const isDocumentType = (value: unknown): value is DocumentType => typeof value === 'string' && (documentTypeKeys as readonly string[]).includes(value);

/** Whether a document of this type may be filed under `category` ('altro' goes anywhere). */
export const fitsCategory = (type: DocumentType, category: DocumentCategory) => {
  const own = documentTypes[type].category;
  return own === null || own === category;
};

/** The types a seller may choose in a category's upload field, in catalogue order. */
export const documentTypesOf = (category: DocumentCategory): DocumentType[] => documentTypeKeys.filter((type) => fitsCategory(type, category));
