import { netPrice } from './marketplace.catalogue';

describe("'Prezzo netto': the amount less the discount, to the cent", () => {
  it('takes the discount percent off the amount', () => {
    expect(netPrice(100_000, 12.5)).toBe(87_500);
    expect(netPrice(150_000.5, 12.5)).toBe(131_250.44);
  });

  it('is the amount with no discount and zero at 100 %', () => {
    expect(netPrice(1234.56, 0)).toBe(1234.56);
    expect(netPrice(1234.56, 100)).toBe(0);
  });

  it('rounds half a cent away from zero, as PostgreSQL round(numeric, 2) does', () => {
    // 0.05 less 10 % is 0.045: half a cent, up.
    expect(netPrice(0.05, 10)).toBe(0.05);
    expect(netPrice(0.01, 50)).toBe(0.01);
  });

  it('stays exact on the largest amount a practice holds (numeric 10,2)', () => {
    expect(netPrice(99_999_999.99, 0.01)).toBe(99_989_999.99);
  });
});
