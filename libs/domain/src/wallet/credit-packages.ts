/**
 * The credit packages of spec section 9. Prices are kept in euro cents (integers) so no sum or
 * comparison ever meets a float; `price`, `originalPrice` and `perCreditPrice` are euro figures
 * rounded to 2 decimals for display and for the checkout body. The API checks a checkout against
 * this list (never the client's price) and the web builds its dialog from it.
 */
export type CreditPackageId = 'base' | 'standard' | 'professionale' | 'premium' | 'enterprise' | 'test';

export type CreditPackage = {
  id: CreditPackageId;
  title: string;
  credits: number;
  priceCents: number;
  /** Euro, 2 decimals: what the customer pays. */
  price: number;
  /** Euro, 2 decimals: the same credits at the Base package's per-credit price. */
  originalPrice: number;
  /** Percent saved against the Base per-credit price, 2 decimals. */
  discount: number;
  /** Euro per credit, 2 decimals. */
  perCreditPrice: number;
  isBestValue: boolean;
  /** Admins only ('Solo per test'). */
  isTestPackage: boolean;
};

type PackageSeed = Pick<CreditPackage, 'id' | 'title' | 'credits' | 'priceCents'> & Partial<Pick<CreditPackage, 'isBestValue' | 'isTestPackage'>>;

const seeds: readonly PackageSeed[] = [
  { id: 'base', title: 'Base', credits: 10, priceCents: 1990 },
  { id: 'standard', title: 'Standard', credits: 50, priceCents: 7990 },
  { id: 'professionale', title: 'Professionale', credits: 100, priceCents: 14990, isBestValue: true },
  { id: 'premium', title: 'Premium', credits: 250, priceCents: 34990 },
  { id: 'enterprise', title: 'Enterprise', credits: 500, priceCents: 59990 },
  { id: 'test', title: 'Test', credits: 20, priceCents: 50, isTestPackage: true },
];

const round2 = (value: number) => Math.round(value * 100) / 100;

/** Spec 9: the saving is measured against the Base package's per-credit price (19.90 / 10). */
const basePerCreditCents = seeds[0]!.priceCents / seeds[0]!.credits;

const toPackage = (seed: PackageSeed): CreditPackage => {
  const originalCents = seed.credits * basePerCreditCents;
  return {
    id: seed.id,
    title: seed.title,
    credits: seed.credits,
    priceCents: seed.priceCents,
    price: seed.priceCents / 100,
    originalPrice: round2(originalCents / 100),
    discount: round2((1 - seed.priceCents / originalCents) * 100),
    perCreditPrice: round2(seed.priceCents / seed.credits / 100),
    isBestValue: seed.isBestValue ?? false,
    isTestPackage: seed.isTestPackage ?? false,
  };
};

// Marked pure so a bundle that never reads the catalogue (the /auth entry) drops it.
export const creditPackages: readonly CreditPackage[] = /* @__PURE__ */ seeds.map(toPackage);

export const findCreditPackage = (id: string): CreditPackage | undefined => creditPackages.find((p) => p.id === id);

/** The packages a person may buy: the Test package only for admins (spec 6). */
export const packagesFor = (isAdmin: boolean): CreditPackage[] => creditPackages.filter((p) => isAdmin || !p.isTestPackage);

/** Euro amount as integer cents; `79.9`, `"79.90"` and `"79,90"` are all 7990. NaN when not a number. */
export const toCents = (price: number | string): number => {
  const value = typeof price === 'number' ? price : Number(price.trim().replace(',', '.'));
  return Number.isFinite(value) ? Math.round(value * 100) : Number.NaN;
};

/** Cents as the euro string the events keep ("149.90"). */
export const centsToEuroString = (cents: number): string => (cents / 100).toFixed(2);

/**
 * Spec 9 "fallback price": a purchase recorded without a price is shown at the price of the
 * package with the same credits, else at the Base per-credit price (1.99 per credit).
 */
export const fallbackPrice = (credits: number): number => {
  const match = creditPackages.find((p) => p.credits === credits);
  return match ? match.price : round2((credits * basePerCreditCents) / 100);
};
