import { Module } from '@nestjs/common';
import { ExclusivityExpiryProcessor } from './commands/expire-exclusivities/exclusivity-expiry.processor';
import { PurchaseAccessHandler } from './commands/purchase-access/purchase-access.handler';
import { PurchaseAccessController } from './commands/purchase-access/purchase-access.http.controller';
import { MarketplacePageReader } from './marketplace-page.reader';
import { MarketplaceReader } from './marketplace.reader';
import { PracticeAccessReader } from './practice-access.reader';
import { PracticeOwners } from './practice-owners';
import { PurchaseMetricsHandler } from './purchase-metrics.handler';
import { ListExclusivitiesHandler } from './queries/list-exclusivities/list-exclusivities.handler';
import { ListExclusivitiesController } from './queries/list-exclusivities/list-exclusivities.http.controller';
import { ListMarketplacePageHandler } from './queries/list-marketplace/list-marketplace-page.handler';
import { ListMarketplaceHandler } from './queries/list-marketplace/list-marketplace.handler';
import { ListMarketplaceController } from './queries/list-marketplace/list-marketplace.http.controller';
import { ListMyPracticesHandler } from './queries/list-my-practices/list-my-practices.handler';
import { ListMyPracticesController } from './queries/list-my-practices/list-my-practices.http.controller';
import { WeeklySalesHandler } from './queries/weekly-sales/weekly-sales.handler';
import { WeeklySalesController } from './queries/weekly-sales/weekly-sales.http.controller';

/** Buyers' purchases of base and exclusive access, and the end of exclusivities. */
@Module({
  controllers: [ListMarketplaceController, ListMyPracticesController, ListExclusivitiesController, WeeklySalesController, PurchaseAccessController],
  providers: [
    MarketplaceReader,
    MarketplacePageReader,
    PracticeAccessReader,
    PracticeOwners,
    PurchaseAccessHandler,
    ExclusivityExpiryProcessor,
    PurchaseMetricsHandler,
    ListMarketplaceHandler,
    ListMarketplacePageHandler,
    ListMyPracticesHandler,
    ListExclusivitiesHandler,
    WeeklySalesHandler,
  ],
  exports: [PracticeAccessReader],
})
export class MarketplaceModule {}
