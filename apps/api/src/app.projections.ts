import type { Projection } from './infrastructure/projections/projection';
import { exclusivitiesProjection } from './modules/marketplace/projections/exclusivities.projection';
import { practiceAccessProjection } from './modules/marketplace/projections/practice-access.projection';
import { practicesViewProjection } from './modules/practice/projections/practices-view.projection';
import { usersViewProjection } from './modules/user/projections/users-view.projection';

/** Every read model, kept inline and rebuilt by `npm run projections:rebuild`. */
export const allProjections: readonly Projection[] = [
  usersViewProjection,
  practicesViewProjection,
  practiceAccessProjection,
  exclusivitiesProjection,
];
