import type { MarketplacePageItem } from '@pratiche/contracts';
import { Alert, Badge, Flex, Grid, Segmented, Skeleton, Tabs, Typography } from 'antd';
import { lazy, Suspense, useDeferredValue, useEffect, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { errorMessage } from '../../../lib/api-client';
import { PageFrame } from '../../../lib/page-frame';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useMarketplacePage, useMarketplacePractice } from '../api/marketplace-page';
import { usePracticeWatches, useWatchPractice } from '../api/practice-watches';
import { FiltersBar, type ViewMode } from '../components/filters-bar';
import { PracticeGrid } from '../components/practice-views';
import type { WatchControl } from '../components/reserved-notice';
import { SaveSearchButton } from '../components/save-search-button';
import { ServerPagination } from '../components/server-pagination';
import { SummaryTiles } from '../components/summary-tiles';
import {
  defaultSorting,
  marketplacePageSize,
  marketplaceTabs,
  pageQuery,
  type MarketplaceFilters,
  type MarketplaceSorting,
  type MarketplaceTab,
} from '../marketplace-list';
import type { MarketplaceScreenProps } from '../marketplace-user';
import { marketplaceViews, type MarketplaceView } from '../rate-list';
import { initialMarketplaceFilters, savedSearchesPath } from '../saved-search-filters';

// Loaded on use, not with the page: the list view (antd's Table) and the detail dialog.
const PracticeTable = lazy(() => import('../components/practice-table').then((module) => ({ default: module.PracticeTable })));
// Issue 45: the 'Rate' view, loaded when picked.
const RateView = lazy(() => import('../components/rate-view').then((module) => ({ default: module.RateView })));
const PracticeDetailDialog = lazy(() => import('../components/practice-detail-dialog').then((module) => ({ default: module.PracticeDetailDialog })));

/** The 'Avvisami' state of the page's reserved practices; watches are asked only when one is shown. */
function useWatchControl(items: MarketplacePageItem[]): WatchControl {
  const watches = usePracticeWatches(items.some((item) => item.reservedUntil !== null));
  const mutation = useWatchPractice();
  return {
    watched: (practiceId) => (watches.data ? watches.data.has(practiceId) : undefined),
    onWatch: (practiceId, watch) => mutation.mutate({ practiceId, watch }),
    pending: mutation.isPending,
  };
}

/**
 * '?practice=' opens that practice's card: where an alert of a saved search or 'Avvisami' leads
 * (bell, mail). The parameter is taken off the address at once (the history state, a saved
 * search's filters, stays), so the same link followed again while on the page opens it again.
 */
function useOpenPracticeFromLink(open: (id: number) => void) {
  const [searchParams, setSearchParams] = useSearchParams();
  const { state } = useLocation();
  const linked = Number(searchParams.get('practice')) || null;
  useEffect(() => {
    if (linked === null) return;
    open(linked);
    setSearchParams({}, { replace: true, state });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new link opens a card
  }, [linked]);
}

/** /marketplace 'Marketplace Crediti' (spec 2): one page at a time, sorted, filtered and counted by the server. */
export function MarketplaceRoute(screen: MarketplaceScreenProps) {
  // Issue 31: 'Apri' on a saved search arrives with its filters in the history state.
  const location = useLocation();
  const [filters, setFilters] = useState<MarketplaceFilters>(() => initialMarketplaceFilters(location.state));
  const [tab, setTab] = useState<MarketplaceTab>('disponibili');
  const [sorting, setSorting] = useState<MarketplaceSorting>(defaultSorting);
  const [view, setView] = useState<ViewMode>('grid');
  const [shown, setShown] = useState<MarketplaceView>('pratiche');
  const [page, setPage] = useState(1);
  const { md } = Grid.useBreakpoint();
  // Typing in the search or an amount asks once the typing pauses, not at each key.
  const typed = useDebouncedValue(filters, 300);
  const listing = useMarketplacePage(pageQuery(typed, tab, sorting, page));
  // A page's answer arrives through react-query's store, which React renders in one uninterrupted
  // task; the first one mounts the whole screen (antd builds each component's styles then). As a
  // deferred value it renders in slices of a few milliseconds, so input is never blocked for long.
  const data = useDeferredValue(listing.data);
  // The page on screen is not the one asked: still loading, or loaded and not yet drawn.
  const stale = listing.isPlaceholderData || data !== listing.data;
  const items = data?.items ?? [];
  const watch = useWatchControl(items);
  // The id, not the object: after a purchase the dialog shows the practice as fetched again.
  const [openId, setOpenId] = useState<number | null>(null);
  const opened = useMarketplacePractice(
    openId,
    items.find((item) => item.id === openId),
  );
  // Mounted from the first opening on, so it keeps its closing animation afterwards.
  const [dialogWanted, setDialogWanted] = useState(false);
  const open = (id: number) => {
    setDialogWanted(true);
    setOpenId(id);
  };
  useOpenPracticeFromLink(open);
  // Any change of what is asked starts again from the first page.
  const restart =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };
  // Below 768 px a table is a sideways scroll: the list view shows the cards too, one a row.
  const Listing = view === 'list' && md ? PracticeTable : PracticeGrid;
  return (
    <PageFrame>
      <div>
        <Typography.Title level={2} style={{ margin: 0 }}>
          Marketplace Crediti
        </Typography.Title>
        <Flex gap={16} wrap="wrap">
          <Link to="/marketplace/my-practices">Pratiche acquistate</Link>
          <Link to={savedSearchesPath}>Ricerche salvate</Link>
        </Flex>
      </div>
      {/* Issue 45: single annual instalments are what buyers look for; the practices stay the default view. */}
      <Segmented<MarketplaceView>
        aria-label="Vista del marketplace"
        value={shown}
        onChange={setShown}
        options={marketplaceViews}
        style={{ alignSelf: 'flex-start' }}
      />
      {shown === 'rate' && (
        <Suspense fallback={<Skeleton active />}>
          <RateView onOpenPractice={open} />
        </Suspense>
      )}
      {shown === 'pratiche' && !data && !listing.isError && <Skeleton active />}
      {shown === 'pratiche' && listing.isError && <Alert type="error" showIcon message={errorMessage(listing.error, 'Impossibile caricare il marketplace')} />}
      {shown === 'pratiche' && data && (
        <>
          <SummaryTiles summary={data.summary} />
          <FiltersBar
            filters={filters}
            onChange={restart(setFilters)}
            sorting={sorting}
            onSortingChange={restart(setSorting)}
            view={view}
            onViewChange={setView}
            showViewToggle={md === true}
            phone={md === false}
            extra={screen.user.active && <SaveSearchButton filters={filters} />}
          />
          {/* Small badges and a narrower gutter keep the four tabs on a 390 px screen, and below 480 px each count goes under its label (global.css). The counts are exact: no 99+ beside a tile that says 145. */}
          <Tabs
            className="marketplace-tabs"
            tabBarGutter={12}
            activeKey={tab}
            onChange={(key) => restart(setTab)(key as MarketplaceTab)}
            items={marketplaceTabs.map(({ key, label }) => ({
              key,
              label: (
                <span className="marketplace-tab-label">
                  {label} <Badge size="small" count={data.counts[key]} overflowCount={Number.MAX_SAFE_INTEGER} showZero color="#595959" />
                </span>
              ),
            }))}
          />
          <Flex vertical gap={16} aria-busy={stale} style={{ opacity: stale ? 0.6 : 1, transition: 'opacity 0.2s' }}>
            <Suspense fallback={<Skeleton active />}>
              <Listing practices={items} onOpen={(practice) => open(practice.id)} watch={watch} sorting={sorting} onSortingChange={restart(setSorting)} />
            </Suspense>
            <ServerPagination page={data.page} pageSize={marketplacePageSize} total={data.total} onChange={setPage} phone={!md} />
          </Flex>
        </>
      )}
      {dialogWanted && (
        <Suspense fallback={null}>
          <PracticeDetailDialog practice={openId === null ? null : (opened.data ?? null)} onClose={() => setOpenId(null)} {...screen} />
        </Suspense>
      )}
    </PageFrame>
  );
}
