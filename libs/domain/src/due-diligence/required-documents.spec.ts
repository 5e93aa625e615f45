import type { CreditType } from '../shared/catalogue';
import type { DocumentType } from './document-types';
import { defaultDueDiligenceFacts, type DueDiligenceFacts } from './due-diligence-facts';
import { requiredDocumentTypes, sixBisApplies } from './required-documents';

const facts = (overrides: Partial<DueDiligenceFacts> = {}): DueDiligenceFacts => ({ ...defaultDueDiligenceFacts(50_000), ...overrides });
const sellerIdentity: DocumentType[] = ['visura_camerale', 'documento_legale_rappresentante', 'dichiarazione_titolare_effettivo'];
const sixBisCore: DocumentType[] = ['titolo_edilizio', 'notifica_preliminare_asl', 'visura_catastale', 'fatture', 'prove_pagamento'];
const asseverations: DocumentType[] = ['asseverazione_tecnica', 'asseverazione_congruita', 'ricevuta_asseverazione', 'visto_conformita'];
const energy: DocumentType[] = ['ape_ante_operam', 'ape_post_operam', 'ricevuta_trasmissione_enea'];
const option: DocumentType[] = ['ricevuta_comunicazione_opzione', 'estratto_piattaforma_cessione_crediti'];

type Case = [string, CreditType, Partial<DueDiligenceFacts>, number, { has: DocumentType[]; lacks: DocumentType[] }];

/** Issue 28 "Which types a practice requires": one row per credit type and fact that changes the list. */
const cases: Case[] = [
  [
    'building bonus, private works of 50,000 €: the 6-bis list with asseverations',
    'BONUS_PATRIMONIO',
    {},
    50_000,
    {
      has: [...sixBisCore, ...asseverations, ...option, ...sellerIdentity, 'comunicazione_fine_lavori'],
      lacks: ['delibera_condominiale', 'contratto_appalto_ccnl', 'attestazione_soa', 'polizza_rc_tecnico', ...energy, 'assenso_proprietario', 'durc'],
    },
  ],
  [
    'common parts of a condominium: resolution and split table',
    'SUPERBONUS_110',
    { commonParts: true },
    50_000,
    { has: ['delibera_condominiale', 'tabella_ripartizione'], lacks: [] },
  ],
  [
    'works up to 10,000 €: no visto nor congruità (art. 121 c. 1-ter)',
    'BONUS_PATRIMONIO',
    { worksAmount: 10_000 },
    9_000,
    { has: sixBisCore, lacks: asseverations },
  ],
  ['works just over 10,000 €: asseverations again', 'BONUS_PATRIMONIO', { worksAmount: 10_000.01 }, 9_000, { has: asseverations, lacks: [] }],
  ['Bonus Facciate needs visto and congruità even under 10,000 €', 'BONUS_FACCIATE', { worksAmount: 8_000 }, 8_000, { has: asseverations, lacks: [] }],
  [
    'edilizia libera: a DSAN instead of the building permit, no asseverations',
    'BONUS_PATRIMONIO',
    { ediliziaLibera: true },
    50_000,
    { has: ['dsan_edilizia_libera'], lacks: ['titolo_edilizio', ...asseverations] },
  ],
  [
    'works over 70,000 €: contract with the building CCNL and DURC di congruità',
    'SISMA_BONUS',
    { worksAmount: 70_000.01 },
    70_000,
    { has: ['contratto_appalto_ccnl', 'durc_congruita'], lacks: ['attestazione_soa', 'durc'] },
  ],
  [
    'issue 46, works of exactly 70,000 €: the DURC di congruità ("pari o superiore", DM 143/2021 art. 2), not the CCNL ("superiore", L. 234/2021 c. 43-bis)',
    'SISMA_BONUS',
    { worksAmount: 70_000 },
    70_000,
    { has: ['durc_congruita'], lacks: ['contratto_appalto_ccnl'] },
  ],
  [
    'works under 70,000 €: neither DURC nor CCNL',
    'SISMA_BONUS',
    { worksAmount: 69_999.99 },
    60_000,
    { has: [], lacks: ['contratto_appalto_ccnl', 'durc_congruita', 'durc'] },
  ],
  [
    'issue 46, works from 70,000 € sold on a SAL: the ordinary DURC, since the DURC di congruità comes before the final balance (DM 143/2021 art. 4 c. 3)',
    'SISMA_BONUS',
    { worksAmount: 100_000, stage: 'sal' },
    100_000,
    { has: ['durc', 'contratto_appalto_ccnl'], lacks: ['durc_congruita'] },
  ],
  [
    'works over 516,000 €: SOA attestation too',
    'SUPERBONUS_110',
    { worksAmount: 516_000.01 },
    500_000,
    { has: ['attestazione_soa', 'contratto_appalto_ccnl'], lacks: [] },
  ],
  ["Superbonus asseverations need the technician's RC policy", 'SUPERBONUS_110', {}, 50_000, { has: ['polizza_rc_tecnico'], lacks: [] }],
  [
    'sold on a SAL: the SAL instead of the end of works',
    'SUPERBONUS_110',
    { stage: 'sal' },
    50_000,
    { has: ['stato_avanzamento_lavori'], lacks: ['comunicazione_fine_lavori'] },
  ],
  [
    'a bank sells: its attestation replaces the 6-bis list (art. 121 c. 6-ter)',
    'SUPERBONUS_110',
    { sellerIsBank: true },
    50_000,
    { has: ['attestazione_banca_cedente', ...sellerIdentity], lacks: [...sixBisCore, ...asseverations] },
  ],
  [
    'a bank sells: its attestation replaces the new documents of issue 46 too',
    'SUPERBONUS_110',
    { sellerIsBank: true, energyWorks: true, worksByHolder: true },
    50_000,
    { has: ['attestazione_banca_cedente'], lacks: [...energy, 'assenso_proprietario', 'attestazione_antiriciclaggio'] },
  ],
  [
    'Credito IVA: its own list, not the 6-bis one',
    'CREDITO_IVA',
    {},
    4_000,
    { has: ['dichiarazione_iva', 'ricevuta_dichiarazione_iva', 'atto_notarile_cessione', ...sellerIdentity], lacks: [...sixBisCore, 'visto_conformita'] },
  ],
  ['Credito IVA over 5,000 €: the visto di conformità on the return', 'CREDITO_IVA', {}, 5_000.01, { has: ['visto_conformita'], lacks: [] }],
  [
    'Credito IVA: none of the documents of issue 46, whatever is declared',
    'CREDITO_IVA',
    { energyWorks: true, worksByHolder: true },
    50_000,
    { has: [], lacks: [...energy, 'assenso_proprietario', 'attestazione_antiriciclaggio', 'durc'] },
  ],
  // Issue 46, energy documents of DM 6 agosto 2020 'Requisiti tecnici'.
  [
    'Superbonus with energy works at the end of works: APE before and after (art. 119 c. 3, two classes) and the ENEA filing within 90 days',
    'SUPERBONUS_110',
    { energyWorks: true },
    50_000,
    { has: energy, lacks: [] },
  ],
  [
    'Superbonus with energy works on a SAL: the APE before only (APE after and ENEA filing come at the end)',
    'SUPERBONUS_110',
    { energyWorks: true, stage: 'sal' },
    50_000,
    { has: ['ape_ante_operam'], lacks: ['ape_post_operam', 'ricevuta_trasmissione_enea'] },
  ],
  ['Superbonus of seismic works only: no energy documents', 'SUPERBONUS_110', { energyWorks: false }, 50_000, { has: [], lacks: energy }],
  [
    'Bonus Facciate with thermal works (L. 160/2019 c. 220): the ENEA filing, no APE',
    'BONUS_FACCIATE',
    { energyWorks: true },
    50_000,
    { has: ['ricevuta_trasmissione_enea'], lacks: ['ape_ante_operam', 'ape_post_operam'] },
  ],
  [
    'Bonus Casa energy savings (art. 16 c. 2-bis DL 63/2013): the ENEA filing, no APE',
    'BONUS_PATRIMONIO',
    { energyWorks: true },
    50_000,
    { has: ['ricevuta_trasmissione_enea'], lacks: ['ape_ante_operam', 'ape_post_operam'] },
  ],
  ['Sisma Bonus: energy works declared change nothing', 'SISMA_BONUS', { energyWorks: true }, 50_000, { has: [], lacks: energy }],
  // Issue 46, the anti-money-laundering attestation of the obliged party (art. 122-bis c. 4 DL 34/2020).
  [
    'with a visto di conformità: the attestation of the obliged party who gave it (art. 122-bis c. 4, D.Lgs. 231/2007)',
    'BONUS_PATRIMONIO',
    {},
    50_000,
    { has: ['visto_conformita', 'attestazione_antiriciclaggio'], lacks: [] },
  ],
  [
    'no visto (works up to 10,000 €, art. 121 c. 1-ter): no obliged party, no attestation',
    'BONUS_PATRIMONIO',
    { worksAmount: 10_000 },
    9_000,
    { has: [], lacks: ['visto_conformita', 'attestazione_antiriciclaggio'] },
  ],
  // Issue 46, works by a holder who is not the owner (circ. AdE 24/E/2020).
  [
    "works by a tenant or a borrower: the owner's consent to the works",
    'SISMA_BONUS',
    { worksByHolder: true },
    50_000,
    { has: ['assenso_proprietario'], lacks: [] },
  ],
  ['works by the owner: no consent', 'SISMA_BONUS', { worksByHolder: false }, 50_000, { has: [], lacks: ['assenso_proprietario'] }],
];

describe('issue 28: the documents a practice requires, by credit type and declared facts', () => {
  it.each(cases)('%s', (_name, type, overrides, amount, { has, lacks }) => {
    const required = requiredDocumentTypes(type, facts(overrides), amount);
    expect(required).toEqual(expect.arrayContaining(has));
    for (const absent of lacks) expect(required).not.toContain(absent);
    expect(new Set(required).size).toBe(required.length);
    expect(required).not.toContain('altro');
  });

  it('issue 46: the new facts default to false, so a practice recorded before them keeps its count, but for the AML attestation', () => {
    for (const type of ['SUPERBONUS_110', 'SISMA_BONUS', 'BONUS_FACCIATE', 'BONUS_PATRIMONIO', 'CREDITO_IVA'] as const) {
      const required = requiredDocumentTypes(type, defaultDueDiligenceFacts(50_000), 50_000);
      for (const absent of [...energy, 'assenso_proprietario', 'durc'] as const) expect(required).not.toContain(absent);
    }
  });

  it('the 6-bis list applies to the building bonuses, not to the VAT credit', () => {
    expect(sixBisApplies('CREDITO_IVA')).toBe(false);
    for (const type of ['SUPERBONUS_110', 'SISMA_BONUS', 'BONUS_FACCIATE', 'BONUS_PATRIMONIO'] as const) expect(sixBisApplies(type)).toBe(true);
  });
});
