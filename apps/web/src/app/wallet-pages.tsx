import { useQueryClient } from '@tanstack/react-query';
import { Suspense, type ComponentType } from 'react';
import { useSignedInUser, userQueryKey } from '../features/user/api/get-user';
import { normalizeStatus } from '../features/user/user-labels';
import type { WalletScreenProps } from '../features/wallet/wallet-user';
import { lazyRoute } from './lazy-route';

const loadDashboard = () => import('../features/user/routes/dashboard-route');
const loadWalletCard = () => import('../features/wallet/components/wallet-card');
const DashboardRoute = lazyRoute(loadDashboard, 'DashboardRoute');
const BuyerCountsText = lazyRoute(() => import('../features/marketplace/components/buyer-counts-text'), 'BuyerCountsText');
const WalletCard = lazyRoute(loadWalletCard, 'WalletCard');
/** The dashboard's chunks, which a first visit to / fetches beside the entry (routes.tsx). */
export const dashboardChunks = [loadDashboard, loadWalletCard] as const;
const AdminDashboardCard = lazyRoute(() => import('./admin/admin-dashboard-card'), 'AdminDashboardCard');
const WaitingNegotiationsCard = lazyRoute(() => import('../features/negotiation/components/waiting-negotiations-card'), 'WaitingNegotiationsCard');

/** The wallet screens get the session user from here: features never import one another. */
function useWalletProps(): WalletScreenProps {
  const user = useSignedInUser();
  const queryClient = useQueryClient();
  return { user, onCreditsChanged: () => void queryClient.invalidateQueries({ queryKey: userQueryKey }) };
}

/** A wallet route with the session user passed in. */
export function withWalletProps(Screen: ComponentType<WalletScreenProps>) {
  return function WalletScreen() {
    return <Screen {...useWalletProps()} />;
  };
}

/**
 * The dashboard with the wallet feature's card in its wallet slot, the marketplace's counts in the
 * buyer card, the negotiation feature's waiting negotiations (issue 29) and, for admins, the
 * admin feature's 'Pannello Admin' card (spec 2); the admin chunk loads only for admins.
 */
export function DashboardPage() {
  const user = useSignedInUser();
  return (
    <DashboardRoute
      // No boundary of its own: the dashboard shows with its first card, not before it (an empty
      // slot that fills later pushes the cards below it down, a layout shift).
      walletCard={<WalletCard user={user} />}
      adminCard={
        user.isAdmin ? (
          <Suspense fallback={null}>
            <AdminDashboardCard />
          </Suspense>
        ) : undefined
      }
      waitingNegotiations={
        (user.isCedente || user.isCessionario) && normalizeStatus(user.status) === 'active' ? (
          <Suspense fallback={null}>
            <WaitingNegotiationsCard />
          </Suspense>
        ) : undefined
      }
      buyerStats={
        user.isCessionario && normalizeStatus(user.status) === 'active' ? (
          <Suspense fallback={null}>
            <BuyerCountsText />
          </Suspense>
        ) : undefined
      }
    />
  );
}
