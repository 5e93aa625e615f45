import { Module } from '@nestjs/common';
import { ExclusivityExpiryProcessor } from './commands/expire-exclusivities/exclusivity-expiry.processor';
import { PracticeOwners } from './commands/purchase-access/practice-owners';
import { PurchaseAccessHandler } from './commands/purchase-access/purchase-access.handler';
import { PurchaseAccessController } from './commands/purchase-access/purchase-access.http.controller';
import { MarketplaceReader } from './marketplace.reader';
import { PracticeAccessReader } from './practice-access.reader';
import { ListExclusivitiesController } from './queries/list-exclusivities/list-exclusivities.http.controller';
import { ListMarketplaceController } from './queries/list-marketplace/list-marketplace.http.controller';
import { ListMyPracticesController } from './queries/list-my-practices/list-my-practices.http.controller';
import { WeeklySalesController } from './queries/weekly-sales/weekly-sales.http.controller';
import { PurchaseMetricsHandler } from './purchase-metrics.handler';

/** Buyers' purchases of base and exclusive access, and the end of exclusivities. */
@Module({
  controllers: [
    ListMarketplaceController, ListMyPracticesController, ListExclusivitiesController, WeeklySalesController,
    PurchaseAccessController,
  ],
  providers: [MarketplaceReader, PracticeAccessReader, PracticeOwners, PurchaseAccessHandler, ExclusivityExpiryProcessor, PurchaseMetricsHandler],
  exports: [PracticeAccessReader],
})
export class MarketplaceModule {}
