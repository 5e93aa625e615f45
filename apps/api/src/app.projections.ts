import type { Projection } from './infrastructure/projections/projection';
import { exclusivitiesProjection } from './modules/marketplace/projections/exclusivities.projection';
import { savedSearchMatchesProjection } from './modules/marketplace/projections/saved-search-matches.projection';
import { closingsViewProjection } from './modules/negotiation/projections/closings-view.projection';
import { offersViewProjection } from './modules/negotiation/projections/offers-view.projection';
import { notificationExclusivitiesProjection, notificationRemindersProjection } from './modules/notifications/projections/notification-work-lists.projection';
import { notificationsProjection } from './modules/notifications/projections/notifications.projection';
import { practiceAccessProjection } from './modules/practice/projections/practice-access.projection';
import { practicesViewProjection } from './modules/practice/projections/practices-view.projection';
import { dataChangeRequestsProjection } from './modules/user/projections/data-change-requests.projection';
import { usersViewProjection } from './modules/user/projections/users-view.projection';
import { checkoutPaymentsProjection } from './modules/wallet/projections/checkout-payments.projection';
import { walletTransactionsProjection } from './modules/wallet/projections/wallet-transactions.projection';

/** Every read model, kept inline and rebuilt by `npm run projections:rebuild`. */
export const allProjections: readonly Projection[] = [
  usersViewProjection,
  practicesViewProjection,
  offersViewProjection,
  closingsViewProjection,
  walletTransactionsProjection,
  practiceAccessProjection,
  exclusivitiesProjection,
  checkoutPaymentsProjection,
  notificationsProjection,
  notificationExclusivitiesProjection,
  notificationRemindersProjection,
  savedSearchMatchesProjection,
  dataChangeRequestsProjection,
];
