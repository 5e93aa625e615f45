import { apiMessages } from '@pratiche/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense } from 'react';
import type { MarketplaceScreenProps } from '../features/marketplace/marketplace-user';
import { useSignedInUser, userQueryKey } from '../features/user/api/get-user';
import { normalizeStatus } from '../features/user/user-labels';
import { RefusedAccess } from '../lib/refused-access';
import { lazyRoute } from './lazy-route';
import { PageLoading } from './page-loading';

// Declared in this lazy chunk, not in the route table: the entry is /auth's budget.
const loadExplore = () => import('../features/marketplace/routes/marketplace-route');
const loadMine = () => import('../features/marketplace/routes/my-practices-route');
const loadSearches = () => import('../features/marketplace/routes/saved-searches-route');
// Issue 45's 'I miei crediti': the holdings feature's page, guarded with the buyer's pages.
const loadCredits = () => import('../features/holdings/routes/holdings-route');
const pages = {
  explore: lazyRoute(loadExplore, 'MarketplaceRoute'),
  mine: lazyRoute(loadMine, 'MyPracticesRoute'),
  searches: lazyRoute(loadSearches, 'SavedSearchesRoute'),
  credits: lazyRoute(loadCredits, 'HoldingsRoute'),
};
// The first visit's page starts loading with this chunk (fetched beside the entry, routes.tsx),
// not once the area has rendered; a failure is harmless, the page's render fetches it again.
const firstVisitPage: Record<string, () => Promise<unknown>> = {
  '/marketplace': loadExplore,
  '/marketplace/my-practices': loadMine,
  '/marketplace/ricerche': loadSearches,
  '/marketplace/my-credits': loadCredits,
};
void firstVisitPage[window.location.pathname]?.().catch(() => undefined);
// Issue 29's 'Trattativa' panel, its own chunk, shown in the dialog of an exclusive purchase.
const NegotiationPanel = lazyRoute(() => import('../features/negotiation/components/negotiation-panel'), 'NegotiationPanel');

/** The session user as the marketplace screens need it; features never import one another. */
export function useMarketplaceProps(): MarketplaceScreenProps {
  const user = useSignedInUser();
  const queryClient = useQueryClient();
  return {
    user: { id: user.id, isAdmin: user.isAdmin, active: normalizeStatus(user.status) === 'active', walletBalance: user.walletBalance },
    onCreditsChanged: () => void queryClient.invalidateQueries({ queryKey: userQueryKey }),
    NegotiationPanel,
  };
}

/**
 * The buyer's pages (spec 6): non-buyers see the spec's refusal. Buyers whose account is not
 * active see the pages (the buy button reads 'Account non attivo'); the API refuses their reads.
 */
export function MarketplaceArea({ page }: { page: keyof typeof pages }) {
  const props = useMarketplaceProps();
  const user = useSignedInUser();
  if (!user.isCessionario) return <RefusedAccess message={apiMessages.cessionarioOnly} />;
  const Page = pages[page];
  return (
    <Suspense fallback={<PageLoading />}>
      <Page {...props} />
    </Suspense>
  );
}
