import { apiMessages } from '@pratiche/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Result, Spin } from 'antd';
import { Suspense } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSignedInUser, userQueryKey } from '../features/user/api/get-user';
import { normalizeStatus } from '../features/user/user-labels';
import type { MarketplaceScreenProps } from '../features/marketplace/marketplace-user';
import { lazyRoute } from './lazy-route';

// Declared in this lazy chunk, not in the route table: the entry is /auth's budget.
const pages = {
  explore: lazyRoute(() => import('../features/marketplace/routes/marketplace-route'), 'MarketplaceRoute'),
  mine: lazyRoute(() => import('../features/marketplace/routes/my-practices-route'), 'MyPracticesRoute'),
};

/** The session user as the marketplace screens need it; features never import one another. */
export function useMarketplaceProps(): MarketplaceScreenProps {
  const user = useSignedInUser();
  const queryClient = useQueryClient();
  return {
    user: { id: user.id, isAdmin: user.isAdmin, active: normalizeStatus(user.status) === 'active', walletBalance: user.walletBalance },
    onCreditsChanged: () => void queryClient.invalidateQueries({ queryKey: userQueryKey }),
  };
}

/**
 * The buyer's pages (spec 6): non-buyers see the spec's refusal. Buyers whose account is not
 * active see the pages (the buy button reads 'Account non attivo'); the API refuses their reads.
 */
export function MarketplaceArea({ page }: { page: keyof typeof pages }) {
  const props = useMarketplaceProps();
  const user = useSignedInUser();
  const navigate = useNavigate();
  if (!user.isCessionario) return <Result status="403" title={apiMessages.cessionarioOnly} extra={<Button onClick={() => navigate('/')}>Torna alla dashboard</Button>} />;
  const Page = pages[page];
  return (
    <Suspense fallback={<Spin size="large" style={{ display: 'block', margin: '64px auto' }} />}>
      <Page {...props} />
    </Suspense>
  );
}
