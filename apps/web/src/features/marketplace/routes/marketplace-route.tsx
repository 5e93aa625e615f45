import { Alert, Badge, Skeleton, Tabs, Typography } from 'antd';
import { lazy, Suspense, useDeferredValue, useState } from 'react';
import { Link } from 'react-router-dom';
import { errorMessage } from '../../../lib/api-client';
import { useMarketplace } from '../api/marketplace-queries';
import { FiltersBar, type ViewMode } from '../components/filters-bar';
import { PageFrame } from '../components/page-frame';
import { PracticeGrid } from '../components/practice-views';
import { SummaryTiles } from '../components/summary-tiles';
import { marketplaceTabs, noFilters, practicesInTab, tabCounts, type MarketplaceFilters, type MarketplaceTab } from '../marketplace-list';
import type { MarketplaceScreenProps } from '../marketplace-user';

// Loaded on use, not with the page: the list view (antd's Table) and the detail dialog.
const PracticeTable = lazy(() => import('../components/practice-table').then((module) => ({ default: module.PracticeTable })));
const PracticeDetailDialog = lazy(() => import('../components/practice-detail-dialog').then((module) => ({ default: module.PracticeDetailDialog })));

/** /marketplace 'Marketplace Crediti' (spec 2). */
export function MarketplaceRoute(screen: MarketplaceScreenProps) {
  const listing = useMarketplace();
  const [filters, setFilters] = useState<MarketplaceFilters>(noFilters);
  const [tab, setTab] = useState<MarketplaceTab>('disponibili');
  const [view, setView] = useState<ViewMode>('grid');
  // The id, not the object: after a purchase the dialog shows the practice as fetched again.
  const [openId, setOpenId] = useState<number | null>(null);
  // Mounted from the first opening on, so it keeps its closing animation afterwards.
  const [dialogWanted, setDialogWanted] = useState(false);
  const open = (id: number) => {
    setDialogWanted(true);
    setOpenId(id);
  };
  // react-query hands data over through useSyncExternalStore, whose renders React never splits;
  // the listing renders from this deferred copy instead, in a render React yields from (issue 8).
  const data = useDeferredValue(listing.data);
  const practices = data ?? [];
  const loading = listing.isPending || (listing.isSuccess && data === undefined);
  const counts = tabCounts(practices, filters);
  const shown = practicesInTab(practices, filters, tab);
  const Listing = view === 'grid' ? PracticeGrid : PracticeTable;
  return (
    <PageFrame>
      <div>
        <Typography.Title level={2} style={{ margin: 0 }}>
          Marketplace Crediti
        </Typography.Title>
        <Link to="/marketplace/my-practices">Le Mie Pratiche</Link>
      </div>
      {loading && <Skeleton active />}
      {listing.isError && <Alert type="error" showIcon message={errorMessage(listing.error, 'Impossibile caricare il marketplace')} />}
      {listing.isSuccess && data !== undefined && (
        <>
          <SummaryTiles practices={practices} />
          <FiltersBar filters={filters} onChange={setFilters} view={view} onViewChange={setView} />
          {/* Small badges and a narrower gutter keep the four tabs on a 390 px screen, and below 480 px each count goes under its label (global.css), counts of 99+ included: no overflow menu, whose button breaks the tablist's roles (axe). */}
          <Tabs
            className="marketplace-tabs"
            tabBarGutter={12}
            activeKey={tab}
            onChange={(key) => setTab(key as MarketplaceTab)}
            items={marketplaceTabs.map(({ key, label }) => ({
              key,
              label: (
                <span className="marketplace-tab-label">
                  {label} <Badge size="small" count={counts[key]} showZero color="#595959" />
                </span>
              ),
            }))}
          />
          <Suspense fallback={<Skeleton active />}>
            <Listing practices={shown} onOpen={(practice) => open(practice.id)} />
          </Suspense>
        </>
      )}
      {dialogWanted && (
        <Suspense fallback={null}>
          <PracticeDetailDialog practice={practices.find((practice) => practice.id === openId) ?? null} onClose={() => setOpenId(null)} {...screen} />
        </Suspense>
      )}
    </PageFrame>
  );
}
