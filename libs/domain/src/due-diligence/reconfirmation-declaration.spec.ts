import { withRataFacts } from '../credit/credit-schedule';
import { defaultCreditTerms } from '../credit/credit-terms';
import type { PracticeCommand } from '../practice/practice.commands';
import { practiceDecider } from '../practice/practice.decide';
import type { PracticeEvent } from '../practice/practice.events';
import { fold } from '../shared/decider';
import { deciderSpec, expectRefusal } from '../shared/decider.spec-helper';
import { defaultDueDiligenceFacts } from './due-diligence-facts';
import { dueDiligenceMessages as m } from './due-diligence.messages';
import type { PracticeDocument } from './practice-document';
import { reconfirmationPolicy } from './reconfirmation';
import { checkedDeclarationDate, declarationText } from './reconfirmation-declaration';

const spec = deciderSpec(practiceDecider);
const practiceId = 42;
const sellerId = 7;
const adminId = 1;
const submittedAt = '2026-03-01T10:00:00.000Z';
const at = '2026-11-27T10:00:00.000Z';
const stamp = (by: number, when = at) => ({ practiceId, by, at: when });
const details = { type: 'SUPERBONUS_110' as const, year: 2026, amount: 100_000, discount: 10, isTraceable: true, tributeCode: '7701', numSites: 1 };
const rate = [
  { year: 2026, amount: 25_000, code: 'A1' },
  { year: 2027, amount: 25_000, code: 'A2' },
  { year: 2028, amount: 25_000, code: 'A3' },
  { year: 2029, amount: 25_000, code: 'A4' },
];
const oldExtract: PracticeDocument = {
  originalName: 'estratto-vecchio.pdf',
  filename: 'old.pdf',
  docType: 'estratto_piattaforma_cessione_crediti',
  issuedOn: '2026-02-20',
  uploadedAt: submittedAt,
  uploadedBy: sellerId,
};
const fattura: PracticeDocument = {
  originalName: 'fattura.pdf',
  filename: 'f1.pdf',
  docType: 'fatture',
  issuedOn: null,
  uploadedAt: submittedAt,
  uploadedBy: sellerId,
};
const terms = { ...defaultCreditTerms(details), rate: withRataFacts(rate, 'chiunque'), scheduleDeclared: true };
const submitted: PracticeEvent = {
  type: 'PracticeSubmitted',
  data: {
    ...stamp(sellerId, submittedAt),
    ...details,
    ...terms,
    dueDiligenceFacts: defaultDueDiligenceFacts(100_000),
    userId: sellerId,
    documents: { societari: [], fiscali: [fattura, oldExtract] },
  },
};
const approved: PracticeEvent = { type: 'PracticeApproved', data: { ...stamp(adminId, submittedAt), comment: null } };
const extract = { originalName: 'estratto.pdf', filename: 'new.pdf', sha256: 'cd'.repeat(32) };
const reconfirm = (asOf: string, rataIds?: string[] | null, when = at): PracticeCommand => ({
  type: 'ReconfirmCredit',
  data: { ...stamp(sellerId, when), asOf, rataIds, extract },
});
const decide = (command: PracticeCommand, history: PracticeEvent[] = [submitted, approved]) => practiceDecider.decide(command, fold(practiceDecider, history));
const declarationOf = (events: PracticeEvent[]) =>
  events.find((e) => e.type === 'CreditReconfirmed')!.data as { declaration: { rataIds: string[]; text: string } };

describe('issue 45: the reconfirmation is a dated declaration with a fresh Piattaforma extract', () => {
  it('the declaration text: one pure sentence naming the date and the rate (Agenzia guide to the Piattaforma; Provv. AdE 10/06/2022)', () => {
    expect(declarationText('2026-11-27', ['2026', '2027'])).toBe(
      'Dichiaro che alla data del 27/11/2026 le rate 2026, 2027 indicate sono presenti nel cassetto fiscale, non cedute e non oggetto di scelta di compensazione.',
    );
    expect(declarationText('2026-11-27', ['2027'])).toBe(
      'Dichiaro che alla data del 27/11/2026 la rata 2027 indicata è presente nel cassetto fiscale, non ceduta e non oggetto di scelta di compensazione.',
    );
    expect(declarationText('2026-11-27', ['2027-R2026'])).toContain('la rata 2027 (ripartizione della rata 2026) indicata è presente');
    expect(declarationText('2026-11-27', [])).toContain('il credito indicato è presente nel cassetto fiscale, non ceduto');
  });

  it('rule: by default every rata still on sale is declared (2026 to 2029 in November 2026)', () => {
    expect(declarationOf(decide(reconfirm('2026-11-27'))).declaration.rataIds).toEqual(['2026', '2027', '2028', '2029']);
  });

  it('rule: a subset may be declared, in the schedule order, each once', () => {
    expect(declarationOf(decide(reconfirm('2026-11-27', ['2028', '2027', '2028']))).declaration.rataIds).toEqual(['2027', '2028']);
  });

  it('rule: each declared rata must be a rata of the practice still on sale, else 400 (an unknown id, an expired one)', () => {
    spec
      .given([submitted, approved])
      .when(reconfirm('2026-11-27', ['2031']))
      .thenThrows(m.declaredRataNotOnSale('2031'), 'validation');
    // In 2027 the 2026 rata is lost (31 December, art. 121 c. 3 DL 34/2020): no longer on sale.
    spec
      .given([submitted, approved])
      .when(reconfirm('2027-01-05', ['2026'], '2027-01-05T10:00:00.000Z'))
      .thenThrows(m.declaredRataNotOnSale('2026'), 'validation');
    spec.given([submitted, approved]).when(reconfirm('2026-11-27', [])).thenThrows(m.declaredRataRequired, 'validation');
  });

  it('rule: a credit whose every rata is lost has nothing to reconfirm (409)', () => {
    spec
      .given([submitted, approved])
      .when(reconfirm('2030-01-05', null, '2030-01-05T10:00:00.000Z'))
      .thenThrows(m.noRataOnSale, 'conflict');
  });

  it('rule: the date is not in the future, in Italian days (23:30 UTC on 27/11 is already 28/11 in Rome)', () => {
    spec.given([submitted, approved]).when(reconfirm('2026-11-28')).thenThrows(m.declarationDateFuture, 'validation');
    expect(checkedDeclarationDate('2026-11-28', '2026-11-27T23:30:00.000Z')).toBe('2026-11-28');
    expectRefusal(() => checkedDeclarationDate('2026-11-29', '2026-11-27T23:30:00.000Z'), m.declarationDateFuture);
  });

  it(`rule: the date is at most ${reconfirmationPolicy.declarationFreshDays} days old (reconfirmationPolicy.declarationFreshDays)`, () => {
    expect(checkedDeclarationDate('2026-11-24', at)).toBe('2026-11-24');
    spec.given([submitted, approved]).when(reconfirm('2026-11-23')).thenThrows(m.declarationDateStale(reconfirmationPolicy.declarationFreshDays), 'validation');
  });

  it('rule: the date must be a real day written YYYY-MM-DD', () => {
    for (const bad of ['27/11/2026', '2026-02-30', '', 'oggi'])
      spec.given([submitted, approved]).when(reconfirm(bad)).thenThrows(m.declarationDateInvalid, 'validation');
  });

  it('the extract becomes the practice document of type estratto_piattaforma_cessione_crediti issued on the date; the older extract is replaced', () => {
    const [changed, reconfirmed] = decide(reconfirm('2026-11-26'));
    expect(changed).toEqual({
      type: 'PracticeDocumentsChanged',
      data: {
        ...stamp(sellerId),
        userId: sellerId,
        documents: {
          societari: [],
          fiscali: [
            fattura,
            {
              originalName: 'estratto.pdf',
              filename: 'new.pdf',
              docType: 'estratto_piattaforma_cessione_crediti',
              issuedOn: '2026-11-26',
              uploadedAt: at,
              uploadedBy: sellerId,
            },
          ],
        },
        replaced: [{ originalName: 'estratto-vecchio.pdf', filename: 'old.pdf' }],
      },
    });
    expect(reconfirmed).toMatchObject({
      type: 'CreditReconfirmed',
      data: { declaration: { asOf: '2026-11-26', extract: { filename: 'new.pdf', sha256: extract.sha256 } } },
    });
  });

  it('the state keeps the latest declaration and the reconfirmation time as lastConfirmedAt', () => {
    const events = decide(reconfirm('2026-11-27'));
    expect(fold(practiceDecider, [submitted, approved, ...events])).toMatchObject({
      lastConfirmedAt: at,
      lastDeclaration: { asOf: '2026-11-27', rataIds: ['2026', '2027', '2028', '2029'] },
    });
  });
});
