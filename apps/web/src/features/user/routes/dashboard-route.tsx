import { useSignedInUser } from '../api/get-user';
import { AccountStatusNotice } from '../components/account-status-notice';
import { ContactTiles } from '../components/contact-tiles';
import { DashboardCards, type DashboardSlots } from '../components/dashboard-cards';
import { DashboardHeader } from '../components/dashboard-header';
import { PageShell } from '../components/page-shell';
import { normalizeStatus } from '../user-labels';

/**
 * Home (spec 2): everything beyond the header is for active accounts only. The app passes the
 * wallet and admin features' cards in `walletCard` and `adminCard`, the marketplace's counts in
 * `buyerStats`, the negotiations waiting for the user in `waitingNegotiations` (issue 29; below
 * the cards, so its late arrival moves nothing) (features never import one another).
 */
export function DashboardRoute({ walletCard, adminCard, buyerStats, waitingNegotiations }: DashboardSlots) {
  const user = useSignedInUser();
  const status = normalizeStatus(user.status);
  return (
    <PageShell>
      <DashboardHeader user={user} />
      {status === 'active' ? (
        <>
          <ContactTiles user={user} />
          <DashboardCards user={user} walletCard={walletCard} adminCard={adminCard} buyerStats={buyerStats} />
          {waitingNegotiations}
        </>
      ) : (
        <AccountStatusNotice status={status} />
      )}
    </PageShell>
  );
}
