import type { PracticeResponse } from '@pratiche/contracts';
import {
  fromPractice,
  hasTributeCodes,
  newPracticeDefaults,
  previewRequiredDocuments,
  toFactsBody,
  toPracticeRequest,
  tributeCodeChoices,
  yearChoices,
} from './practice-form-values';

const june2026 = new Date('2026-06-15T10:00:00Z');

describe('the practice form values (spec 2 /practice/new, spec 3, spec 5)', () => {
  it('offers the current year and the next 4', () => {
    expect(yearChoices(june2026)).toEqual([2026, 2027, 2028, 2029, 2030]);
  });

  it('counts the year in Europe/Rome, like the server', () => {
    expect(yearChoices(new Date('2026-12-31T23:30:00Z'))[0]).toBe(2027);
  });

  it("keeps an edited practice's past year among the choices", () => {
    expect(yearChoices(june2026, 2025)).toEqual([2025, 2026, 2027, 2028, 2029, 2030]);
    expect(yearChoices(june2026, 2027)).toHaveLength(5);
  });

  it('starts a new practice with the defaults of spec 2', () => {
    expect(newPracticeDefaults(june2026)).toEqual({
      type: undefined,
      year: 2026,
      amount: 0,
      discount: 0,
      isTraceable: true,
      tributeCode: undefined,
      numSites: 1,
      documents: { societari: [], fiscali: [] },
      rate: [],
      transferChain: { freeTransferUsed: false, qualifiedTransfers: 0, holder: 'beneficiario' },
      dueDiligenceFacts: {
        commonParts: false,
        worksAmount: undefined,
        ediliziaLibera: false,
        stage: 'fine_lavori',
        sellerIsBank: false,
        companyRegisteredOn: null,
        energyWorks: false,
        worksByHolder: false,
      },
    });
  });

  it('offers the tribute codes of the chosen type only, and none for Credito IVA', () => {
    expect(tributeCodeChoices('BONUS_FACCIATE')).toEqual(['7705', '7715', '6925']);
    expect(tributeCodeChoices('CREDITO_IVA')).toEqual([]);
    expect(tributeCodeChoices(undefined)).toEqual([]);
    expect(hasTributeCodes('SISMA_BONUS')).toBe(true);
    expect(hasTributeCodes('CREDITO_IVA')).toBe(false);
  });

  it('sends the body of spec 7, with the signed-in user as owner', () => {
    const values = {
      ...newPracticeDefaults(june2026),
      type: 'SUPERBONUS_110' as const,
      amount: 1234.5,
      tributeCode: '7701',
      isTraceable: false,
      rate: [{ year: 2026, amount: 1234.5, code: ' ab12 ' }],
    };
    expect(toPracticeRequest(values, 7)).toEqual({
      type: 'SUPERBONUS_110',
      userId: 7,
      year: 2026,
      amount: 1234.5,
      discount: 0,
      isTraceable: false,
      tributeCode: '7701',
      numSites: 1,
      documents: { societari: [], fiscali: [] },
      rate: [{ year: 2026, amount: 1234.5, code: 'ab12' }],
      transferChain: { freeTransferUsed: false, qualifiedTransfers: 0, holder: 'beneficiario' },
      dueDiligenceFacts: {
        commonParts: false,
        ediliziaLibera: false,
        stage: 'fine_lavori',
        sellerIsBank: false,
        companyRegisteredOn: null,
        energyWorks: false,
        worksByHolder: false,
      },
    });
  });

  it('issue 28: an empty works amount is not sent (the server takes the credit amount), a given one is', () => {
    const facts = { ...newPracticeDefaults(june2026).dueDiligenceFacts, worksAmount: 80_000, companyRegisteredOn: '' };
    expect(toFactsBody(facts)).toMatchObject({ worksAmount: 80_000, companyRegisteredOn: null });
  });

  it('issue 28: the preview lists the required documents the facts add (common parts, over 70,000 euro, SAL)', () => {
    const base = newPracticeDefaults(june2026).dueDiligenceFacts;
    expect(previewRequiredDocuments(undefined, base, 1000)).toEqual([]);
    const plain = previewRequiredDocuments('SUPERBONUS_110', base, 50_000);
    expect(plain).not.toContain('delibera_condominiale');
    expect(plain).not.toContain('durc_congruita');
    const condo = previewRequiredDocuments('SUPERBONUS_110', { ...base, commonParts: true, worksAmount: 80_000, stage: 'sal' }, 50_000);
    // Issue 46: on a SAL the ordinary DURC, the DURC di congruità comes before the final balance.
    expect(condo).toEqual(expect.arrayContaining(['delibera_condominiale', 'tabella_ripartizione', 'durc', 'stato_avanzamento_lavori']));
    const energy = previewRequiredDocuments('SUPERBONUS_110', { ...base, energyWorks: true, worksByHolder: true }, 50_000);
    expect(energy).toEqual(expect.arrayContaining(['ape_ante_operam', 'ape_post_operam', 'ricevuta_trasmissione_enea', 'assenso_proprietario']));
  });

  it('sends no tribute code for Credito IVA, whatever was picked before switching type', () => {
    const values = { ...newPracticeDefaults(june2026), type: 'CREDITO_IVA' as const, tributeCode: '7701', isTraceable: false };
    expect(toPracticeRequest(values, 7)).toMatchObject({ tributeCode: null, isTraceable: true });
  });

  it('starts the edit form from the practice, without its stored documents', () => {
    const chain = { freeTransferUsed: true, qualifiedTransfers: 0, holder: 'impresa' } as const;
    const facts = { type: 'SISMA_BONUS', year: 2027, amount: 10, discount: 5, isTraceable: true, tributeCode: '7703', numSites: 3 } as const;
    const rate = [{ year: 2027, amount: 10, code: 'X1', status: 'disponibile', usableUntil: '2027-12-31' }] as const;
    const practice = { ...facts, rate, transferChain: chain } as unknown as PracticeResponse;
    expect(fromPractice(practice)).toEqual({
      ...facts,
      documents: { societari: [], fiscali: [] },
      rate: [{ year: 2027, amount: 10, code: 'X1' }],
      transferChain: chain,
      dueDiligenceFacts: undefined,
    });
  });
});
