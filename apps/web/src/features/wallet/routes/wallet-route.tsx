import { Alert, Typography } from 'antd';
import { lazy, Suspense } from 'react';
import { PageSkeleton } from '../../../lib/page-skeleton';
import { WalletCard } from '../components/wallet-card';
import { WalletPage } from '../components/wallet-page';
import type { WalletScreenProps } from '../wallet-user';

// The ledger (its table, date pickers and dayjs) is a chunk of its own: the balance and the
// packages show first, and /wallet stays within its JavaScript budget (bench/web-bundle.ts).
const WalletLedger = lazy(() => import('../components/wallet-ledger').then((module) => ({ default: module.WalletLedger })));

/** `/wallet` (spec 2): 'Il Tuo Portafoglio'. Only active accounts use the wallet (spec 4). */
export function WalletRoute({ user }: WalletScreenProps) {
  return (
    <WalletPage>
      <Typography.Title level={2} style={{ margin: 0 }}>
        Il Tuo Portafoglio
      </Typography.Title>
      {user.status === 'active' ? (
        <>
          <WalletCard user={user} title={null} />
          <Suspense fallback={<PageSkeleton rows={4} />}>
            <WalletLedger />
          </Suspense>
        </>
      ) : (
        <Alert type="warning" showIcon message="Account non attivo" description="Il portafoglio è disponibile quando l'account è attivo." />
      )}
    </WalletPage>
  );
}
