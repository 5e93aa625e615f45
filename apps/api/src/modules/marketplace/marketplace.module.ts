import { Module } from '@nestjs/common';
import { PracticeOwners } from '../practice/practice-owners';
import { CreateSavedSearchHandler } from './commands/create-saved-search/create-saved-search.handler';
import { CreateSavedSearchController } from './commands/create-saved-search/create-saved-search.http.controller';
import { DeleteSavedSearchHandler } from './commands/delete-saved-search/delete-saved-search.handler';
import { DeleteSavedSearchController } from './commands/delete-saved-search/delete-saved-search.http.controller';
import { ExclusivityExpiryProcessor } from './commands/expire-exclusivities/exclusivity-expiry.processor';
import { SavedSearchMatcher } from './commands/match-saved-searches/saved-search-matcher';
import { PurchaseAccessHandler } from './commands/purchase-access/purchase-access.handler';
import { PurchaseAccessController } from './commands/purchase-access/purchase-access.http.controller';
import { SavedSearchDigestProcessor } from './commands/send-saved-search-digests/saved-search-digest.processor';
import { UnsubscribeSavedSearchHandler } from './commands/unsubscribe-saved-search/unsubscribe-saved-search.handler';
import { UnsubscribeSavedSearchController } from './commands/unsubscribe-saved-search/unsubscribe-saved-search.http.controller';
import { UpdateSavedSearchHandler } from './commands/update-saved-search/update-saved-search.handler';
import { UpdateSavedSearchController } from './commands/update-saved-search/update-saved-search.http.controller';
import { MarketplacePageReader } from './marketplace-page.reader';
import { MarketplaceRateReader } from './marketplace-rate.reader';
import { MarketplaceReader } from './marketplace.reader';
import { PurchaseMetricsHandler } from './purchase-metrics.handler';
import { ListExclusivitiesHandler } from './queries/list-exclusivities/list-exclusivities.handler';
import { ListExclusivitiesController } from './queries/list-exclusivities/list-exclusivities.http.controller';
import { ListMarketplacePageHandler } from './queries/list-marketplace/list-marketplace-page.handler';
import { ListMarketplaceRateHandler } from './queries/list-marketplace/list-marketplace-rate.handler';
import { ListMarketplaceHandler } from './queries/list-marketplace/list-marketplace.handler';
import { ListMarketplaceController } from './queries/list-marketplace/list-marketplace.http.controller';
import { ListMyPracticesHandler } from './queries/list-my-practices/list-my-practices.handler';
import { ListMyPracticesController } from './queries/list-my-practices/list-my-practices.http.controller';
import { ListSavedSearchesHandler } from './queries/list-saved-searches/list-saved-searches.handler';
import { ListSavedSearchesController } from './queries/list-saved-searches/list-saved-searches.http.controller';
import { WeeklySalesHandler } from './queries/weekly-sales/weekly-sales.handler';
import { WeeklySalesController } from './queries/weekly-sales/weekly-sales.http.controller';
import { SavedSearchesReader } from './saved-searches/saved-searches.reader';
import { SavedSearchesStore } from './saved-searches/saved-searches.store';

/** Buyers' purchases of base and exclusive access, and the end of exclusivities. */
@Module({
  controllers: [
    ListMarketplaceController,
    ListMyPracticesController,
    ListExclusivitiesController,
    WeeklySalesController,
    PurchaseAccessController,
    // Issue 31: saved searches and their alerts.
    ListSavedSearchesController,
    CreateSavedSearchController,
    UpdateSavedSearchController,
    DeleteSavedSearchController,
    UnsubscribeSavedSearchController,
  ],
  providers: [
    MarketplaceReader,
    MarketplacePageReader,
    MarketplaceRateReader,
    PracticeOwners,
    PurchaseAccessHandler,
    ExclusivityExpiryProcessor,
    PurchaseMetricsHandler,
    ListMarketplaceHandler,
    ListMarketplacePageHandler,
    ListMarketplaceRateHandler,
    ListMyPracticesHandler,
    ListExclusivitiesHandler,
    WeeklySalesHandler,
    SavedSearchesStore,
    SavedSearchesReader,
    ListSavedSearchesHandler,
    CreateSavedSearchHandler,
    UpdateSavedSearchHandler,
    DeleteSavedSearchHandler,
    UnsubscribeSavedSearchHandler,
    SavedSearchMatcher,
    SavedSearchDigestProcessor,
  ],
})
export class MarketplaceModule {}
