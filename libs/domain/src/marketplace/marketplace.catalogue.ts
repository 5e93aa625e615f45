/** Spec section 9: what access costs, in credits. */
export const baseAccessCredits = 10;

/** Exclusive access by duration in hours (spec 9); it includes base access. */
export const exclusivityCredits = { 24: 100, 48: 180, 72: 250 } as const;
export type ExclusivityHours = keyof typeof exclusivityCredits;
export const exclusivityHours = [24, 48, 72] as const satisfies readonly ExclusivityHours[];

export const isExclusivityHours = (hours: unknown): hours is ExclusivityHours =>
  typeof hours === 'number' && (exclusivityHours as readonly number[]).includes(hours);

export type AccessType = 'base' | 'exclusive';
