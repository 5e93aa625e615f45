/** The practice limits of spec sections 3, 5 and 9. `maxAmount` is what the spec's decimal(10,2) column holds. */
export const practiceLimits = {
  minNumSites: 1,
  maxNumSites: 100,
  minDiscount: 0,
  maxDiscount: 100,
  minAmount: 0,
  maxAmount: 99_999_999.99,
  yearsAhead: 4,
  maxCommentLength: 2000,
} as const;
