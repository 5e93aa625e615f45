import { formatCredits } from '../../lib/format';

/** '+50' or '−10' (a true minus sign): a movement's credits, read at a glance in the ledger. */
export const signedCredits = (credits: number): string => (credits < 0 ? `\u2212${formatCredits(-credits)}` : `+${formatCredits(credits)}`);

/** A balance, grouped the Italian way ('1.250'). */
export const unsignedCredits = (credits: number): string => formatCredits(credits);
