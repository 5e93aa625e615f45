import {
  addRow,
  canAddRow,
  chainBuyableBy,
  chainError,
  changedChain,
  creditTermsOf,
  proposedRows,
  removeRow,
  rowsSum,
  scheduleError,
  splitRowsEqually,
  toCreditTermsBody,
  withYears,
} from './credit-terms-form';

const fourRate = [
  { year: 2026, amount: 25000, code: 'A1' },
  { year: 2027, amount: 25000, code: '' },
  { year: 2028, amount: 25000, code: ' b2 ' },
  { year: 2029, amount: 25000, code: '' },
];

describe('the practice form schedule (issue 27)', () => {
  it('proposes an equal split over the usual years of the type, none for Credito IVA or before an amount', () => {
    expect(proposedRows('SUPERBONUS_110', 2026, 100_000)).toEqual([
      { year: 2026, amount: 25000, code: '' },
      { year: 2027, amount: 25000, code: '' },
      { year: 2028, amount: 25000, code: '' },
      { year: 2029, amount: 25000, code: '' },
    ]);
    expect(proposedRows('SISMA_BONUS', 2026, 100)).toHaveLength(5);
    expect(proposedRows('CREDITO_IVA', 2026, 100)).toEqual([]);
    expect(proposedRows('SUPERBONUS_110', 2026, 0)).toEqual([]);
    expect(proposedRows(undefined, 2026, 100)).toEqual([]);
  });

  it('splits equally over the rows there are, the odd cents on the first, keeping codes', () => {
    const rows = splitRowsEqually(fourRate.slice(0, 3), 'SUPERBONUS_110', 2026, 100);
    expect(rows.map((r) => r.amount)).toEqual([33.34, 33.33, 33.33]);
    expect(rows[0].code).toBe('A1');
    expect(splitRowsEqually([], 'SUPERBONUS_110', 2026, 100)).toHaveLength(4);
  });

  it('adds a rata for the remainder and renumbers the years after a removal', () => {
    const three = removeRow(fourRate, 1, 2026);
    expect(three.map((r) => r.year)).toEqual([2026, 2027, 2028]);
    expect(rowsSum(three)).toBe(75000);
    const four = addRow(three, 2026, 100_000);
    expect(four[3]).toEqual({ year: 2029, amount: 25000, code: '' });
    expect(withYears(four, 2030).map((r) => r.year)).toEqual([2030, 2031, 2032, 2033]);
  });

  it("checks the schedule with the domain's Italian messages", () => {
    expect(scheduleError('SUPERBONUS_110', 2026, 100_000, fourRate)).toBeNull();
    expect(scheduleError('SUPERBONUS_110', 2026, 90_000, fourRate)).toBe(
      "La somma delle rate (100.000,00\u00a0€) deve essere uguale all'importo della pratica (90.000,00\u00a0€)",
    );
    expect(scheduleError('SUPERBONUS_110', 2026, 100_000, [])).toBe('Inserisci almeno una rata');
    expect(scheduleError('SUPERBONUS_110', 2026, 50, [{ year: 2026, amount: 50, code: 'x-1' }])).toMatch(/codice identificativo/);
    expect(scheduleError('CREDITO_IVA', 2026, 100, [])).toBeNull();
    expect(scheduleError('SUPERBONUS_110', 2026, 0, [])).toBeNull();
  });

  it('checks the chain and tells who may buy', () => {
    expect(chainError({ freeTransferUsed: false, qualifiedTransfers: 0, holder: 'beneficiario' })).toBeNull();
    expect(chainError({ freeTransferUsed: false, qualifiedTransfers: 0, holder: 'banca' })).toMatch(/prima cessione/);
    expect(chainBuyableBy('SUPERBONUS_110', { freeTransferUsed: true, qualifiedTransfers: 1, holder: 'banca' })).toBe('qualificati');
    expect(chainBuyableBy('SUPERBONUS_110', { freeTransferUsed: true, qualifiedTransfers: 3, holder: 'banca' })).toBe('correntisti');
    expect(chainBuyableBy('CREDITO_IVA', { freeTransferUsed: true, qualifiedTransfers: 3, holder: 'impresa' })).toBe('chiunque');
  });

  it('issue 45: a bank holder keeps the capogruppo typed, cleared when emptied or when the holder is no longer a bank', () => {
    const bank = { freeTransferUsed: true, qualifiedTransfers: 1, holder: 'banca' } as const;
    const ofGroup = changedChain(bank, { capogruppo: 42 });
    expect(ofGroup).toEqual({ ...bank, capogruppo: 42 });
    expect(changedChain(ofGroup, { qualifiedTransfers: 2 })).toEqual({ ...bank, qualifiedTransfers: 2, capogruppo: 42 });
    expect(changedChain(ofGroup, { capogruppo: undefined })).toEqual(bank);
    expect(changedChain(ofGroup, { holder: 'intermediario' })).toEqual({ ...bank, holder: 'intermediario' });
    expect(chainError(ofGroup)).toBeNull();
  });

  it('sends the rate with blank codes as null and Credito IVA with no rate and an unstarted chain', () => {
    const chain = { freeTransferUsed: true, qualifiedTransfers: 1, holder: 'banca' } as const;
    expect(toCreditTermsBody('SUPERBONUS_110', fourRate, chain)).toEqual({
      rate: [
        { year: 2026, amount: 25000, code: 'A1' },
        { year: 2027, amount: 25000, code: null },
        { year: 2028, amount: 25000, code: 'b2' },
        { year: 2029, amount: 25000, code: null },
      ],
      transferChain: chain,
    });
    expect(toCreditTermsBody('CREDITO_IVA', fourRate, chain)).toEqual({
      rate: null,
      transferChain: { freeTransferUsed: false, qualifiedTransfers: 0, holder: 'beneficiario' },
    });
  });

  it('starts the edit form from the read, a missing code as blank', () => {
    const read = {
      rate: [
        {
          id: '2026',
          year: 2026,
          amount: 10,
          code: null,
          category: 'chiunque' as const,
          residualAmount: 10,
          offsetChosen: false,
          status: 'disponibile' as const,
          usableUntil: '2026-12-31',
          lastTransferDay: '2026-11-23',
          atRisk: false,
        },
      ],
      transferChain: { freeTransferUsed: false, qualifiedTransfers: 0, holder: 'beneficiario' as const },
    };
    expect(creditTermsOf(read)).toEqual({ rate: [{ year: 2026, amount: 10, code: '' }], transferChain: read.transferChain });
  });
});

describe('issue 45: a schedule with the ten-year spread of a rata, edited in the form', () => {
  // A Superbonus of 2026 for 100,000: 2026 keeps 15,000, its other 10,000 spread over 2027-2036 (art. 9 c. 4 DL 176/2022).
  const original = [15_000, 25_000, 25_000, 25_000].map((amount, n) => ({ year: 2026 + n, amount, code: '' }));
  const quote = Array.from({ length: 10 }, (_, n) => ({ year: 2027 + n, amount: 1_000, code: '', spreadFrom: 2026 }));
  const rows = [...original, ...quote];

  it("the domain's check accepts it; the quote are sent with their spreadFrom and read back with it", () => {
    expect(scheduleError('SUPERBONUS_110', 2026, 100_000, rows)).toBeNull();
    expect(scheduleError('SUPERBONUS_110', 2026, 100_000, rows.slice(0, -1))).toBe(
      'La ripartizione della rata 2026 deve avere 10 quote annuali, dal 2027 al 2036',
    );
    const sent = toCreditTermsBody('SUPERBONUS_110', rows, { freeTransferUsed: false, qualifiedTransfers: 0, holder: 'beneficiario' }).rate!;
    expect(sent.filter((r) => 'spreadFrom' in r)).toHaveLength(10);
    expect(sent[4]).toEqual({ year: 2027, amount: 1_000, code: null, spreadFrom: 2026 });
  });

  it("'Aggiungi rata' counts the original rate against the limit of 10, not the quote", () => {
    expect(canAddRow(rows)).toBe(true);
    const tenOriginal = Array.from({ length: 10 }, (_, n) => ({ year: 2026 + n, amount: 9_000, code: '' }));
    expect(canAddRow(tenOriginal)).toBe(false);
    expect(canAddRow(tenOriginal.slice(0, 9))).toBe(true);
  });

  it('renumbering, splitting and adding touch the original rate only: the quote keep their years and amounts', () => {
    expect(withYears(rows, 2026)).toEqual(rows);
    const removed = removeRow(rows, 1, 2026);
    expect(removed.filter((r) => r.spreadFrom === undefined).map((r) => r.year)).toEqual([2026, 2027, 2028]);
    expect(removed.slice(3)).toEqual(quote);
    const split = splitRowsEqually(rows, 'SUPERBONUS_110', 2026, 100_000);
    expect(split.slice(0, 4).map((r) => r.amount)).toEqual([22_500, 22_500, 22_500, 22_500]);
    expect(split.slice(4)).toEqual(quote);
    expect(
      addRow(removed, 2026, 100_000)
        .map((r) => [r.year, r.amount, r.spreadFrom])
        .slice(0, 4),
    ).toEqual([
      [2026, 15_000, undefined],
      [2027, 25_000, undefined],
      [2028, 25_000, undefined],
      [2029, 25_000, undefined],
    ]);
  });
});
