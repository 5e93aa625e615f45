import type { Projection } from './infrastructure/projections/projection';
import { practicesViewProjection } from './modules/practice/projections/practices-view.projection';
import { usersViewProjection } from './modules/user/projections/users-view.projection';

/** Every read model, kept inline and rebuilt by `npm run projections:rebuild`. */
export const allProjections: readonly Projection[] = [usersViewProjection, practicesViewProjection];
