import { lastTransferDay } from '@pratiche/domain';
import { chainFacts } from './chain-text';
import {
  endsPastTransferDayText,
  impliedYieldText,
  isoDateText,
  pricePer100Text,
  rateYearsText,
  usableUntilText,
  vatCreditYearsText,
} from './credit-terms-text';
import { countdownText, daysUntilEndOfUse } from './rata-countdown';

describe('credit terms texts (issue 27)', () => {
  it('writes the years of the rate as a range, one year alone, and Credito IVA as sold by deed', () => {
    expect(rateYearsText('SUPERBONUS_110', [{ year: 2027 }, { year: 2026 }, { year: 2029 }, { year: 2028 }])).toBe('2026–2029');
    expect(rateYearsText('SISMA_BONUS', [{ year: 2026 }])).toBe('2026');
    expect(rateYearsText('SISMA_BONUS', [])).toBe('—');
    expect(rateYearsText('CREDITO_IVA', [])).toBe(vatCreditYearsText);
  });

  it('writes the price per 100 euro in euro and the yield as a percentage with 2 decimals, unknown as a dash', () => {
    expect(pricePer100Text(87)).toBe('87,00\u00a0€');
    expect(impliedYieldText(4.12)).toBe('4,12 %');
    expect(impliedYieldText(12)).toBe('12,00 %');
    expect(impliedYieldText(null)).toBe('—');
  });

  it('writes 31 December from the ISO date as it is', () => {
    expect(isoDateText('2026-12-31')).toBe('31/12/2026');
    expect(usableUntilText('2029-12-31')).toBe('Utilizzabile entro 31/12/2029');
  });

  it('counts the days left to 31 December in Italy, a started day as one', () => {
    expect(daysUntilEndOfUse(2026, '2026-12-30T23:00:00.000Z')).toBe(1);
    expect(daysUntilEndOfUse(2026, '2026-12-30T22:59:00.000Z')).toBe(2);
    expect(daysUntilEndOfUse(2026, '2027-01-01T00:00:00.000Z')).toBe(0);
    expect(countdownText(35)).toBe('Scade tra 35 giorni');
    expect(countdownText(1)).toBe('Scade tra 1 giorno');
    expect(countdownText(0)).toBe('Scaduta');
  });

  it('lists the chain: first transfer, qualified transfers out of 3, current holder', () => {
    expect(chainFacts({ freeTransferUsed: true, qualifiedTransfers: 2, holder: 'banca' })).toEqual([
      { label: 'Prima cessione', value: 'Già avvenuta (libera)' },
      { label: 'Cessioni qualificate', value: '2 di 3' },
      { label: 'Titolare attuale', value: 'Banca' },
    ]);
    expect(chainFacts({ freeTransferUsed: false, qualifiedTransfers: 0, holder: 'beneficiario' })[0].value).toBe('Non ancora avvenuta');
  });

  it("issue 45: a bank holder's capogruppo is a fourth line, by its account id", () => {
    expect(chainFacts({ freeTransferUsed: true, qualifiedTransfers: 1, holder: 'banca', capogruppo: 42 }).at(-1)).toEqual({
      label: 'Capogruppo del gruppo bancario',
      value: 'ID account 42',
    });
  });
});

describe("issue 47: a deal that ends past a rata's 'Ultimo giorno utile per cedere'", () => {
  it('names each rata with its last useful day, one or several', () => {
    const day = (year: number) => lastTransferDay(year).split('-').reverse().join('/');
    expect(endsPastTransferDayText("L'offerta scade", [2026])).toBe(
      `L'offerta scade dopo l'ultimo giorno utile per cedere la rata 2026 (ultimo giorno utile ${day(2026)}): chiusa più tardi, la cessione potrebbe arrivare troppo tardi per usarla entro il 31 dicembre.`,
    );
    expect(endsPastTransferDayText("L'esclusiva termina", [2026, 2027])).toContain(
      `le rate 2026 (ultimo giorno utile ${day(2026)}), 2027 (ultimo giorno utile ${day(2027)})`,
    );
  });
});
