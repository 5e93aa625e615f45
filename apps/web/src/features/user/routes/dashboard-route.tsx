import type { ReactNode } from 'react';
import { useSignedInUser } from '../api/get-user';
import { AccountStatusNotice } from '../components/account-status-notice';
import { ContactTiles } from '../components/contact-tiles';
import { DashboardCards } from '../components/dashboard-cards';
import { DashboardHeader } from '../components/dashboard-header';
import { PageShell } from '../components/page-shell';
import { normalizeStatus } from '../user-labels';

/**
 * Home (spec 2): everything beyond the header is for active accounts only. The app passes the
 * wallet feature's card in `walletCard` and the marketplace's counts in `buyerStats` (features
 * never import one another).
 */
export function DashboardRoute({ walletCard, buyerStats }: { walletCard?: ReactNode; buyerStats?: ReactNode }) {
  const user = useSignedInUser();
  const status = normalizeStatus(user.status);
  return (
    <PageShell>
      <DashboardHeader user={user} />
      {status === 'active' ? (
        <>
          <ContactTiles user={user} />
          <DashboardCards user={user} walletCard={walletCard} buyerStats={buyerStats} />
        </>
      ) : (
        <AccountStatusNotice status={status} />
      )}
    </PageShell>
  );
}
