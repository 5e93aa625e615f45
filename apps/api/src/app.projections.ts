import type { Projection } from './infrastructure/projections/projection';

/** Every read model, kept inline and rebuilt by `npm run projections:rebuild`. */
export const allProjections: readonly Projection[] = [];
