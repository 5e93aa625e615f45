import { creditPackages, fallbackPrice, findCreditPackage, packagesFor, toCents } from './credit-packages';

const byId = (id: string) => findCreditPackage(id)!;

describe('spec 9 "Credit packages"', () => {
  it.each([
    ['base', 'Base', 10, 19.9],
    ['standard', 'Standard', 50, 79.9],
    ['professionale', 'Professionale', 100, 149.9],
    ['premium', 'Premium', 250, 349.9],
    ['enterprise', 'Enterprise', 500, 599.9],
    ['test', 'Test', 20, 0.5],
  ])('%s: %s, %i credits for %d EUR', (id, title, credits, price) => {
    expect(byId(id)).toMatchObject({ title, credits, price });
  });

  it('the list has exactly these six packages, in this order', () => {
    expect(creditPackages.map((p) => p.id)).toEqual(['base', 'standard', 'professionale', 'premium', 'enterprise', 'test']);
  });

  it('only Professionale is the best value (Il più acquistato)', () => {
    expect(creditPackages.filter((p) => p.isBestValue).map((p) => p.id)).toEqual(['professionale']);
  });

  it('the discount is the saving against the Base per-credit price (19.90 / 10), with 2 decimals', () => {
    expect(creditPackages.map((p) => [p.id, p.discount])).toEqual([
      ['base', 0],
      ['standard', 19.7],
      ['professionale', 24.67],
      ['premium', 29.67],
      ['enterprise', 39.71],
      ['test', 98.74],
    ]);
  });

  it('the original price is the credits at the Base per-credit price; the per-credit price has 2 decimals', () => {
    expect(byId('standard')).toMatchObject({ originalPrice: 99.5, perCreditPrice: 1.6 });
    expect(byId('professionale')).toMatchObject({ originalPrice: 199, perCreditPrice: 1.5 });
    expect(byId('premium')).toMatchObject({ originalPrice: 497.5, perCreditPrice: 1.4 });
    expect(byId('enterprise')).toMatchObject({ originalPrice: 995, perCreditPrice: 1.2 });
    expect(byId('base')).toMatchObject({ originalPrice: 19.9, perCreditPrice: 1.99 });
    expect(byId('test')).toMatchObject({ originalPrice: 39.8, perCreditPrice: 0.03 });
  });

  it('spec 6: the Test package is for admins only', () => {
    expect(packagesFor(false).map((p) => p.id)).not.toContain('test');
    expect(packagesFor(true).map((p) => p.id)).toContain('test');
    expect(byId('test').isTestPackage).toBe(true);
  });

  it('prices compare in cents, whatever the form the client sends', () => {
    expect([toCents(79.9), toCents('79.90'), toCents('79,90'), toCents(0.5)]).toEqual([7990, 7990, 7990, 50]);
    expect(toCents('abc')).toBeNaN();
  });

  describe('spec 9 "Fallback price when missing"', () => {
    it.each([
      [10, 19.9],
      [20, 0.5],
      [50, 79.9],
      [100, 149.9],
      [250, 349.9],
      [500, 599.9],
    ])('%i credits: the matching package price %d', (credits, price) => {
      expect(fallbackPrice(credits)).toBe(price);
    });

    it('other amounts: credits times 1.99', () => {
      expect(fallbackPrice(30)).toBe(59.7);
      expect(fallbackPrice(1)).toBe(1.99);
      expect(fallbackPrice(333)).toBe(662.67);
    });
  });
});
