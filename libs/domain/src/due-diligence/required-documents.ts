import type { CreditType } from '../shared/catalogue';
import type { DocumentType } from './document-types';
import type { DueDiligenceFacts } from './due-diligence-facts';

/** Art. 121 c. 6-bis DL 34/2020 (added by DL 11/2023) covers the building bonuses, not a VAT credit. */
export const sixBisApplies = (type: CreditType) => type !== 'CREDITO_IVA';

/**
 * Thresholds on the amount of the works, in euro. The CCNL is due over 70,000 euro (L. 234/2021
 * art. 1 c. 43-bis, "superiore"), the DURC di congruità from 70,000 euro (DM 143/2021 art. 2,
 * "pari o superiore").
 */
export const worksThresholds = { visto: 10_000, ccnl: 70_000, durcCongruita: 70_000, soa: 516_000 } as const;

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

/**
 * Energy documents (issue 46) for energy-efficiency works, from the requirements of DM 6 agosto
 * 2020 'Requisiti tecnici' (art. 6 for the Superbonus energy works of art. 119 c. 1-2).
 * - Superbonus: the conventional APE before and after the works (DM 6 agosto 2020 Allegato A
 *   punto 12), which show the improvement of at least two energy classes (art. 119 c. 3 DL
 *   34/2020); the APE after and the filing with ENEA come at the end of works (the filing within
 *   90 days of it, DM 6 agosto 2020 art. 6). On a SAL only the APE before exists.
 * - Bonus Facciate with thermal works (L. 160/2019 art. 1 c. 220) and the energy savings of a
 *   Bonus Casa (art. 16 c. 2-bis DL 63/2013): the filing with ENEA after the end of works; no APE.
 * - Sisma Bonus: no energy works (energy works with seismic ones are a Superbonus here).
 * The catalogue has no Ecobonus credit type (art. 14 DL 63/2013); one would need APE and ENEA
 * filing always. The APE of DM 6 agosto 2020 and the 90 days were confirmed on public guides
 * (news110.it, ingenio-web.it); the letter of art. 121 c. 6-bis that lists them was not re-read.
 */
const energyDocuments = (type: CreditType, facts: DueDiligenceFacts): DocumentType[] => {
  if (!facts.energyWorks) return [];
  const ended = facts.stage === 'fine_lavori';
  if (type === 'SUPERBONUS_110') return ['ape_ante_operam', ...(ended ? (['ape_post_operam', 'ricevuta_trasmissione_enea'] as const) : [])];
  if (type === 'BONUS_FACCIATE' || type === 'BONUS_PATRIMONIO') return ended ? ['ricevuta_trasmissione_enea'] : [];
  return [];
};

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
    // Issue 46, the anti-money-laundering attestation of the obliged party: the professional who
    // issues the visto (a commercialista, consulente del lavoro or CAF, obliged under art. 3 c. 4
    // D.Lgs. 231/2007) intervenes in the option and must not let the credit on where arts. 35
    // (suspicious transaction) or 42 (abstention) D.Lgs. 231/2007 apply (art. 122-bis c. 4 DL
    // 34/2020, added by DL 157/2021); the attestation says the customer due diligence (arts. 17-19)
    // was done and neither case arose. Without a visto no obliged party need have intervened.
    // Art. 122-bis c. 4 confirmed (studiosalvetta.it, ntplusfisco.ilsole24ore.com); that c. 6-bis
    // lists the attestation is from market-2026 [S5], not re-read in the coordinated text.
    list.push('attestazione_antiriciclaggio');
  }
  // f) works on common parts: the condominium's resolution and the split of the expenses.
  if (facts.commonParts) list.push('delibera_condominiale', 'tabella_ripartizione');
  // Issue 46, works by a holder who is not the owner (a tenant, a borrower on a registered
  // contract): the holder needs the owner's consent to the works (Agenzia delle Entrate circolare
  // 24/E/2020 par. 2 for the Superbonus, as for the detrazioni of art. 16-bis TUIR). The
  // detentore's title was confirmed (circ. 24/E/2020, risposta 327/2020 on qualenergia.it); the
  // consent's wording in circ. 24/E and its letter in c. 6-bis were not re-read here.
  if (facts.worksByHolder) list.push('assenso_proprietario');
  list.push(...energyDocuments(type, facts));
  // The option filed with the Agenzia (Provv. AdE 03/02/2022) and the credit's page on its Piattaforma.
  list.push('ricevuta_comunicazione_opzione', 'estratto_piattaforma_cessione_crediti');
  return list;
};

/** What the works' size and stage add on top of the 6-bis list. */
const worksDocuments = (type: CreditType, facts: DueDiligenceFacts): DocumentType[] => {
  const list: DocumentType[] = [];
  // Options on a SAL (art. 121 c. 1-bis; for Superbonus at least 30% each, art. 119 c. 13-bis).
  list.push(facts.stage === 'sal' ? 'stato_avanzamento_lavori' : 'comunicazione_fine_lavori');
  // Over 70,000 euro: the contract names the building CCNL (L. 234/2021 art. 1 c. 43-bis).
  if (facts.worksAmount > worksThresholds.ccnl) list.push('contratto_appalto_ccnl');
  // From 70,000 euro the labour cost is checked for congruity once, before the final balance is
  // paid (DM 143/2021 art. 2 and art. 4 c. 3): the DURC di congruità after the end of works. On a
  // SAL it does not exist yet: the firm's ordinary DURC, valid 120 days, stands for it (the
  // committente checks it, D.Lgs. 81/2008 art. 90 c. 9; banks ask it on a SAL: bank practice, not
  // confirmed here).
  if (facts.worksAmount >= worksThresholds.durcCongruita) list.push(facts.stage === 'sal' ? 'durc' : 'durc_congruita');
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
