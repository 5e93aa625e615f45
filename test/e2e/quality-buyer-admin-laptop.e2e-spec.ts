import { describeBuyerAdminScreens } from './support/buyer-admin-screens';

/** Issue 8 on the buyer's, the admin's and the public screens at 1366 px. */
describeBuyerAdminScreens(['laptop']);
