/** Euro to whole cents: sums and comparisons of amounts are made in cents, never in floating euro. */
export const toCents = (euro: number): number => Math.round(euro * 100);

/** Whether an amount in euro has at most two decimals. */
export const hasWholeCents = (euro: number): boolean => Number(euro.toFixed(2)) === euro;
