import type { PracticeRequest } from '@pratiche/contracts';
import {
  creditTypeKeys,
  creditTypes,
  documentTypes,
  practiceLimits,
  proposeSchedule,
  requiredDocumentTypes,
  type CreditHolder,
  type CreditType,
  type DocumentType,
  type DueDiligenceFacts,
  type TransferChain,
} from '@pratiche/domain';
import type { SeedRandom } from './seed-random';

/** Face values in euro that are usual for each credit type (a condominium's Superbonus runs to millions). */
const amountRange: Record<CreditType, [number, number]> = {
  SUPERBONUS_110: [40_000, 2_500_000],
  SISMA_BONUS: [30_000, 900_000],
  BONUS_FACCIATE: [15_000, 400_000],
  BONUS_PATRIMONIO: [5_000, 150_000],
  CREDITO_IVA: [10_000, 1_200_000],
};

/** The file a seller would upload for each type of the catalogue (issue 28), as Italian offices name them. */
const documentFileNames: Record<DocumentType, string> = {
  titolo_edilizio: 'cilas-protocollata-comune.pdf',
  dsan_edilizia_libera: 'dsan-edilizia-libera.pdf',
  notifica_preliminare_asl: 'notifica-preliminare-asl.pdf',
  visura_catastale: 'visura-catastale-ante-operam.pdf',
  fatture: 'fatture-lavori.pdf',
  prove_pagamento: 'bonifici-parlanti.pdf',
  asseverazione_tecnica: 'asseverazione-tecnica.pdf',
  asseverazione_congruita: 'asseverazione-congruita-spese.pdf',
  ricevuta_asseverazione: 'ricevuta-deposito-asseverazione-enea.pdf',
  delibera_condominiale: 'delibera-assemblea-condominiale.pdf',
  tabella_ripartizione: 'tabella-millesimale-ripartizione-spese.pdf',
  visto_conformita: 'visto-di-conformita.pdf',
  ricevuta_comunicazione_opzione: 'ricevuta-comunicazione-opzione-ade.pdf',
  estratto_piattaforma_cessione_crediti: 'estratto-piattaforma-cessione-crediti.pdf',
  stato_avanzamento_lavori: 'sal-stato-avanzamento-lavori.pdf',
  comunicazione_fine_lavori: 'comunicazione-fine-lavori.pdf',
  contratto_appalto_ccnl: 'contratto-appalto-ccnl-edile.pdf',
  durc_congruita: 'durc-di-congruita.pdf',
  durc: 'durc-online-impresa.pdf',
  attestazione_soa: 'attestazione-soa.pdf',
  polizza_rc_tecnico: 'polizza-rc-professionale-tecnico.pdf',
  attestazione_banca_cedente: 'attestazione-banca-cedente.pdf',
  ape_ante_operam: 'ape-convenzionale-ante-operam.pdf',
  ape_post_operam: 'ape-convenzionale-post-operam.pdf',
  ricevuta_trasmissione_enea: 'ricevuta-trasmissione-enea.pdf',
  assenso_proprietario: 'assenso-proprietario-lavori.pdf',
  attestazione_antiriciclaggio: 'attestazione-antiriciclaggio-soggetto-obbligato.pdf',
  visura_camerale: 'visura-camerale.pdf',
  documento_legale_rappresentante: 'documento-identita-legale-rappresentante.pdf',
  dichiarazione_titolare_effettivo: 'dichiarazione-titolare-effettivo.pdf',
  dichiarazione_iva: 'dichiarazione-iva-annuale.pdf',
  ricevuta_dichiarazione_iva: 'ricevuta-presentazione-dichiarazione-iva.pdf',
  atto_notarile_cessione: 'atto-notarile-cessione-credito.pdf',
  altro: 'computo-metrico.pdf',
};

/** Every type in turn, so any run of five practices holds all of them. */
export const practiceDetails = (random: SeedRandom, index: number): PracticeRequest => {
  const type = creditTypeKeys[index % creditTypeKeys.length]!;
  const [min, max] = amountRange[type];
  const codes = creditTypes[type].tributeCodes;
  return {
    type,
    year: new Date().getFullYear() + random.int(0, practiceLimits.yearsAhead),
    amount: Math.round((min + random.next() * (max - min)) * 100) / 100,
    discount: random.int(500, 3000) / 100,
    isTraceable: random.chance(0.85),
    tributeCode: codes.length ? random.pick(codes) : null,
    numSites: type === 'SUPERBONUS_110' ? random.int(1, 40) : random.int(1, 8),
  };
};

const qualifiedHolders: readonly CreditHolder[] = ['banca', 'intermediario', 'assicurazione'];

/**
 * Issue 27: most credits are still with their first holder (the beneficiary, or the supplier who
 * gave the discount on the invoice); one in ten (all approved) is past the free transfer, for
 * qualified buyers only; one in fifty has had its three qualified transfers and is held by a
 * bank, which may sell to its business customers. None that nobody may buy: it could not be approved.
 */
export const transferChainFor = (random: SeedRandom, index: number): TransferChain => {
  if (index % 50 === 7) return { freeTransferUsed: true, qualifiedTransfers: 3, holder: 'banca' };
  if (index % 10 === 8) {
    const qualifiedTransfers = random.int(0, 2);
    const holders = qualifiedTransfers === 0 ? [...qualifiedHolders, 'impresa' as const] : qualifiedHolders;
    return { freeTransferUsed: true, qualifiedTransfers, holder: random.pick(holders) };
  }
  return { freeTransferUsed: false, qualifiedTransfers: 0, holder: random.chance(0.4) ? 'fornitore' : 'beneficiario' };
};

/**
 * The schedule the form proposes for the type (equal yearly rate), with the rate codes the
 * Agenzia delle Entrate gives ('R' and digits) when `withCodes`: approval needs them.
 */
export const scheduleFor = (random: SeedRandom, details: PracticeRequest, withCodes: boolean) =>
  proposeSchedule(details.type as CreditType, details.year, details.amount).map((rata, i) => ({
    ...rata,
    code: withCodes ? `R${random.digits(9)}${i}` : null,
  }));

/**
 * What the seller declares for the due diligence (issue 28): the works' amount behind the credit
 * (a Superbonus credit is 110% of it), common parts of a condominium for some, SAL or end of works;
 * issue 46: energy works for the Superbonus.
 */
export const dueDiligenceFactsFor = (random: SeedRandom, details: PracticeRequest): DueDiligenceFacts => ({
  commonParts: details.type !== 'CREDITO_IVA' && random.chance(0.4),
  worksAmount: Math.round(details.type === 'SUPERBONUS_110' ? details.amount / 1.1 : details.amount),
  ediliziaLibera: details.type === 'BONUS_PATRIMONIO' && random.chance(0.3),
  stage: random.chance(0.3) ? 'sal' : 'fine_lavori',
  sellerIsBank: false,
  companyRegisteredOn: null,
  // No new draw (the seed's sequence stays as it was): every Superbonus with energy works, as most are.
  energyWorks: details.type === 'SUPERBONUS_110',
  worksByHolder: false,
});

export type SeedDocument = { docType: DocumentType; name: string; category: 'societari' | 'fiscali' };

const seedDocument = (docType: DocumentType): SeedDocument => ({
  docType,
  name: documentFileNames[docType],
  category: documentTypes[docType].category ?? 'fiscali',
});

/**
 * The typed documents a practice holds: every required one when `complete`, else the first tax
 * paper the rules require and a few others (so the listing says 'Mancano N documenti'), and now
 * and then an untyped computo metrico ('altro').
 */
export const documentsFor = (random: SeedRandom, details: PracticeRequest, facts: DueDiligenceFacts, complete: boolean): SeedDocument[] => {
  const required = requiredDocumentTypes(details.type as CreditType, facts, details.amount);
  if (complete) return required.map(seedDocument);
  const firstTaxPaper = required.find((t) => documentTypes[t].category === 'fiscali') ?? 'fatture';
  const others = pickDistinct(
    random,
    required.filter((t) => t !== firstTaxPaper),
    random.int(1, 3),
  );
  return [firstTaxPaper, ...others, ...(random.chance(0.3) ? (['altro'] as const) : [])].map(seedDocument);
};

const pickDistinct = <T>(random: SeedRandom, items: readonly T[], count: number): T[] => {
  const start = random.int(0, items.length - 1);
  return [...new Set(Array.from({ length: Math.min(count, items.length) }, (_, i) => items[(start + i) % items.length]!))];
};

export const reviewComments = {
  integration: "Manca l'asseverazione tecnica firmata dal professionista: caricarla per completare la verifica.",
  rejection: "Documentazione non coerente con l'importo del credito dichiarato.",
  approval: 'Documentazione completa e verificata.',
  documentRejection: 'Il documento non è leggibile: caricare una scansione completa e firmata.',
} as const;
