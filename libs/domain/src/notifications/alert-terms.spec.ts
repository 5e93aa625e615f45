import { withRataFacts } from '../credit/credit-schedule';
import { alertTermsLine, type AlertPractice } from './alert-terms';

const at = '2026-03-02T10:00:00.000Z';
const rate = withRataFacts(
  [2026, 2027, 2028].map((year) => ({ year, amount: 20_000, code: null })),
  'chiunque',
);
const practice = (facts: Partial<AlertPractice> = {}): AlertPractice => ({
  type: 'SUPERBONUS_110',
  amount: 60_000,
  discount: 12.5,
  rate,
  cededRate: [],
  sixBisComplete: true,
  ...facts,
});
const nbsp = '\u00a0';

/** Issue 46: alert mails carry the terms, so a buyer judges the practice from the mail. */
describe('alert mails: the terms line of a practice', () => {
  it('type, amount, price per 100, the rate on sale and the 6-bis standing, in Italian', () => {
    expect(alertTermsLine(practice(), at)).toBe(
      `Superbonus 110 · 60.000,00${nbsp}€ · 87,50 € ogni 100 € · rate 2026, 2027, 2028 · Documentazione 6-bis completa`,
    );
  });

  it('only the rate still on sale: a rata ceduta, lost (past its 31 December) or chosen for offset is left out', () => {
    const offset = rate.map((r) => (r.year === 2028 ? { ...r, offsetChosen: true } : r));
    expect(alertTermsLine(practice({ rate: offset, cededRate: ['2026'] }), at)).toContain(' · rata 2027 · ');
    expect(alertTermsLine(practice(), '2027-01-02T10:00:00.000Z')).toContain(' · rate 2027, 2028 · ');
    expect(alertTermsLine(practice({ cededRate: ['2026', '2027', '2028'] }), at)).toContain(' · nessuna rata in vendita · ');
  });

  it('a Credito IVA has no rate; an incomplete 6-bis dossier says so', () => {
    expect(alertTermsLine(practice({ type: 'CREDITO_IVA', rate: [], discount: 0, sixBisComplete: false }), at)).toBe(
      `Credito IVA · 60.000,00${nbsp}€ · 100,00 € ogni 100 € · credito unico, senza rate · Documentazione 6-bis incompleta`,
    );
  });
});
