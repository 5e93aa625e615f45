/**
 * Every practice entry of the cache lives under this key: a change invalidates them all at once.
 * A module of its own: the admin's review imports it without the seller's list code, whose query
 * helper loads the contracts' zod schemas.
 */
export const practicesQueryKey = ['practices'] as const;
