import type { CreditType } from '../shared/catalogue';
import type { DocumentType } from './document-types';
import type { DueDiligenceFacts } from './due-diligence-facts';

/** Art. 121 c. 6-bis DL 34/2020 (added by DL 11/2023) covers the building bonuses, not a VAT credit. */
export const sixBisApplies = (type: CreditType) => type !== 'CREDITO_IVA';

/** Thresholds on the amount of the works, in euro. */
export const worksThresholds = { visto: 10_000, ccnl: 70_000, soa: 516_000 } as const;

/**
 * Know-your-customer of the seller: D.Lgs. 231/2007 (anti-money-laundering) arts. 18-19 and 22 for
 * the buyer's customer due diligence, which the banks ask of every seller.
 */
const sellerIdentity: DocumentType[] = ['visura_camerale', 'documento_legale_rappresentante', 'dichiarazione_titolare_effettivo'];

/**
 * Credito IVA: the annual VAT return and its filing receipt prove the credit (DPR 322/1998 art. 8);
 * the transfer needs a public deed or an authenticated private deed, notified to the Agenzia
 * (art. 5 c. 4-ter DL 70/1988, art. 69 RD 2440/1923); a credit over 5,000 euro needs the visto di
 * conformità on the return (art. 10 c. 1 DL 78/2009).
 */
const vatCreditDocuments = (amount: number): DocumentType[] => [
  'dichiarazione_iva',
  'ricevuta_dichiarazione_iva',
  'atto_notarile_cessione',
  ...(amount > 5_000 ? (['visto_conformita'] as const) : []),
  ...sellerIdentity,
];

/** Art. 121 c. 1-ter DL 34/2020 (L. 234/2021 c. 29): no visto nor congruità for edilizia libera or works up to 10,000 euro, except Bonus Facciate. */
const needsVistoAndCongruity = (type: CreditType, facts: DueDiligenceFacts) =>
  type === 'BONUS_FACCIATE' || (!facts.ediliziaLibera && facts.worksAmount > worksThresholds.visto);

/** The documents listed by art. 121 c. 6-bis letters a) to g), as the facts make them apply. */
const sixBisList = (type: CreditType, facts: DueDiligenceFacts): DocumentType[] => {
  const list: DocumentType[] = [
    // a) building permit, or a DSAN for works of edilizia libera (DPR 380/2001 art. 6).
    facts.ediliziaLibera ? 'dsan_edilizia_libera' : 'titolo_edilizio',
    // b) notifica preliminare to the ASL (D.Lgs. 81/2008 art. 99) or a DSAN that it is not due.
    'notifica_preliminare_asl',
    // c) cadastral extract before the works.
    'visura_catastale',
    // d) invoices and proofs of payment (the 'bonifico parlante' of DM 41/1998 art. 1).
    'fatture',
    'prove_pagamento',
  ];
  if (needsVistoAndCongruity(type, facts)) {
    // e) technical and cost asseverations with their filing receipts (art. 119 c. 13 and art. 121 c. 1-ter).
    list.push('asseverazione_tecnica', 'asseverazione_congruita', 'ricevuta_asseverazione');
    // g) visto di conformità on the option (art. 121 c. 1-ter lett. a).
    list.push('visto_conformita');
  }
  // f) works on common parts: the condominium's resolution and the split of the expenses.
  if (facts.commonParts) list.push('delibera_condominiale', 'tabella_ripartizione');
  // The option filed with the Agenzia (Provv. AdE 03/02/2022) and the credit's page on its Piattaforma.
  list.push('ricevuta_comunicazione_opzione', 'estratto_piattaforma_cessione_crediti');
  return list;
};

/** What the works' size and stage add on top of the 6-bis list. */
const worksDocuments = (type: CreditType, facts: DueDiligenceFacts): DocumentType[] => {
  const list: DocumentType[] = [];
  // Options on a SAL (art. 121 c. 1-bis; for Superbonus at least 30% each, art. 119 c. 13-bis).
  list.push(facts.stage === 'sal' ? 'stato_avanzamento_lavori' : 'comunicazione_fine_lavori');
  // Over 70,000 euro: the contract names the building CCNL (L. 234/2021 art. 1 c. 43-bis) and the
  // DURC di congruità of the labour cost is due (DM 143/2021).
  if (facts.worksAmount > worksThresholds.ccnl) list.push('contratto_appalto_ccnl', 'durc_congruita');
  // Over 516,000 euro: the firm holds a SOA attestation (DL 21/2022 art. 10-bis).
  if (facts.worksAmount > worksThresholds.soa) list.push('attestazione_soa');
  // Superbonus and Sisma Bonus asseverations need the technician's liability insurance (art. 119 c. 14).
  if ((type === 'SUPERBONUS_110' || type === 'SISMA_BONUS') && needsVistoAndCongruity(type, facts)) list.push('polizza_rc_tecnico');
  return list;
};

/**
 * The document types a practice requires, in catalogue-independent but stable order. A buyer from
 * a bank or a financial intermediary is diligent with the selling bank's attestation that it holds
 * the 6-bis documents (art. 121 c. 6-ter DL 34/2020), so that attestation replaces the list.
 */
export const requiredDocumentTypes = (type: CreditType, facts: DueDiligenceFacts, amount: number): DocumentType[] => {
  if (!sixBisApplies(type)) return vatCreditDocuments(amount);
  if (facts.sellerIsBank) return ['attestazione_banca_cedente', ...sellerIdentity];
  return [...sixBisList(type, facts), ...worksDocuments(type, facts), ...sellerIdentity];
};
