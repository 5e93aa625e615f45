import { auditOperations } from '../audit/audit.operations';
import { docsOperations } from '../docs/docs.operations';
import { marketplaceOperations } from '../marketplace/marketplace.operations';
import { savedSearchesOperations } from '../marketplace/saved-searches.operations';
import { holdingsOperations } from '../negotiation/holdings.operations';
import { negotiationOperations } from '../negotiation/negotiation.operations';
import { notificationsOperations } from '../notifications/notifications.operations';
import { practiceOperations } from '../practice/practice.operations';
import { twoFactorOperations } from '../user/two-factor.operations';
import { userOperations } from '../user/user.operations';
import { walletOperations } from '../wallet/wallet.operations';
import type { ApiOperation } from './api-operation';

/** Every HTTP route of the API, per capability: the source of the OpenAPI document (see docs/architecture.md). */
export const apiOperations: readonly ApiOperation[] = [
  ...userOperations,
  ...twoFactorOperations,
  ...walletOperations,
  ...auditOperations,
  ...notificationsOperations,
  ...practiceOperations,
  ...marketplaceOperations,
  ...savedSearchesOperations,
  ...negotiationOperations,
  ...holdingsOperations,
  ...docsOperations,
];
