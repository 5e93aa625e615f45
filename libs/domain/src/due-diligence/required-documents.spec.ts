import type { CreditType } from '../shared/catalogue';
import type { DocumentType } from './document-types';
import { defaultDueDiligenceFacts, type DueDiligenceFacts } from './due-diligence-facts';
import { requiredDocumentTypes, sixBisApplies } from './required-documents';

const facts = (overrides: Partial<DueDiligenceFacts> = {}): DueDiligenceFacts => ({ ...defaultDueDiligenceFacts(50_000), ...overrides });
const sellerIdentity: DocumentType[] = ['visura_camerale', 'documento_legale_rappresentante', 'dichiarazione_titolare_effettivo'];
const sixBisCore: DocumentType[] = ['titolo_edilizio', 'notifica_preliminare_asl', 'visura_catastale', 'fatture', 'prove_pagamento'];
const asseverations: DocumentType[] = ['asseverazione_tecnica', 'asseverazione_congruita', 'ricevuta_asseverazione', 'visto_conformita'];
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
      lacks: ['delibera_condominiale', 'contratto_appalto_ccnl', 'attestazione_soa', 'polizza_rc_tecnico'],
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
    { has: ['contratto_appalto_ccnl', 'durc_congruita'], lacks: ['attestazione_soa'] },
  ],
  ['works of exactly 70,000 €: neither', 'SISMA_BONUS', { worksAmount: 70_000 }, 70_000, { has: [], lacks: ['contratto_appalto_ccnl', 'durc_congruita'] }],
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
    'Credito IVA: its own list, not the 6-bis one',
    'CREDITO_IVA',
    {},
    4_000,
    { has: ['dichiarazione_iva', 'ricevuta_dichiarazione_iva', 'atto_notarile_cessione', ...sellerIdentity], lacks: [...sixBisCore, 'visto_conformita'] },
  ],
  ['Credito IVA over 5,000 €: the visto di conformità on the return', 'CREDITO_IVA', {}, 5_000.01, { has: ['visto_conformita'], lacks: [] }],
];

describe('issue 28: the documents a practice requires, by credit type and declared facts', () => {
  it.each(cases)('%s', (_name, type, overrides, amount, { has, lacks }) => {
    const required = requiredDocumentTypes(type, facts(overrides), amount);
    expect(required).toEqual(expect.arrayContaining(has));
    for (const absent of lacks) expect(required).not.toContain(absent);
    expect(new Set(required).size).toBe(required.length);
    expect(required).not.toContain('altro');
  });

  it('the 6-bis list applies to the building bonuses, not to the VAT credit', () => {
    expect(sixBisApplies('CREDITO_IVA')).toBe(false);
    for (const type of ['SUPERBONUS_110', 'SISMA_BONUS', 'BONUS_FACCIATE', 'BONUS_PATRIMONIO'] as const) expect(sixBisApplies(type)).toBe(true);
  });
});
