/** Spec section 9: what access costs, in credits. */
export const baseAccessCredits = 10;

/** Exclusive access by duration in hours (spec 9); it includes base access. */
export const exclusivityCredits = { 24: 100, 48: 180, 72: 250 } as const;
export type ExclusivityHours = keyof typeof exclusivityCredits;
export const exclusivityHours = [24, 48, 72] as const satisfies readonly ExclusivityHours[];

export const isExclusivityHours = (hours: unknown): hours is ExclusivityHours =>
  typeof hours === 'number' && (exclusivityHours as readonly number[]).includes(hours);

export type AccessType = 'base' | 'exclusive';

/**
 * 'Prezzo netto': what the buyer pays for the credit, the amount less its discount (percent),
 * to the cent. Computed in whole cents and hundredths of a percent so that it is exact and rounds
 * half away from zero, as PostgreSQL's `round(amount * (100 - discount) / 100, 2)` of the
 * marketplace's sort column does.
 */
export const netPrice = (amount: number, discount: number): number => {
  const cents = Math.round(amount * 100);
  const hundredths = Math.round(discount * 100);
  return Math.round((cents * (10_000 - hundredths)) / 10_000) / 100;
};
